import 'server-only';
import { cache } from 'react';
import { getBlog, listBlogs } from './blog-service';

/**
 * Blog reads of the pages, shared within one render (metadata, page, sidebar ask once).
 *
 * Not kept in Next's data cache: the pages that read blogs render per request anyway (the list
 * depends on its query string, the detail on the session), and a data-cache entry survived a server
 * restart after its tag had been expired — deleted blogs reappeared for up to the revalidate time.
 * Writes still call invalidateBlogsCache() for anything else tagged `blogs`.
 */
export const listBlogsCached = cache(() => listBlogs());

export const getBlogCached = cache((id: string) => getBlog(id));
