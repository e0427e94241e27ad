import { absoluteUrl } from '@/lib/seo/urls';
import type { BlogDto } from './blog-dto';

/** schema.org BlogPosting of a blog page (serialize it with serializeJsonLd from lib/seo/json-ld). */
export function blogPostingJsonLd(blog: BlogDto, options: { siteUrl: string; siteName: string; path: string; locale: string; description: string }) {
  const authorName = blog.author?.name ?? blog.authorName;
  const url = absoluteUrl(options.siteUrl, options.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title.slice(0, 110),
    description: options.description,
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt,
    inLanguage: options.locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(blog.coverImage ? { image: [absoluteUrl(options.siteUrl, blog.coverImage)] } : {}),
    ...(authorName
      ? { author: { '@type': 'Person', name: authorName, ...(blog.author?.company ? { worksFor: { '@type': 'Organization', name: blog.author.company } } : {}) } }
      : {}),
    publisher: { '@type': 'Organization', name: options.siteName, url: absoluteUrl(options.siteUrl, '/') },
    keywords: blog.categories.join(', '),
    articleSection: blog.categories,
  };
}
