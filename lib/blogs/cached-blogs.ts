import 'server-only';
import { unstable_cache } from 'next/cache';
import { BLOGS_CACHE_TAG } from '@/lib/news/cache';
import { getBlog, listBlogs } from './blog-service';

/**
 * Blog reads of the pages, kept in Next's data cache under the blogs tag: every write expires it
 * (invalidateBlogsCache), so readers and editors see a change on their next request.
 */
export const listBlogsCached = unstable_cache(() => listBlogs(), ['blogs:list'], { tags: [BLOGS_CACHE_TAG], revalidate: 300 });

export const getBlogCached = unstable_cache((id: string) => getBlog(id), ['blogs:one'], { tags: [BLOGS_CACHE_TAG], revalidate: 300 });
