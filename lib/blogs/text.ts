import type { BlogContentItem } from '@/models/blog-content';
import { htmlToText } from './sanitize';

export const WORDS_PER_MINUTE = 200;
/** SPEC §9: shown when a blog has no content. */
export const DEFAULT_READ_MINUTES = 5;
export const PREVIEW_LENGTH = 100;

/** Every piece of readable text of one content item, as HTML or plain strings. */
export function itemTexts(item: BlogContentItem): string[] {
  if (typeof item === 'string') return [item];
  if ('text' in item) return [item.text];
  switch (item.type) {
    case 'image':
      return [item.caption ?? ''];
    case 'table':
      return [...item.headers, ...item.data.flat()];
    case 'list':
      return item.items;
    default:
      return [item.title, ...item.paragraphs, ...(item.images ?? []).map((image) => image.caption ?? '')];
  }
}

/**
 * Words of a text: runs of letters, marks and digits. Marks (\p{M}) are part of the word, so a Hindi
 * word such as "हिन्दी" (with its vowel signs and virama) counts once, not once per letter.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{M}\p{N}]+(?:['’\-][\p{L}\p{M}\p{N}]+)*/gu)?.length ?? 0;
}

/** Read time in minutes (SPEC §9): words ÷ 200 rounded up; 5 when there is no content. */
export function readMinutes(content: BlogContentItem[] | null | undefined): number {
  if (!content || content.length === 0) return DEFAULT_READ_MINUTES;
  const words = content.flatMap(itemTexts).reduce((sum, text) => sum + countWords(htmlToText(text)), 0);
  return words === 0 ? DEFAULT_READ_MINUTES : Math.ceil(words / WORDS_PER_MINUTE);
}

/** The first content item's text when it is a string (SPEC §2, §5): what cards preview and search matches. */
export function firstItemText(content: BlogContentItem[] | null | undefined): string | null {
  const first = content?.[0];
  return typeof first === 'string' ? htmlToText(first) : null;
}

/** The card preview (SPEC §2): the first 100 characters of the first content item if it is a string, else null ("Read more..."). */
export function blogPreview(content: BlogContentItem[] | null | undefined): string | null {
  const text = firstItemText(content);
  if (!text) return null;
  const characters = Array.from(text);
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('').trimEnd()}...` : text;
}

/** Section titles in order: the table of contents, whose anchors are section-1, section-2, … */
export function sectionTitles(content: BlogContentItem[]): string[] {
  return content.flatMap((item) => (typeof item === 'object' && 'paragraphs' in item && item.title ? [item.title] : []));
}

/** A summary of the whole body as text (admin 3-line summary, meta description). */
export function contentSummary(content: BlogContentItem[], length = 300): string {
  const text = content
    .flatMap((item) => (typeof item === 'string' || 'text' in item || 'paragraphs' in item ? itemTexts(item) : []))
    .map(htmlToText)
    .filter(Boolean)
    .join(' ');
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}...` : text;
}
