import 'server-only';
import { z } from '@/lib/zod';

/** A headlines-service article as the feed uses it, after repair (SPEC §3 defaults). */
export type HeadlineArticle = {
  title: string;
  description: string;
  url: string;
  image: string | null;
  publishedAt: string;
  source: { name: string; url?: string };
};

export type HeadlinesPage = { articles: HeadlineArticle[]; totalArticles: number };

/** The SPEC's words for what the service left out (SPEC §2 card, §3 defaults). */
export const HEADLINE_DEFAULTS = {
  title: 'No Title',
  description: 'No Description',
  url: '#',
  sourceName: 'Unknown Source',
} as const;

// The envelope must hold: without a count and a list there is no page at all (the next key is tried).
// Each article is looked at on its own below, so one bad article cannot empty the page.
const envelopeSchema = z.object({
  totalArticles: z.number().nonnegative(),
  articles: z.array(z.unknown()),
});

export type ParsedHeadlines = { ok: true; page: HeadlinesPage; dropped: number } | { ok: false; reason: string };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Only http(s) links and pictures reach a reader: `javascript:`, `data:` and relative junk count as missing. */
export function httpUrl(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function isoDate(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate) return undefined;
  const time = Date.parse(candidate);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * One article repaired with SPEC §3's defaults ("No Title", "No Description", url "#",
 * "Unknown Source", published now), or null when there is nothing a card could show: not an
 * object, or neither a title nor a description.
 */
export function repairArticle(raw: unknown, now: Date): HeadlineArticle | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const item = raw as Record<string, unknown>;
  const title = text(item.title);
  const description = text(item.description);
  if (!title && !description) return null;
  const source = typeof item.source === 'object' && item.source !== null ? (item.source as Record<string, unknown>) : {};
  const sourceUrl = httpUrl(source.url);
  return {
    title: title ?? HEADLINE_DEFAULTS.title,
    description: description ?? HEADLINE_DEFAULTS.description,
    url: httpUrl(item.url) ?? HEADLINE_DEFAULTS.url,
    image: httpUrl(item.image) ?? httpUrl(item.urlToImage) ?? null,
    publishedAt: isoDate(item.publishedAt) ?? now.toISOString(),
    source: sourceUrl ? { name: text(source.name) ?? HEADLINE_DEFAULTS.sourceName, url: sourceUrl } : { name: text(source.name) ?? HEADLINE_DEFAULTS.sourceName },
  };
}

/** A headlines response body, validated article by article: repaired, the unshowable dropped, the rest kept. */
export function parseHeadlinesBody(json: unknown, now: Date = new Date()): ParsedHeadlines {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    return { ok: false, reason: `unexpected body at ${issue.path.join('.') || '(root)'}` };
  }
  const articles = envelope.data.articles.map((raw) => repairArticle(raw, now)).filter((article): article is HeadlineArticle => article !== null);
  return { ok: true, page: { totalArticles: envelope.data.totalArticles, articles }, dropped: envelope.data.articles.length - articles.length };
}
