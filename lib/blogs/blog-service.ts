import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { can } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/users';
import { cancelJob } from '@/lib/jobs/queue';
import { applyPublicationChange, publishedAtAfter, publishJobKey } from '@/lib/publication/apply';
import { decidePublication } from '@/lib/publication/decide';
import { PUBLICATION_MESSAGES, WRITER_STATUSES } from '@/lib/publication/schemas';
import { assertNotLockedByOther } from '@/lib/locks/edit-locks';
import { REVISION_MESSAGES } from '@/lib/revisions/messages';
import { recordRevision, revisionPhotos } from '@/lib/revisions/record';
import { getDb, type Database } from '@/lib/db';
import { isWriteOutcomeUnknown, writeTransaction } from '@/lib/db/write-transaction';
import { AppError } from '@/lib/errors';
import { invalidateBlogsCache } from '@/lib/news/cache';
import { deleteStoredImage, storeImage } from '@/lib/storage/store';
import type { BlogContentItem } from '@/models/blog-content';
import { blogs, type BlogRow } from '@/models/schema';
import { toBlogDto, type BlogDto } from './blog-dto';
import { normalizeContent, type BlogUpdateInput, type NewBlogInput } from './schemas';
import { sanitizeContent } from './sanitize-content';
import { contentSummary, sectionTitles } from './text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Junk ids are simply not found (404), never a database error. */
export function isBlogId(id: string): boolean {
  return UUID.test(id);
}

/** Everything derived from the body on write: sanitized items, table of contents, excerpt. */
function bodyFields(content: BlogContentItem[]) {
  const clean = sanitizeContent(content);
  return { content: clean, tableOfContents: sectionTitles(clean), excerpt: contentSummary(clean, 200) || null };
}

/**
 * Every published blog, newest first (issue 26: drafts, review, scheduled and unpublished posts do
 * not exist for the public); `includeUnpublished` for the newsroom's own list (newest created first).
 */
export async function listBlogs(options: { limit?: number; includeUnpublished?: boolean } = {}): Promise<BlogDto[]> {
  const db = await getDb();
  const query = db.select().from(blogs);
  const rows = options.includeUnpublished
    ? await query.orderBy(desc(blogs.createdAt), desc(blogs.id)).limit(options.limit ?? 500)
    : await query.where(eq(blogs.status, 'published')).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(options.limit ?? 500);
  return rows.map(toBlogDto);
}

/** One published blog (a draft's address is a 404 to readers). */
export async function getBlog(id: string): Promise<BlogDto | null> {
  if (!isBlogId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(blogs).where(and(eq(blogs.id, id), eq(blogs.status, 'published'))).limit(1);
  return row ? toBlogDto(row) : null;
}

/** One blog in any state, for the newsroom (edit, preview); never cached. */
export async function getBlogForStaff(id: string): Promise<BlogDto | null> {
  if (!isBlogId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row ? toBlogDto(row) : null;
}

/** Creates a blog with its cover image (re-encoded and stored first; removed again if the insert fails). */
export async function createBlog(options: { input: NewBlogInput; cover: Uint8Array; actor: SessionUser }): Promise<BlogDto> {
  const { input, actor } = options;
  const publication = decidePublication({ role: actor.role, isOwner: true, current: null, requested: input });
  const stored = await storeImage(options.cover);
  let row: BlogRow;
  try {
    const db = await getDb();
    row = await writeTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(blogs)
        .values({
          title: input.title,
          categories: input.categories,
          coverImage: stored.url,
          authorName: input.authorName ?? actor.name,
          ...bodyFields(input.content as BlogContentItem[]),
          status: publication.status,
          publishAt: publication.publishAt,
          createdBy: actor.id,
        })
        .returning();
      await recordAudit(tx, { actor, action: 'blog.create', entityType: 'blog', entityId: inserted.id, details: { title: inserted.title, status: inserted.status } });
      await applyPublicationChange(tx, { kind: 'blog', id: inserted.id, title: inserted.title, before: { status: 'draft', publishAt: null }, after: publication, actor });
      await recordRevision(tx, { kind: 'blog', row: inserted, action: 'create', author: actor });
      return inserted;
    }, { isStored: (db, inserted) => isBlogStored(db, inserted.id) });
  } catch (error) {
    // A lost COMMIT whose outcome is unknown may have stored the row: its cover stays.
    if (!isWriteOutcomeUnknown(error)) await deleteStoredImage(stored.url);
    throw error;
  }
  await invalidateBlogsCache();
  return toBlogDto(row);
}

