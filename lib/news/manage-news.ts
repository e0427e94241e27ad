import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { can } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/users';
import { getDb, type Database } from '@/lib/db';
import { isWriteOutcomeUnknown, writeTransaction } from '@/lib/db/write-transaction';
import { AppError } from '@/lib/errors';
import { deleteStoredImage, storeImage, type StoredImage } from '@/lib/storage/store';
import { cancelJob } from '@/lib/jobs/queue';
import { applyPublicationChange, publishedAtAfter, publishJobKey } from '@/lib/publication/apply';
import { decidePublication } from '@/lib/publication/decide';
import { PUBLICATION_MESSAGES, WRITER_STATUSES } from '@/lib/publication/schemas';
import { addCorrection, assertMayCorrect } from '@/lib/corrections/corrections';
import { assertNotLockedByOther } from '@/lib/locks/edit-locks';
import { REVISION_MESSAGES } from '@/lib/revisions/messages';
import { recordRevision, revisionPhotos } from '@/lib/revisions/record';
import { queueBreakingAlert } from '@/lib/push/queue-alert';
import { news, type NewsRow } from '@/models/schema';
import { invalidateNewsCache } from './cache';
import { toNewsDto, type NewsDto } from './news-dto';
import { assertTranslationLink } from './translation-link';
import { isNewsId, NEWS_MESSAGES, type CreateNewsInput, type UpdateNewsInput } from './schemas';

type Actor = Pick<SessionUser, 'id' | 'email' | 'role'> & { name?: string };

/**
 * The newsroom's writes (SPEC §7 POST /api/news/add, PUT and DELETE /api/news/{id}).
 * Each one: the photo re-encoded and stored (temporary file, then rename), the row and its audit
 * entry in one transaction; when the transaction fails, the new files are removed again, so a
 * failure leaves neither an orphan file nor a row (a COMMIT lost with the connection is read back
 * from the server: lib/db/write-transaction.ts). After success the replaced photo is removed and
 * the feed's cache tag expires at once.
 */

function assertId(id: string): void {
  if (!isNewsId(id)) throw new AppError('bad_request', `"${id}" is not a news id.`);
}

async function removeQuietly(stored: StoredImage | null): Promise<void> {
  if (!stored) return;
  await deleteStoredImage(stored.url).catch((error: unknown) => console.error('[news] could not remove an unused upload:', error));
}

/** Creates a news item; the photo is required (SPEC §5). */
export async function createNews(options: { actor: Actor; input: CreateNewsInput; photo: Uint8Array | null }): Promise<NewsDto> {
  const { actor, input, photo } = options;
  // Who may end in which status (issue 26) is decided before any file is stored.
  const publication = decidePublication({ role: actor.role, isOwner: true, current: null, requested: input });
  if (!photo) throw new AppError('invalid_input', NEWS_MESSAGES.photoRequired, { issues: [{ path: 'photo', message: NEWS_MESSAGES.photoRequired }] });
  const stored = await storeImage(photo);
  let row: NewsRow;
  try {
    const db = await getDb();
    row = await writeTransaction(db, async (tx) => {
      await assertTranslationLink(tx, { id: null, language: input.language, translationOf: input.translationOf ?? null });
      const [created] = await tx
        .insert(news)
        .values({
          title: input.title,
          description: input.description,
          categories: input.category,
          language: input.language,
          photo: stored.url,
          url: input.url ?? null,
          breaking: input.breaking ?? false,
          translationOf: input.translationOf ?? null,
          status: publication.status,
          publishAt: publication.publishAt,
          createdBy: actor.id,
        })
        .returning();
      await recordAudit(tx, { actor, action: 'news.create', entityType: 'news', entityId: created.id, details: { title: created.title, status: created.status } });
      await applyPublicationChange(tx, { kind: 'news', id: created.id, title: created.title, before: { status: 'draft', publishAt: null }, after: publication, actor });
      await queueBreakingAlert(tx, { storyId: created.id, breaking: created.breaking, wasPublished: false, isPublished: created.status === 'published' });
      await recordRevision(tx, { kind: 'news', row: created, action: 'create', author: actor });
      return created;
    }, { isStored: (db, created) => isNewsStored(db, created.id) });
  } catch (error) {
    // A lost COMMIT whose outcome is unknown may have stored the row: its photo stays.
    if (!isWriteOutcomeUnknown(error)) await removeQuietly(stored);
    throw error;
  }
  await invalidateNewsCache();
  return toNewsDto(row);
}

/**
 * Updates a news item. With `input.version` the edit only applies to that version (another editor's
 * save in between → 409); without it the last save wins, as the original clients expect.
 */
