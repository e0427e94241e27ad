import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CardPreview } from '@/components/admin/card-preview';
import { CardPreviewMessagesProvider } from '@/components/admin/card-preview-context';
import { CARD_PREVIEW_NAMESPACES } from '@/components/admin/card-preview-namespaces';
import { EMPTY_NEWS_FORM, NewsFormFields, type NewsFormValues } from '@/components/admin/news-form-fields';
import { ArticleCard } from '@/components/news/article-card';
import { pickMessages } from '@/i18n/pick-messages';
import { READ_KEY } from '@/lib/read-state/read-store';
import { compiledMessagesFor, renderWithMessages, type TestLocale } from '../../helpers/render-with-messages';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const shared = { timeZone: 'Asia/Kolkata', messages: { en: pickMessages(compiledMessagesFor('en'), CARD_PREVIEW_NAMESPACES), hi: pickMessages(compiledMessagesFor('hi'), CARD_PREVIEW_NAMESPACES) } };

/** The form's fields and the preview beside them, sharing the values as the add and edit screens do. */
function Form({ initial, savedPhoto, storyId }: { initial: Partial<NewsFormValues>; savedPhoto?: string; storyId?: string }) {
  const [values, setValues] = useState<NewsFormValues>({ ...EMPTY_NEWS_FORM, ...initial });
  return (
    <CardPreviewMessagesProvider value={shared}>
      <NewsFormFields idPrefix="t" values={values} onChange={setValues} isPhotoRequired={false} />
      <CardPreview values={values} savedPhoto={savedPhoto} storyId={storyId} publishedAt="2026-11-25T04:30:00.000Z" />
    </CardPreviewMessagesProvider>
  );
}
const render = (initial: Partial<NewsFormValues> = {}, locale: TestLocale = 'en', extra: { savedPhoto?: string; storyId?: string } = {}) =>
  renderWithMessages(<Form initial={initial} {...extra} />, locale);
const phone = () => screen.getByTestId('card-preview-phone');
const card = () => within(phone()).getByTestId('news-card');
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

beforeEach(() => {
  window.localStorage.clear();
  // The translation picker lists the other language's stories when a language is chosen.
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => [] })) as unknown as typeof fetch;
});

describe('card preview beside the news form (issue 26)', () => {
  it('is the reader\'s phone card, following the title, description and category as the editor types', async () => {
    const user = userEvent.setup();
    render({ categories: ['power'] });
    expect(card()).toHaveAttribute('data-variant', 'mobile');
    expect(phone()).toHaveAttribute('inert');
    await user.type(screen.getByLabelText('Title'), 'Grid adds 5 GW of solar');
    await user.type(screen.getByLabelText('Description'), 'The grid operator says so.');
    expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent('Grid adds 5 GW of solar');
    expect(within(card()).getByTestId('card-description')).toHaveTextContent('The grid operator says so.');
    // The feed's source for a story without one: its category's name (customNewsToArticle), and the feed's name on top.
    expect(within(card()).getByTestId('card-source')).toHaveTextContent('by Power News');
    expect(screen.getByTestId('card-preview-category')).toHaveTextContent('Power');
    expect(within(card()).getByTestId('card-time')).toHaveTextContent('10:00 am');
    await user.click(screen.getByLabelText('Automobile'));
    await user.click(screen.getByLabelText('Power'));
    expect(screen.getByTestId('card-preview-category')).toHaveTextContent('Automobile');
  });

  it('speaks the story\'s language: a Hindi story has Hindi labels on the English admin, and an English one English on the Hindi admin', async () => {
    const user = userEvent.setup();
    render({ title: 'RBI holds rates', categories: ['banking'] });
    expect(phone()).toHaveAttribute('data-locale', 'en');
    expect(card()).toHaveTextContent('read more at Banking News');
    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    expect(phone()).toHaveAttribute('data-locale', 'hi');
    expect(phone()).toHaveAttribute('lang', 'hi');
    expect(card()).toHaveTextContent('Banking News पर और पढ़ें');
    expect(screen.getByTestId('card-preview-category')).toHaveTextContent('बैंकिंग');
    // The hint around the card stays in the admin's language.
    expect(screen.getByTestId('card-preview')).toHaveTextContent('As a phone reader sees it in Banking (Hindi).');
  });

  it('on the Hindi admin, "both languages" previews in Hindi and "English" in English', async () => {
    const user = userEvent.setup();
    render({ title: 'शेयर बाज़ार', categories: ['stocks'] }, 'hi');
    expect(phone()).toHaveAttribute('data-locale', 'hi');
    expect(within(card()).getByTestId('bookmark-button')).toHaveTextContent('बुकमार्क');
    await user.selectOptions(screen.getByLabelText('भाषा'), 'en');
    expect(within(card()).getByTestId('bookmark-button')).toHaveTextContent('Bookmark');
  });

  it('shows the chosen photo, else the saved one, else the placeholder', () => {
    const createObjectURL = jest.fn(() => 'blob:http://localhost/chosen');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    render({ categories: ['ipo'] }, 'en', { savedPhoto: '/uploads/0123456789abcdef0123456789abcdef.webp', storyId: 'story-1' });
    expect(within(card()).getByTestId('card-image')).toHaveAttribute('src', '/uploads/0123456789abcdef0123456789abcdef.webp');
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(within(card()).getByTestId('card-image')).toHaveAttribute('src', 'blob:http://localhost/chosen');
  });

  it('marks the 60-word warning state: past the limit the preview says the reader must scroll', async () => {
    const user = userEvent.setup();
    render({ description: words(60), categories: ['fmcg'] });
    expect(screen.getByTestId('card-preview')).toHaveAttribute('data-words-over', 'false');
    expect(screen.queryByTestId('card-preview-over')).toBeNull();
    await user.type(screen.getByLabelText('Description'), ' one-more');
    expect(screen.getByTestId('card-preview')).toHaveAttribute('data-words-over', 'true');
    expect(screen.getByTestId('card-preview-over')).toHaveTextContent('Past 60 words the phone card cannot show the whole text');
  });

  it('a phone opens it with "Preview card" (a disclosure button)', async () => {
    const user = userEvent.setup();
    render();
    const toggle = screen.getByRole('button', { name: 'Preview card' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('data-open', 'true');
  });
});

describe('the card as a preview', () => {
  it('never shows a read mark nor marks the story read', () => {
    const story = { title: 'Already read', description: 'Text.', url: '#', publishedAt: '2026-11-23T09:05:00.000Z', source: { name: 'Power News' }, isCustom: true, category: 'power', uniqueId: 'abc' };
    window.localStorage.setItem(READ_KEY, JSON.stringify({ 'news:abc': 1 }));
    renderWithMessages(<ArticleCard article={story} locale="en" variant="desktop" isPreview />);
    expect(screen.getByTestId('news-card')).toHaveAttribute('data-read', 'false');
    expect(screen.queryByTestId('read-mark')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Already read' }));
    expect(JSON.parse(window.localStorage.getItem(READ_KEY)!)).toEqual({ 'news:abc': 1 });
  });
});
