import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { userReadStories } from '@/models/schema';
import { MAX_READ_STORIES } from './read-schemas';

export type ReadStory = { key: string; readAt: string };

/** The reader's read stories, newest first (at most MAX_READ_STORIES). */
export async function listReadStories({ userId }: { userId: string }): Promise<ReadStory[]> {
  const db = await getDb();
  const rows = await db
    .select({ key: userReadStories.storyKey, readAt: userReadStories.readAt })
    .from(userReadStories)
    .where(eq(userReadStories.userId, userId))
    .orderBy(desc(userReadStories.readAt))
    .limit(MAX_READ_STORIES);
  return rows.map((row) => ({ key: row.key, readAt: row.readAt.toISOString() }));
}

/** Records stories as read (the earliest time wins: read once is read), then keeps the newest MAX_READ_STORIES. */
export async function markStoriesRead({ userId, stories }: { userId: string; stories: { key: string; readAt?: string }[] }): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  const byKey = new Map(stories.map((story) => [story.key, new Date(Math.min(story.readAt ? Date.parse(story.readAt) : now, now))]));
  await db.transaction(async (tx) => {
    await tx
      .insert(userReadStories)
      .values([...byKey].map(([storyKey, readAt]) => ({ userId, storyKey, readAt })))
      .onConflictDoUpdate({ target: [userReadStories.userId, userReadStories.storyKey], set: { readAt: sql`least(${userReadStories.readAt}, excluded.read_at)` } });
    const [oldestKept] = await tx
      .select({ readAt: userReadStories.readAt })
      .from(userReadStories)
      .where(eq(userReadStories.userId, userId))
      .orderBy(desc(userReadStories.readAt))
      .offset(MAX_READ_STORIES - 1)
      .limit(1);
    if (oldestKept) await tx.delete(userReadStories).where(and(eq(userReadStories.userId, userId), lt(userReadStories.readAt, oldestKept.readAt)));
  });
}