/** Updates title, content, image (and categories, author); a stale `version` is a 409. */
export async function updateBlog(options: { id: string; input: BlogUpdateInput; actor: SessionUser }): Promise<BlogDto> {
  const { id, input, actor } = options;
  if (!isBlogId(id)) throw new AppError('not_found', 'Blog not found.');
  const db = await getDb();
  const { row } = await writeTransaction(db, async (tx) => {
    const [current] = await tx.select().from(blogs).where(eq(blogs.id, id)).limit(1).for('update');
    if (!current) throw new AppError('not_found', 'Blog not found.');
    // Someone else has it open (issue 26): told who, never overwritten behind their back.
    await assertNotLockedByOther(tx, 'blog', id, actor);
    if (input.version !== undefined && input.version !== current.version) throw new AppError('conflict', REVISION_MESSAGES.staleVersion);
    const publication = decidePublication({ role: actor.role, isOwner: current.createdBy === actor.id, current, requested: input });
    const now = new Date();
    const imageChanged = input.imageUrl !== undefined && (input.imageUrl || null) !== current.coverImage;
    const [updated] = await tx
      .update(blogs)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.content !== undefined ? bodyFields(normalizeContent(input.content)) : {}),
        ...(imageChanged ? { coverImage: input.imageUrl || null } : {}),
        ...(input.categories !== undefined ? { categories: input.categories } : {}),
        ...(input.authorName !== undefined ? { authorName: input.authorName || null } : {}),
        status: publication.status,
        publishAt: publication.publishAt,
        publishedAt: publishedAtAfter(current, publication, now),
        updatedAt: now,
        version: current.version + 1,
      })
      .where(and(eq(blogs.id, id), eq(blogs.version, current.version)))
      .returning();
    if (!updated) throw new AppError('conflict', REVISION_MESSAGES.staleVersion);
    await recordAudit(tx, {
      actor,
      action: 'blog.update',
      entityType: 'blog',
      entityId: id,
      details: { title: updated.title, fields: Object.keys(input).filter((key) => key !== 'version' && key !== 'status' && key !== 'publishAt') },
    });
    await applyPublicationChange(tx, { kind: 'blog', id, title: updated.title, before: current, after: publication, actor });
    await recordRevision(tx, { kind: 'blog', row: updated, before: current, action: 'edit', author: actor });
    return { row: updated };
  }, { isStored: (db, { row }) => isBlogVersionStored(db, row) });
  // The replaced cover stays: its revision still shows it and a restore brings it back (removed with the post).
  await invalidateBlogsCache();
  return toBlogDto(row);
}

export async function deleteBlog(options: { id: string; actor: SessionUser }): Promise<void> {
  const { id, actor } = options;
  if (!isBlogId(id)) throw new AppError('not_found', 'Blog not found.');
  const db = await getDb();
  const removed = await writeTransaction(db, async (tx) => {
    const [current] = await tx.select({ status: blogs.status, createdBy: blogs.createdBy }).from(blogs).where(eq(blogs.id, id)).limit(1).for('update');
    if (!current) throw new AppError('not_found', 'Blog not found.');
    // Writers delete only their own drafts and posts in review (issue 26).
    if (!can(actor.role, 'deleteAny') && (current.createdBy !== actor.id || !WRITER_STATUSES.includes(current.status))) {
      throw new AppError('forbidden', PUBLICATION_MESSAGES.notYourItem);
    }
    const covers = await revisionPhotos(tx, 'blog', id);
    const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
    if (!row) throw new AppError('not_found', 'Blog not found.');
    if (row.status === 'scheduled') await cancelJob(tx, publishJobKey('blog', id));
    await recordAudit(tx, { actor, action: 'blog.delete', entityType: 'blog', entityId: id, details: { title: row.title } });
    return { ...row, covers: [...new Set([row.coverImage, ...covers])] };
  }, { isStored: async (db, removed) => !(await isBlogStored(db, removed.id)) });
  await invalidateBlogsCache();
  // Its cover and every earlier one its history kept (the revisions went with the row).
  for (const cover of removed.covers) await deleteStoredImage(cover);
}

// Read-backs for a COMMIT lost with its connection (lib/db/write-transaction.ts).
async function isBlogStored(db: Database, id: string): Promise<boolean> {
  return (await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).limit(1)).length > 0;
}

async function isBlogVersionStored(db: Database, written: BlogRow): Promise<boolean> {
  const [now] = await db.select({ version: blogs.version, updatedAt: blogs.updatedAt }).from(blogs).where(eq(blogs.id, written.id)).limit(1);
  return !!now && (now.version > written.version || now.updatedAt.getTime() === written.updatedAt.getTime());
}
