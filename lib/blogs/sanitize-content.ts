import type { BlogContentItem, BlogImage } from '@/models/blog-content';
import { sanitizeBlogHtml } from './sanitize';
import { isSafeUrl } from './url';

function image(item: BlogImage): BlogImage | null {
  if (!isSafeUrl(item.src)) return null;
  return { src: item.src.trim(), ...(item.alt ? { alt: item.alt } : {}), ...(item.caption ? { caption: item.caption } : {}) };
}

/**
 * Every HTML string of a body through the allow-list (D6); image items with a URL that is not
 * http(s) or a site path are dropped. Used on write and again on render.
 */
export function sanitizeContent(content: BlogContentItem[]): BlogContentItem[] {
  return content.flatMap((item): BlogContentItem[] => {
    if (typeof item === 'string') return [sanitizeBlogHtml(item)];
    if ('text' in item) return [{ text: sanitizeBlogHtml(item.text) }];
    switch (item.type) {
      case 'image': {
        const safe = image(item);
        return safe ? [{ type: 'image', ...safe }] : [];
      }
      case 'table':
        return [{ type: 'table', headers: item.headers.map(String), data: item.data.map((row) => row.map(String)) }];
      case 'list':
        return [{ type: 'list', items: item.items.map(sanitizeBlogHtml), ordered: Boolean(item.ordered) }];
      default: {
        const images = (item.images ?? []).map(image).filter((i): i is BlogImage => i !== null);
        return [{ type: 'section', title: item.title, paragraphs: item.paragraphs.map(sanitizeBlogHtml), ...(images.length ? { images } : {}) }];
      }
    }
  });
}
