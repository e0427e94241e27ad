import type { BlogContentItem, BlogImage } from '@/models/blog-content';
import { escapeHtml } from '@/lib/html/escape';
import { sanitizeContent } from './sanitize-content';

/** The class names of the body's parts (components/blog/blog.module.css). */
export type BodyClasses = Partial<Record<'html' | 'text' | 'paragraph' | 'figure' | 'tableWrap' | 'table' | 'list' | 'section', string>>;

function attribute(name: string, value: string | undefined): string {
  return value ? ` ${name}="${escapeHtml(value)}"` : '';
}

function figure(image: BlogImage, classes: BodyClasses): string {
  const caption = image.caption ? `<figcaption>${escapeHtml(image.caption)}</figcaption>` : '';
  return `<figure${attribute('class', classes.figure)}><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt ?? '')}" loading="lazy">${caption}</figure>`;
}

/**
 * The body of a blog from its content items (SPEC §3) as one HTML string: HTML strings, {text},
 * sections (with the `section-N` anchors of the table of contents), images, tables and lists.
 * Every item is sanitized again here, whatever was stored (D6); every text that is not HTML (titles,
 * table cells, captions, alt texts, image URLs) is escaped.
 *
 * One string, not a React tree (issue 28): the page sends it once in its payload instead of a
 * description of every element, and React hydrates one element instead of hundreds (a blog post
 * scored below the about page, with twice its elements).
 */
export function blogBodyHtml(content: BlogContentItem[], classes: BodyClasses): string {
  let sections = 0;
  return sanitizeContent(content)
    .map((item) => {
      if (typeof item === 'string') return `<div${attribute('class', classes.html)}>${item}</div>`;
      if ('text' in item) return `<div${attribute('class', classes.text)}>${item.text}</div>`;
      switch (item.type) {
        case 'image':
          return figure(item, classes);
        case 'table': {
          const head = item.headers.length > 0 ? `<thead><tr>${item.headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('')}</tr></thead>` : '';
          const rows = item.data.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
          return `<div${attribute('class', classes.tableWrap)}><table${attribute('class', classes.table)}>${head}<tbody>${rows}</tbody></table></div>`;
        }
        case 'list': {
          const tag = item.ordered ? 'ol' : 'ul';
          return `<${tag}${attribute('class', classes.list)}>${item.items.map((entry) => `<li>${entry}</li>`).join('')}</${tag}>`;
        }
        default: {
          // The n-th section is #section-n, as in the table of contents.
          sections += 1;
          const paragraphs = item.paragraphs.map((paragraph) => `<div${attribute('class', classes.paragraph)}>${paragraph}</div>`).join('');
          const images = (item.images ?? []).map((image) => figure(image, classes)).join('');
          return `<section id="section-${sections}"${attribute('class', classes.section)} aria-labelledby="section-${sections}-title"><h2 id="section-${sections}-title">${escapeHtml(item.title)}</h2>${paragraphs}${images}</section>`;
        }
      }
    })
    .join('');
}
