import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { CARD_WORD_LIMIT, countWords, EMPTY_NEWS_FORM, NewsFormFields, type NewsFormValues } from '@/components/admin/news-form-fields';
import { renderWithMessages, serverRendered, type TestLocale } from '../../helpers/render-with-messages';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

function Form({ initial }: { initial: Partial<NewsFormValues> }) {
  const [values, setValues] = useState<NewsFormValues>({ ...EMPTY_NEWS_FORM, ...initial });
  return <NewsFormFields idPrefix="t" values={values} onChange={setValues} isPhotoRequired={false} />;
}
const render = (initial: Partial<NewsFormValues> = {}, locale: TestLocale = 'en') => renderWithMessages(<Form initial={initial} />, locale);
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('description word count (issue 26)', () => {
  it('counts words as a reader does: spaces and line breaks separate, a lone dash is none, Hindi words count', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('RBI keeps the repo rate — at 6.5%\nfor now.')).toBe(9);
    expect(countWords('आरबीआई ने रेपो दर 6.5% पर बरकरार रखी')).toBe(8);
    expect(CARD_WORD_LIMIT).toBe(60);
  });

  it('shows "n / 60 words" under the description, tied to it for screen readers, updating as one types', async () => {
    const user = userEvent.setup();
    render({ description: words(41) });
    const field = screen.getByLabelText('Description');
    expect(screen.getByTestId('description-word-count')).toHaveTextContent('41 / 60 words');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByTestId('description-word-count').id);
    await user.type(field, ' one');
    expect(screen.getByTestId('description-word-count')).toHaveTextContent('42 / 60 words');
    expect(screen.queryByTestId('description-too-long')).toBeNull();
  });

  it('warns clearly past 60 words and stops warning at 60', async () => {
    const user = userEvent.setup();
    render({ description: words(60) });
    expect(screen.queryByTestId('description-too-long')).toBeNull();
    await user.type(screen.getByLabelText('Description'), ' sixty-one two');
    expect(screen.getByTestId('description-word-count')).toHaveTextContent('62 / 60 words');
    expect(screen.getByTestId('description-too-long')).toHaveTextContent('2 words over the 60-word card');
    expect(screen.getByRole('status')).toBe(screen.getByTestId('description-too-long'));
  });

  it('in Hindi', () => {
    render({ description: words(61) }, 'hi');
    expect(screen.getByTestId('description-word-count')).toHaveTextContent('61 / 60 शब्द');
    expect(screen.getByTestId('description-too-long')).toHaveTextContent('60 शब्दों के कार्ड से 1 शब्द अधिक');
  });
});

describe('the photo field', () => {
  /** A form whose owner can empty it, as Add News does after a story is sent. */
  function ClearableForm() {
    const [values, setValues] = useState<NewsFormValues>(EMPTY_NEWS_FORM);
    return (
      <>
        <NewsFormFields idPrefix="t" values={values} onChange={setValues} isPhotoRequired />
        <button type="button" onClick={() => setValues(EMPTY_NEWS_FORM)}>
          Clear
        </button>
      </>
    );
  }

  /** Watches what is written to the file input's value (a script may only empty it). */
  function watchEmptying(input: HTMLInputElement) {
    const emptied = jest.fn();
    Object.defineProperty(input, 'value', { configurable: true, get: () => 'C:\\fakepath\\photo.png', set: emptied });
    return emptied;
  }

  it('keeps a photo picked before the page came alive: hydrating does not empty the file input (CI: "choose an image" for a photo picked in time)', async () => {
    const { container, hydrate } = serverRendered(<ClearableForm />);
    const emptied = watchEmptying(container.querySelector<HTMLInputElement>('input[type="file"]')!);
    const unmount = await hydrate();
    expect(emptied).not.toHaveBeenCalled();
    unmount();
  });

  it('is emptied when the form is cleared after a photo was chosen', async () => {
    // jsdom has no object URLs (the field's preview of the photo).
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/chosen'), revokeObjectURL: jest.fn() });
    const user = userEvent.setup();
    renderWithMessages(<ClearableForm />);
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    const emptied = watchEmptying(input);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(emptied).toHaveBeenCalledWith('');
  });
});
