import { rememberLocale, switchLocalePath } from '@/components/layout/language-switch';

describe('language choice', () => {
  it('keeps the page when switching language', () => {
    expect(switchLocalePath('/en/sports', 'hi')).toBe('/hi/sports');
    expect(switchLocalePath('/hi/bookmarks', 'en')).toBe('/en/bookmarks');
    expect(switchLocalePath('/en', 'hi')).toBe('/hi/general');
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
});