export async function updateNews(options: { actor: Actor; id: string; input: UpdateNewsInput; photo: Uint8Array | null }): Promise<NewsDto> {
  const { actor, id, input, photo } = options;
  assertId(id);
  const db = await getDb();
  // Cheap checks before the image work: unknown id, stale version.
  const [current] = await db.select({ version: news.version, status: news.status, publishAt: news.publishAt, createdBy: news.createdBy }).from(news).where(eq(news.id, id)).limit(1);
  if (!current) throw new AppError('not_found', 'News not found.');
  if (input.version !== undefined && input.version !== current.version) throw staleVersion();
  decidePublication({ role: actor.role, isOwner: current.createdBy === actor.id, current, requested: input });
  if (input.correction) assertMayCorrect(actor.role);

  const stored = photo ? await storeImage(photo) : null;
  let result: { before: NewsRow; after: NewsRow };
  try {
    result = await writeTransaction(db, async (tx) => {
      const [before] = await tx.select().from(news).where(eq(news.id, id)).limit(1).for('update');
      if (!before) throw new AppError('not_found', 'News not found.');
      // Someone else has it open (issue 26): told who, never overwritten behind their back.
      await assertNotLockedByOther(tx, 'news', id, actor);
      const expected = input.version ?? before.version;
      const language = input.language ?? before.language;
      const translationOf = input.translationOf === undefined ? before.translationOf : input.translationOf;
      if (translationOf !== before.translationOf || language !== before.language) await assertTranslationLink(tx, { id, language, translationOf });
      const publication = decidePublication({ role: actor.role, isOwner: before.createdBy === actor.id, current: before, requested: input });
      const now = new Date();
      const [after] = await tx
        .update(news)
        .set({
          title: input.title,
          description: input.description,
          categories: input.category,
          language: input.language ?? before.language,
          url: input.url ?? null,
          photo: stored ? stored.url : before.photo,
          breaking: input.breaking ?? before.breaking,
          translationOf,
          status: publication.status,
          publishAt: publication.publishAt,
          publishedAt: publishedAtAfter(before, publication, now),
          updatedAt: now,
          version: expected + 1,
        })
        // The version condition is what makes two simultaneous edits of one version end in one 409.
        .where(and(eq(news.id, id), eq(news.version, expected)))
        .returning();
      if (!after) throw staleVersion();
      const changed: string[] = (['title', 'description', 'url', 'language', 'breaking', 'translationOf'] as const).filter((key) => before[key] !== after[key]);
      if (before.categories.join(',') !== after.categories.join(',')) changed.push('category');
      if (stored) changed.push('photo');
      await recordAudit(tx, { actor, action: 'news.update', entityType: 'news', entityId: id, details: { title: after.title, changed } });
      await applyPublicationChange(tx, { kind: 'news', id, title: after.title, before, after: publication, actor });
      await queueBreakingAlert(tx, { storyId: id, breaking: after.breaking, wasPublished: before.status === 'published', isPublished: after.status === 'published' });
      if (input.correction) await addCorrection(tx, { newsId: id, title: after.title, text: input.correction, before: before.status, after: after.status, actor });
      await recordRevision(tx, { kind: 'news', row: after, before, action: 'edit', author: actor });
      return { before, after };
    }, { isStored: (db, { after }) => isNewsVersionStored(db, after) });
  } catch (error) {
    // A lost COMMIT whose outcome is unknown may have stored the row: its photo stays.
    if (!isWriteOutcomeUnknown(error)) await removeQuietly(stored);
    throw error;
  }
  // The replaced photo stays: its revision still shows it and a restore brings it back (removed with the item).
  await invalidateNewsCache();
  return toNewsDto(result.after);
}

/** Deletes a news item and then its stored photo. */
export async function deleteNews(options: { actor: Actor; id: string }): Promise<NewsDto> {
  const { actor, id } = options;
  assertId(id);
  const db = await getDb();
  const row = await writeTransaction(db, async (tx) => {
    const [current] = await tx.select({ status: news.status, createdBy: news.createdBy }).from(news).where(eq(news.id, id)).limit(1).for('update');
    if (!current) throw new AppError('not_found', 'News not found.');
    // Writers delete only their own drafts and items in review (issue 26).
    if (!can(actor.role, 'deleteAny') && (current.createdBy !== actor.id || !WRITER_STATUSES.includes(current.status))) {
      throw new AppError('forbidden', PUBLICATION_MESSAGES.notYourItem);
    }
    const photos = await revisionPhotos(tx, 'news', id);
    const [deleted] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!deleted) throw new AppError('not_found', 'News not found.');
    if (deleted.status === 'scheduled') await cancelJob(tx, publishJobKey('news', id));
    await recordAudit(tx, { actor, action: 'news.delete', entityType: 'news', entityId: id, details: { title: deleted.title } });
    return { ...deleted, photos: [...new Set([deleted.photo, ...photos])] };
  }, { isStored: async (db, deleted) => !(await isNewsStored(db, deleted.id)) });
  // Its photo and every earlier one its history kept (the revisions went with the row).
  for (const photo of row.photos) await deleteStoredImage(photo).catch((error: unknown) => console.error('[news] could not remove a deleted item\'s photo:', error));
  await invalidateNewsCache();
  return toNewsDto(row);
}

function staleVersion(): AppError {
  return new AppError('conflict', REVISION_MESSAGES.staleVersion);
}

// Read-backs for a COMMIT lost with its connection (lib/db/write-transaction.ts).
async function isNewsStored(db: Database, id: string): Promise<boolean> {
  return (await db.select({ id: news.id }).from(news).where(eq(news.id, id)).limit(1)).length > 0;
}

async function isNewsVersionStored(db: Database, written: NewsRow): Promise<boolean> {
  const [now] = await db.select({ version: news.version, updatedAt: news.updatedAt }).from(news).where(eq(news.id, written.id)).limit(1);
  return !!now && (now.version > written.version || now.updatedAt.getTime() === written.updatedAt.getTime());
}
