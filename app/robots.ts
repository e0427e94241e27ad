import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-dynamic';

// Admin screens, APIs and per-reader pages stay out of search results.
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = siteConfig();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/en/admin', '/hi/admin', '/en/customblog', '/hi/customblog', '/en/getallblogs', '/hi/getallblogs', '/en/bookmarks', '/hi/bookmarks'],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
