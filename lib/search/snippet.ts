import { escapeHtml } from '@/lib/html/escape';
import type { SnippetPart } from './schemas';

/** What ts_headline puts around a match (control characters, removed from the text beforehand). */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

/** Splits ts_headline's output into plain and matched parts. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const piece of headline.split(MATCH_START)) {
    const end = piece.indexOf(MATCH_END);
    if (end === -1) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    if (end > 0) parts.push({ text: piece.slice(0, end), match: true });
    const rest = piece.slice(end + 1).replaceAll(MATCH_END, '');
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

/** The snippet as safe HTML: every part escaped, matches wrapped in <mark>. */
export function snippetHtml(parts: SnippetPart[]): string {
  return parts.map((part) => (part.match ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join('');
}
