import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { recordAudit } from '@/lib/audit';
import { can, type Role } from '@/lib/auth/permissions';
import { getDb, type Transaction } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { NEWS_CACHE_TAG } from '@/lib/news/cache';
import { newsCorrections, type PublicationStatus } from '@/models/schema';
import { CORRECTION_MESSAGES, type StoryCorrection } from './rules';

/**
 * Inside the save of a story (lib/news/manage-news.ts): an editor's note goes with a change to a
 * story published before and after the save; anything else is refused before anything is written
 * (403 for a writer, 400 for a story that is not live). Audit `news.correct`.
 */
export async function addCorrection(
  tx: Transaction,
  change: { newsId: string; title: string; text: string; before: PublicationStatus; after: PublicationStatus; actor: { id: string; email: string; role: Role } },
): Promise<void> {
  const { newsId, text, actor } = change;
  if (!can(actor.role, 'publish')) throw new AppError('forbidden', CORRECTION_MESSAGES.notAllowed);
  if (change.before !== 'published' || change.after !== 'published') throw new AppError('bad_request', CORRECTION_MESSAGES.notPublished);
  await tx.insert(newsCorrections).values({ newsId, text, authorId: actor.id });
  await recordAudit(tx, { actor, action: 'news.correct', entityType: 'news', entityId: newsId, details: { title: change.title, correction: text } });
}

/** Checks done before a save touches any file (the same rules as `addCorrection`). */
export function assertMayCorrect(role: Role): void {
  if (!can(role, 'publish')) throw new AppError('forbidden', CORRECTION_MESSAGES.notAllowed);
}

/** A story's corrections, oldest first (the order they were made). */
export async function listCorrections(newsId: string): Promise<StoryCorrection[]> {
  const db = await getDb();
  const rows = await db.select().from(newsCorrections).where(eq(newsCorrections.newsId, newsId)).orderBy(asc(newsCorrections.createdAt), asc(newsCorrections.id));
  return rows.map((row) => ({ text: row.text, datePublished: row.createdAt.toISOString() }));
}

/** `listCorrections` through Next's data cache, refreshed with every news write (the story page). */
export const getCorrectionsCached = unstable_cache(listCorrections, ['story-corrections-v1'], { tags: [NEWS_CACHE_TAG], revalidate: 300 });
