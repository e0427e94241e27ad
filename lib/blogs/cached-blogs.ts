import 'server-only';
import { cache } from 'react';
import { versionedCache } from '@/lib/cache/versioned-read';
import { BLOGS_CACHE_TAG } from '@/lib/news/cache';
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

/**
 * GET /api/blogs for anyone: up to 500 blogs with their full content (SPEC §7 "a list of blogs", the
 * blog of §3 with its content: clients search it and preview it). Read once and kept in Next's data
 * cache until a blog write expires the `blogs` tag (issue 11 item 13), instead of on every request.
 * `perProcess`: an entry from before a restart is never served (the hazard described above).
 */
export const listBlogsShared = versionedCache(() => listBlogs(), { key: 'api-blogs-v1', tags: [BLOGS_CACHE_TAG], revalidate: 300, perProcess: true });
