/**
 * @jest-environment-options {"url": "https://news.example/en/general"}
 */
import { rememberLocale } from '@/components/layout/choose-language';

/** On an https site the language cookie is Secure, as every cookie of the site is (lib/http/cookie.ts). */
it('writes the language cookie with Secure on an https site, and keeps it a year for every page', () => {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value);
    cookie.set!.call(this, value);
  });
  rememberLocale('hi');
  expect(written).toEqual(['language=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  expect(document.cookie).toContain('language=hi');
});
