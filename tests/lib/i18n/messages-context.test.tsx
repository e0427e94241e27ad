import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MessagesProvider, useLocale, useTranslations } from '@/lib/i18n/messages-context';
import type { Translate } from '@/lib/i18n/translator';
import { compileCatalog } from '../../helpers/render-with-messages';

/**
 * The client components' messages (issue 28): what components/layout/client-messages.tsx gives
 * every route's client islands in place of next-intl's client provider.
 */
const en = compileCatalog({ feed: { title: 'Top stories', fresh: '{count, plural, one {# new story} other {# new stories}}' } });
const hi = compileCatalog({ feed: { title: 'मुख्य ख़बरें', fresh: '{count, plural, one {# नई ख़बर} other {# नई ख़बरें}}' } });

function Title({ count = 2 }: { count?: number }) {
  const t = useTranslations('feed');
  return (
    <p data-testid="title" lang={useLocale()}>
      {t('title')}: {t('fresh', { count })}
    </p>
  );
}

describe('MessagesProvider', () => {
  it("gives client components the page's language and its messages", () => {
    render(
      <MessagesProvider locale="hi" messages={hi}>
        <Title />
      </MessagesProvider>,
    );
    expect(screen.getByTestId('title')).toHaveTextContent('मुख्य ख़बरें: 2 नई ख़बरें');
    expect(screen.getByTestId('title')).toHaveAttribute('lang', 'hi');
  });

  it('the nearest provider speaks: a story previewed in Hindi on an English page', () => {
    render(
      <MessagesProvider locale="en" messages={en}>
        <Title count={1} />
        <MessagesProvider locale="hi" messages={hi}>
          <Title count={1} />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(screen.getAllByTestId('title').map((node) => node.textContent)).toEqual(['Top stories: 1 new story', 'मुख्य ख़बरें: 1 नई ख़बर']);
  });

  it("logs a missing message on the console in next-intl's words (the browser tests watch for them) and shows its id", () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing() {
      return <p data-testid="missing">{useTranslations('feed')('gone')}</p>;
    }
    render(
      <MessagesProvider locale="en" messages={en}>
        <Missing />
      </MessagesProvider>,
    );
    expect(screen.getByTestId('missing')).toHaveTextContent('feed.gone');
    expect(logged).toHaveBeenCalledWith('MISSING_MESSAGE: Could not resolve `feed.gone` in messages for locale `en`.');
    logged.mockRestore();
  });

  it('tells its own onError instead of the console when given one', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: string[] = [];
    function Missing() {
      return <p>{useTranslations()('feed.gone')}</p>;
    }
    render(
      <MessagesProvider locale="hi" messages={hi} onError={(error) => errors.push(error)}>
        <Missing />
      </MessagesProvider>,
    );
    expect(errors).toEqual(['MISSING_MESSAGE: Could not resolve `feed.gone` in messages for locale `hi`.']);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keeps one translator across renders, so an effect that depends on it does not run again', () => {
    const seen: Translate[] = [];
    function Keep({ tick }: { tick: number }) {
      const t = useTranslations('feed');
      seen.push(t);
      return <p>{`${t('title')} ${tick}`}</p>;
    }
    const page = (tick: number) => (
      <MessagesProvider locale="en" messages={en}>
        <Keep tick={tick} />
      </MessagesProvider>
    );
    const { rerender } = render(page(1));
    rerender(page(2));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });

  it('speaks the new language and namespace at once when the page changes them (the language switch, another list)', () => {
    function Named({ namespace }: { namespace: string }) {
      return <p data-testid="named">{useTranslations(namespace)('title')}</p>;
    }
    const both = compileCatalog({ feed: { title: 'Top stories' }, blog: { title: 'Blogs' } });
    const page = (locale: string, messages: Record<string, unknown>, namespace = 'feed') => (
      <MessagesProvider locale={locale} messages={messages}>
        <Title />
        <Named namespace={namespace} />
      </MessagesProvider>
    );
    const { rerender } = render(page('en', { ...en, blog: both.blog }));
    expect(screen.getByTestId('title')).toHaveTextContent('Top stories: 2 new stories');
    rerender(page('hi', { ...hi, blog: both.blog }));
    expect(screen.getByTestId('title')).toHaveTextContent('मुख्य ख़बरें: 2 नई ख़बरें');
    expect(screen.getByTestId('title')).toHaveAttribute('lang', 'hi');
    rerender(page('hi', { ...hi, blog: both.blog }, 'blog'));
    expect(screen.getByTestId('named')).toHaveTextContent('Blogs');
  });

  it('refuses a component outside any provider, naming where the messages come from', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Title />)).toThrow(/outside a MessagesProvider/);
    function LocaleOnly() {
      return <p>{useLocale()}</p>;
    }
    expect(() => render(<LocaleOnly />)).toThrow(/outside a MessagesProvider/);
    logged.mockRestore();
  });
});
