import type { BlogDto } from './blog-dto';

const absolute = (siteUrl: string, url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);

/** schema.org BlogPosting of a blog page. */
export function blogPostingJsonLd(blog: BlogDto, options: { siteUrl: string; siteName: string; path: string; locale: string; description: string }) {
  const authorName = blog.author?.name ?? blog.authorName;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: options.description,
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt,
    inLanguage: options.locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(options.siteUrl, options.path) },
    url: absolute(options.siteUrl, options.path),
    ...(blog.coverImage ? { image: [absolute(options.siteUrl, blog.coverImage)] } : {}),
    ...(authorName ? { author: { '@type': 'Person', name: authorName, ...(blog.author?.company ? { worksFor: { '@type': 'Organization', name: blog.author.company } } : {}) } } : {}),
    publisher: { '@type': 'Organization', name: options.siteName },
    keywords: blog.categories.join(', '),
    articleSection: blog.categories[0],
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
