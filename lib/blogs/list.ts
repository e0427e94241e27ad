/** Blog list search, category filter and sort (SPEC §2, §5): pure, shared by the page and its tests. */

export const BLOG_SORTS = ['newest', 'oldest', 'title-asc', 'title-desc'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export type BlogListItem = {
  id: string;
  title: string;
  categories: string[];
  createdAt: string;
  /** Text of the first content item when it is a string (search matches it), else null. */
  firstText: string | null;
};

export type BlogQuery = { search: string; category: string; sort: BlogSort };

/** Reads ?search=&category=&sort= (anything unknown falls back to the defaults). */
export function parseBlogQuery(params: Record<string, string | string[] | undefined>): BlogQuery {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const sort = one(params.sort);
  return {
    search: one(params.search).trim().slice(0, 200),
    category: one(params.category).trim().slice(0, 60),
    sort: (BLOG_SORTS as readonly string[]).includes(sort) ? (sort as BlogSort) : 'newest',
  };
}

/** The query string of a list state; defaults are left out so the plain list keeps its plain URL. */
export function blogQueryString(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function distinctCategories(blogs: Pick<BlogListItem, 'categories'>[]): string[] {
  return [...new Set(blogs.flatMap((blog) => blog.categories))].sort((a, b) => a.localeCompare(b));
}

/** Search (case-insensitive, title or first string item), category, then sort. */
export function filterBlogs<T extends BlogListItem>(blogs: T[], query: BlogQuery): T[] {
  const needle = query.search.toLocaleLowerCase();
  const matches = blogs.filter(
    (blog) =>
      (!needle || blog.title.toLocaleLowerCase().includes(needle) || (blog.firstText ?? '').toLocaleLowerCase().includes(needle)) &&
      (!query.category || blog.categories.includes(query.category)),
  );
  const byDate = (a: T, b: T) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });
  const compare = {
    newest: (a: T, b: T) => byDate(b, a),
    oldest: byDate,
    'title-asc': byTitle,
    'title-desc': (a: T, b: T) => byTitle(b, a),
  }[query.sort];
  return [...matches].sort(compare);
}
