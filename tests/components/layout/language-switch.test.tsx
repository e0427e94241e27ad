import { alternatePath, rememberLocale } from '@/components/layout/choose-language';
import { switchLocalePath } from '@/components/layout/language-switch';

describe('language choice', () => {
  it('keeps the page when switching language', () => {
    expect(switchLocalePath('/en/sports', 'hi')).toBe('/hi/sports');
    expect(switchLocalePath('/hi/bookmarks', 'en')).toBe('/en/bookmarks');
    expect(switchLocalePath('/en', 'hi')).toBe('/hi/general');
    // A feed's later page: the other language's first page (its page 4 may not exist).
    expect(switchLocalePath('/en/general/page/4', 'hi')).toBe('/hi/general');
    expect(switchLocalePath('/hi/sports/page/2', 'en')).toBe('/en/sports');
  });

  it('is kept in local storage and in the cookie the server reads for /', () => {
    document.cookie = 'language=; max-age=0; path=/';
    rememberLocale('hi');
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(document.cookie).toContain('language=hi');
    rememberLocale('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('language=en');
  });

  it('leads to the page\'s own alternate in the other language when it names one (a story\'s linked version)', () => {
    document.head.innerHTML = '<link rel="alternate" hreflang="en" href="http://localhost/en/news/aaa"><link rel="alternate" hreflang="hi" href="http://localhost/hi/news/bbb">';
    expect(alternatePath('hi', 'http://localhost')).toBe('/hi/news/bbb');
    document.head.innerHTML = '<link rel="alternate" hreflang="hi" href="https://elsewhere.example/hi/x">';
    expect(alternatePath('hi', 'http://localhost')).toBeNull();
    document.head.innerHTML = '';
    expect(alternatePath('hi', 'http://localhost')).toBeNull();
  });
});
