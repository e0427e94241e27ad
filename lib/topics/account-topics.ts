import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { userTopics } from '@/models/schema';
import type { PutTopicsInput } from './schemas';
import { cleanTopicChoices, NO_TOPICS, type TopicChoices } from './topics';

export type AccountTopics = TopicChoices & { updatedAt: string | null };

/** The signed-in reader's choices (none yet: empty lists, `updatedAt` null). */
export async function getAccountTopics(userId: string): Promise<AccountTopics> {
  const db = await getDb();
  const [row] = await db.select().from(userTopics).where(eq(userTopics.userId, userId)).limit(1);
  if (!row) return { ...NO_TOPICS, updatedAt: null };
  // A category retired since it was stored is dropped on the way out, never shown as followed.
  return { ...cleanTopicChoices(row), updatedAt: row.updatedAt.toISOString() };
}

/** Replaces the lists sent (the others stay); one statement, so two devices saving at once leave one whole state. */
export async function putAccountTopics(userId: string, input: PutTopicsInput): Promise<AccountTopics> {
  const db = await getDb();
  const now = new Date();
  const set: Partial<typeof userTopics.$inferInsert> = { updatedAt: now };
  if (input.followed) set.followed = input.followed;
  if (input.hiddenSources) set.hiddenSources = input.hiddenSources;
  if (input.lessLike) set.lessLike = input.lessLike;
  await db
    .insert(userTopics)
    .values({ userId, followed: input.followed ?? [], hiddenSources: input.hiddenSources ?? [], lessLike: input.lessLike ?? [], updatedAt: now })
    .onConflictDoUpdate({ target: userTopics.userId, set: { ...set, updatedAt: sql`excluded.updated_at` } });
  return getAccountTopics(userId);
}
