/**
 * A custom news item as a card, with the SPEC §3 defaults. Client-safe (no server imports): the
 * feeds, the story page and the admin form's card preview (issue 26) all map a story this way, so
 * the preview cannot show a card the reader would not get.
 */
import { categoryWords, type FeedArticle } from '@/lib/news/article';
import type { NewsDto } from '@/lib/news/news-dto';

export type CustomNewsInput = Partial<Omit<NewsDto, 'source'>> & { source?: { name?: string | null } | null; by?: string | null; createdAt?: string | null };

function nonEmpty(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A custom news item as a card (SPEC §3 defaults): "No Title", "No Description", url "#", the
 * source named after the category ("Stocks News") or "Custom News", published now when undated.
 */
export function customNewsToArticle(item: CustomNewsInput, category: string, now: Date = new Date()): FeedArticle {
  const firstCategory = item.categories?.[0] ?? nonEmpty(item.category)?.split(',')[0];
  const sourceName = nonEmpty(item.source?.name) ?? nonEmpty(item.by) ?? (firstCategory ? `${categoryWords(firstCategory)} News` : 'Custom News');
  const id = nonEmpty(item.id) ?? nonEmpty(item._id);
  return {
    title: nonEmpty(item.title) ?? 'No Title',
    description: nonEmpty(item.description) ?? 'No Description',
    url: nonEmpty(item.url) ?? '#',
    publishedAt: nonEmpty(item.publishedAt) ?? nonEmpty(item.createdAt) ?? now.toISOString(),
    photo: nonEmpty(item.photo) ?? null,
    source: { name: sourceName },
    isCustom: true,
    category,
    ...(id ? { uniqueId: id } : {}),
  };
}
