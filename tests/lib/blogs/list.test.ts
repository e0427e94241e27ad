import { blogQueryString, distinctCategories, filterBlogs, parseBlogQuery, type BlogListItem } from '@/lib/blogs/list';

const blogs: BlogListItem[] = [
  { id: '1', title: 'Understanding GST', categories: ['GST', 'Tax'], createdAt: '2026-01-03T00:00:00Z', firstText: 'Goods and services' },
  { id: '2', title: 'apple pie tax', categories: ['Tax'], createdAt: '2026-01-01T00:00:00Z', firstText: null },
  { id: '3', title: 'Rental agreements', categories: ['Legal'], createdAt: '2026-01-02T00:00:00Z', firstText: 'A TENANT needs a written deal' },
];
const ids = (list: BlogListItem[]) => list.map((b) => b.id);

describe('blog list search, filter and sort', () => {
  it('sorts newest first by default, and by the other three orders', () => {
    expect(ids(filterBlogs(blogs, parseBlogQuery({})))).toEqual(['1', '3', '2']);
    expect(ids(filterBlogs(blogs, parseBlogQuery({ sort: 'oldest' })))).toEqual(['2', '3', '1']);
    expect(ids(filterBlogs(blogs, parseBlogQuery({ sort: 'title-asc' })))).toEqual(['2', '3', '1']);
    expect(ids(filterBlogs(blogs, parseBlogQuery({ sort: 'title-desc' })))).toEqual(['1', '3', '2']);
  });

  it('searches the title or the first string item, case-insensitively', () => {
    expect(ids(filterBlogs(blogs, parseBlogQuery({ search: 'gst' })))).toEqual(['1']);
    expect(ids(filterBlogs(blogs, parseBlogQuery({ search: 'tenant' })))).toEqual(['3']);
    expect(ids(filterBlogs(blogs, parseBlogQuery({ search: 'SERVICES' })))).toEqual(['1']);
    expect(ids(filterBlogs(blogs, parseBlogQuery({ search: 'nothing' })))).toEqual([]);
  });

  it('filters by category, combined with search', () => {
    expect(ids(filterBlogs(blogs, parseBlogQuery({ category: 'Tax' })))).toEqual(['1', '2']);
    expect(ids(filterBlogs(blogs, parseBlogQuery({ category: 'Tax', search: 'apple' })))).toEqual(['2']);
  });

  it('reads the URL query, ignoring unknown sorts, and writes it back without defaults', () => {
    expect(parseBlogQuery({ search: [' a ', 'b'], sort: 'bogus' })).toEqual({ search: 'a', category: '', sort: 'newest' });
    expect(blogQueryString({ search: 'a b', category: 'Tax', sort: 'newest' })).toBe('?search=a+b&category=Tax');
    expect(blogQueryString({ sort: 'oldest' })).toBe('?sort=oldest');
    expect(blogQueryString({})).toBe('');
  });

  it('lists the distinct categories', () => {
    expect(distinctCategories(blogs)).toEqual(['GST', 'Legal', 'Tax']);
  });
});
