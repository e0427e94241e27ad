import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML allow-list of blog bodies (D6): applied when content is written and again when it is
 * rendered. No scripts, no event handlers, no inline styles (CSS `url()`), no frames, no forms;
 * links and images only with http(s), mailto or site-relative URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span',
    'a', 'code', 'pre', 'blockquote', 'h2', 'h3', 'h4', 'ul', 'ol', 'li',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption', 'img',
  ],
  allowedAttributes: {
    // rel is always overwritten by the transform below.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Everything outside the allow-list goes, with its text for harmless tags, whole for these.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'template', 'svg', 'math', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of an HTML fragment: tags removed, the common entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[1-6]|tr|div|br)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
