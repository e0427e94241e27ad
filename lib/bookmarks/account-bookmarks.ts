import 'server-only';
import { and, count, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/categories';
import { AppError } from '@/lib/errors';
import { userBookmarks } from '@/models/schema';
import { MAX_BOOKMARK_TOMBSTONES, MAX_BOOKMARKS, type BookmarkArticle } from './schemas';

type Options = { userId: string; locale: Locale };

/** The reader's live bookmarks of one language, most recently bookmarked first. */
export async function listAccountBookmarks({ userId, locale }: Options): Promise<BookmarkArticle[]> {
  const db = await getDb();
  const rows = await db
    .select({ article: userBookmarks.article, bookmarkedAt: userBookmarks.bookmarkedAt })
    .from(userBookmarks)
    .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.locale, locale), isNull(userBookmarks.deletedAt)))
    .orderBy(desc(userBookmarks.bookmarkedAt))
    .limit(MAX_BOOKMARKS);
  return rows.filter((row) => row.article).map((row) => ({ ...(row.article as BookmarkArticle), bookmarkedAt: row.bookmarkedAt.toISOString() }));
}

/**
 * Merges articles into the reader's list (sign-in merge and each new bookmark): a live bookmark
 * stays as it is; a removed one comes back only when it was bookmarked after the removal.
 */
export async function addAccountBookmarks({ userId, locale, articles }: Options & { articles: BookmarkArticle[] }): Promise<BookmarkArticle[]> {
  const db = await getDb();
  const now = Date.now();
  // One row per title (the last one sent wins), and no time in the future (a wrong clock cannot outlive removals).
  const byTitle = new Map(articles.map((article) => [article.title, article]));
  const values = [...byTitle.values()].map(({ bookmarkedAt, ...article }) => ({
    row: { userId, locale, title: article.title, article, bookmarkedAt: new Date(Math.min(bookmarkedAt ? Date.parse(bookmarkedAt) : now, now)) },
    isDated: Boolean(bookmarkedAt),
  }));
  const dated = values.filter((value) => value.isDated).map((value) => value.row);
  const undated = values.filter((value) => !value.isDated).map((value) => value.row);
  await db.transaction(async (tx) => {
    const [{ live }] = await tx
      .select({ live: count() })
      .from(userBookmarks)
      .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.locale, locale), isNull(userBookmarks.deletedAt)));
    if (live + values.length > MAX_BOOKMARKS) {
      throw new AppError('invalid_input', `At most ${MAX_BOOKMARKS} bookmarks per language.`, { issues: [{ path: 'articles', message: 'Too many bookmarks.' }] });
    }
    const key = [userBookmarks.userId, userBookmarks.locale, userBookmarks.title];
    if (dated.length > 0) {
      await tx
        .insert(userBookmarks)
        .values(dated)
        .onConflictDoUpdate({
          target: key,
          set: { article: sql`excluded.article`, bookmarkedAt: sql`excluded.bookmarked_at`, deletedAt: sql`null` },
          setWhere: sql`${userBookmarks.deletedAt} is not null and ${userBookmarks.deletedAt} < excluded.bookmarked_at`,
        });
    }
    // Undated articles (kept from before sync existed) never outweigh a removal made anywhere.
    if (undated.length > 0) await tx.insert(userBookmarks).values(undated).onConflictDoNothing({ target: key });
  });
  return listAccountBookmarks({ userId, locale });
}

/**
 * Removes a bookmark on every device: a tombstone, kept even when the server never had it. Only
 * the newest MAX_BOOKMARK_TOMBSTONES removals of the reader's language are kept (issue 25 item 9:
 * removals of made-up titles grew without end), the oldest dropped in the same transaction.
 */
export async function removeAccountBookmark({ userId, locale, title }: Options & { title: string }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const mine = and(eq(userBookmarks.userId, userId), eq(userBookmarks.locale, locale), isNotNull(userBookmarks.deletedAt));
  await db.transaction(async (tx) => {
    await tx
      .insert(userBookmarks)
      .values({ userId, locale, title, article: null, bookmarkedAt: now, deletedAt: now })
      .onConflictDoUpdate({
        target: [userBookmarks.userId, userBookmarks.locale, userBookmarks.title],
        set: { article: null, deletedAt: now },
      });
    const newest = tx
      .select({ title: userBookmarks.title })
      .from(userBookmarks)
      .where(mine)
      .orderBy(desc(userBookmarks.deletedAt), userBookmarks.title)
      .limit(MAX_BOOKMARK_TOMBSTONES);
    await tx.delete(userBookmarks).where(and(mine, notInArray(userBookmarks.title, newest)));
  });
}
