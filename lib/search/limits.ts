// The search limits, apart from the schemas: the search box on every page reads them without loading zod.

export const SEARCH_TYPES = ['news', 'blogs'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE = 50;
export const SEARCH_MAX_QUERY = 200;
