/** Categories and page names of SPEC §9 and §2. Shared by the proxy, server and client code. */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'language';

export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

export const VALID_CATEGORIES = [
  'general', 'india', 'international', 'business', 'entertainment', 'health', 'science', 'sports', 'technology',
  'stocks', 'ipo', 'fmcg', 'power', 'automobile', 'banking', 'corporate-actions', 'personal-finance',
  'pharma', 'cryptocurrencies', 'corporateNews', 'policyAndRegulation',
  'bookmarks',
] as const;
export type Category = (typeof VALID_CATEGORIES)[number];

/** No third-party fetch, no filter, no Load More (SPEC §9). */
export const CUSTOM_ONLY_CATEGORIES = [
  'stocks', 'ipo', 'fmcg', 'power', 'automobile', 'banking',
  'business', 'india', 'pharma', 'cryptocurrencies',
  'corporateNews', 'policyAndRegulation', 'corporate-actions', 'personal-finance',
] as const satisfies readonly Category[];
export type CustomCategory = (typeof CUSTOM_ONLY_CATEGORIES)[number];

/** The side menu, in SPEC order. */
export const MENU_CATEGORIES = [
  'general', 'india', 'business', 'stocks', 'corporate-actions', 'personal-finance',
  'banking', 'pharma', 'automobile', 'fmcg', 'power', 'ipo', 'cryptocurrencies',
] as const satisfies readonly Category[];

/** What an editor may choose on the Add News form (SPEC §3), as route slugs. */
export const ADMIN_NEWS_CATEGORIES = [
  'india', 'business', 'corporate-actions', 'personal-finance', 'stocks', 'pharma',
  'banking', 'automobile', 'fmcg', 'cryptocurrencies', 'ipo', 'power',
] as const satisfies readonly CustomCategory[];

/** Pages that live beside the categories under /{lang}/… */
export const PAGES = [
  'login', 'signup', 'forgot-password', 'reset-password',
  'blogs', 'customblog', 'getallblogs', 'admin',
  'termsofservice', 'privacypolicy', 'disclaimer', 'aboutus',
  'loginwithgoogle', 'signupwithgoogle',
  // The hosted identity provider's paths (SPEC route table; the desktop layout's misspelling too).
  'loginwithclerk', 'loginwithcleark', 'signupwithclerk',
  // A story's permalink (/{lang}/news/{id}) and the search results page.
  'news', 'search',
  // What the service worker shows for a page it has not kept, when there is no network.
  'offline',
  // Staff's preview of an unpublished story (issue 26): /{lang}/preview/news/{id}, a 404 for everyone else.
  'preview',
  // The reader's own feed (issue 27): followed categories first.
  'foryou',
] as const;

export function isLocale(value: string | undefined | null): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** The internal device segment of a rewritten page path (`/{locale}/{device}/…`, D9). */
export function isDevice(value: string | undefined | null): value is Device {
  return (DEVICES as readonly string[]).includes(value ?? '');
}

export function isCategory(value: string | undefined | null): value is Category {
  return (VALID_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function isCustomOnly(value: string): value is CustomCategory {
  return (CUSTOM_ONLY_CATEGORIES as readonly string[]).includes(value);
}

export function isPage(value: string): boolean {
  return (PAGES as readonly string[]).includes(value);
}
