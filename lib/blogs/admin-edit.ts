import type { BlogContentItem } from '@/models/blog-content';

/** Splits text into paragraphs on blank lines, dropping empty ones (SPEC §5 "Blog edit"). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** What the admin screen's inline edit sends as `content`. */
export type EditedContent = BlogContentItem[] | string[] | { title?: string; paragraphs: string[] };

/**
 * The text the Content textarea starts with. A body of plain paragraphs is shown as paragraphs
 * separated by blank lines; a body with any other item (sections, tables…) is an "object" body and
 * is shown as JSON, so nothing is lost when it is saved unchanged.
 */
export function contentToEditText(content: BlogContentItem[]): { text: string; isObject: boolean } {
  if (content.every((item) => typeof item === 'string')) return { text: (content as string[]).join('\n\n'), isObject: false };
  return { text: JSON.stringify(content, null, 2), isObject: true };
}

/**
 * The content of a saved edit (SPEC §5): plain bodies become their paragraphs. For an object body a
 * JSON parse of the text is tried first; when it is not JSON (or not content), the fallback is the
 * original's title plus the text's paragraphs.
 */
export function editTextToContent(text: string, original: BlogContentItem[]): EditedContent {
  const paragraphs = splitParagraphs(text);
  if (!contentToEditText(original).isObject) return paragraphs;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed as BlogContentItem[];
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { paragraphs?: unknown }).paragraphs)) {
      return parsed as { title?: string; paragraphs: string[] };
    }
  } catch {
    // not JSON: the fallback below
  }
  const title = original.find((item): item is Extract<BlogContentItem, { paragraphs: string[] }> => typeof item === 'object' && 'paragraphs' in item)?.title;
  return title ? { title, paragraphs } : { paragraphs };
}
