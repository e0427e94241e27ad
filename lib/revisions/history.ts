import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { can, type Role } from '@/lib/auth/permissions';
import { toBlogDto, type BlogDto } from '@/lib/blogs/blog-dto';
import { sanitizeContent } from '@/lib/blogs/sanitize-content';
import { contentSummary, sectionTitles } from '@/lib/blogs/text';
import { getDb, type Transaction } from '@/lib/db';
import { writeTransaction } from '@/lib/db/write-transaction';
import { AppError } from '@/lib/errors';
import { invalidateBlogsCache, invalidateNewsCache } from '@/lib/news/cache';
import { toNewsDto, type NewsDto } from '@/lib/news/news-dto';
import { assertTranslationLink } from '@/lib/news/translation-link';
import { PUBLICATION_MESSAGES, WRITER_STATUSES } from '@/lib/publication/schemas';
import { blogs, news, revisions, type BlogRow, type NewsRow, type RevisionRow } from '@/models/schema';
import { assertNotLockedByOther } from '@/lib/locks/edit-locks';
import { REVISION_MESSAGES } from './messages';
import { recordRevision, type RevisionKind } from './record';
import type { RevisionDetail, RevisionSummary } from './types';

export type { RevisionDetail, RevisionSummary } from './types';

export { REVISION_MESSAGES };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** At most this many revisions are listed (newest first); WordPress and Ghost keep all, and so do we. */
export const REVISION_LIST_LIMIT = 500;

function summary(row: RevisionRow): RevisionSummary {
  return { id: row.id, createdAt: row.createdAt.toISOString(), author: row.authorName, status: row.status, title: row.title, action: row.action, version: row.itemVersion, restoredFrom: row.restoredFrom };
}

function detail(row: RevisionRow): RevisionDetail {
  return {
    ...summary(row),
    publishAt: row.publishAt?.toISOString() ?? null,
    description: row.description,
    category: row.categories.join(','),
    categories: row.categories,
    language: row.language,
    photo: row.photo,
    content: row.content,
  };
}

const column = (kind: RevisionKind) => (kind === 'news' ? revisions.newsId : revisions.blogId);

async function assertItem(tx: Pick<Transaction, 'select'>, kind: RevisionKind, id: string): Promise<void> {
  const table = kind === 'news' ? news : blogs;
  const [found] = UUID.test(id) ? await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1) : [];
  if (!found) throw new AppError('not_found', REVISION_MESSAGES.itemNotFound);
}

/** The item's revisions, newest first (by version: every save bumps it). Unknown item → 404. */
export async function listRevisions(kind: RevisionKind, id: string): Promise<RevisionSummary[]> {
  const db = await getDb();
  await assertItem(db, kind, id);
  const rows = await db.select().from(revisions).where(eq(column(kind), id)).orderBy(desc(revisions.itemVersion)).limit(REVISION_LIST_LIMIT);
  return rows.map(summary);
}

async function findRevision(tx: Pick<Transaction, 'select'>, kind: RevisionKind, id: string, revisionId: string): Promise<RevisionRow> {
  const [row] = UUID.test(revisionId) ? await tx.select().from(revisions).where(and(eq(revisions.id, revisionId), eq(column(kind), id))).limit(1) : [];
  if (!row) throw new AppError('not_found', REVISION_MESSAGES.revisionNotFound);
  return row;
}

/** One revision of the item with every field it kept. Unknown item or revision (or one of another item) → 404. */
export async function getRevision(kind: RevisionKind, id: string, revisionId: string): Promise<RevisionDetail> {
  const db = await getDb();
  await assertItem(db, kind, id);
  return detail(await findRevision(db, kind, id, revisionId));
}

type Actor = { id: string; email: string; name?: string; role: Role };

/**
 * Restore (issue 26): the item takes the revision's fields (title, description, categories,
 * language, photo; a blog's body) and keeps its status — as WordPress does, a restored published
 * story stays live with the old text. The save is a new revision (`restore`, naming the one brought
 * back) with its audit entry `{kind}.restore`; history is never rewritten. Who may: editors and
 * admins on anything; a writer on their own item while it is a draft or in review (the same rule
 * as editing it). With `version`, a stale one is a 409, as for any save.
 */
export async function restoreRevision(options: { kind: RevisionKind; id: string; revisionId: string; actor: Actor; version?: number }): Promise<{ revision: RevisionSummary; item: NewsDto | BlogDto }> {
  const { kind, id, revisionId, actor } = options;
  const db = await getDb();
  await assertItem(db, kind, id);
  const result = await writeTransaction(db, async (tx) => {
    const table = kind === 'news' ? news : blogs;
    const [current] = await tx.select().from(table).where(eq(table.id, id)).limit(1).for('update');
    if (!current) throw new AppError('not_found', REVISION_MESSAGES.itemNotFound);
    if (!can(actor.role, 'editAny') && (current.createdBy !== actor.id || !WRITER_STATUSES.includes(current.status))) {
      throw new AppError('forbidden', PUBLICATION_MESSAGES.notYourItem);
    }
    await assertNotLockedByOther(tx, kind, id, actor);
    if (options.version !== undefined && options.version !== current.version) throw new AppError('conflict', REVISION_MESSAGES.staleVersion);
    const old = await findRevision(tx, kind, id, revisionId);
    const now = new Date();
    let row: NewsRow | BlogRow;
    if (kind === 'news') {
      const before = current as NewsRow;
      const language = (old.language ?? before.language) as NewsRow['language'];
      if (language !== before.language) await assertTranslationLink(tx, { id, language, translationOf: before.translationOf });
      [row] = await tx
        .update(news)
        .set({ title: old.title, description: old.description ?? before.description, categories: old.categories, language, photo: old.photo ?? before.photo, updatedAt: now, version: before.version + 1 })
        .where(and(eq(news.id, id), eq(news.version, before.version)))
        .returning();
      await recordRevision(tx, { kind: 'news', row: row as NewsRow, before, action: 'restore', restoredFrom: old.id, author: actor, at: now });
    } else {
      const before = current as BlogRow;
      // Re-sanitized on the way back in, as every write of a body is (D6).
      const content = sanitizeContent(old.content ?? before.content);
      [row] = await tx
        .update(blogs)
        .set({ title: old.title, content, tableOfContents: sectionTitles(content), excerpt: contentSummary(content, 200) || null, categories: old.categories, coverImage: old.photo, updatedAt: now, version: before.version + 1 })
        .where(and(eq(blogs.id, id), eq(blogs.version, before.version)))
        .returning();
      await recordRevision(tx, { kind: 'blog', row: row as BlogRow, before, action: 'restore', restoredFrom: old.id, author: actor, at: now });
    }
    await recordAudit(tx, { actor, action: `${kind}.restore`, entityType: kind, entityId: id, details: { title: row.title, revisionId: old.id, restoredVersion: old.itemVersion, version: row.version } });
    const [written] = await tx.select().from(revisions).where(and(eq(column(kind), id), eq(revisions.itemVersion, row.version))).limit(1);
    return { row, revision: written };
  }, { isStored: async (db, { revision }) => (await db.select({ id: revisions.id }).from(revisions).where(eq(revisions.id, revision.id)).limit(1)).length > 0 });
  await (kind === 'news' ? invalidateNewsCache() : invalidateBlogsCache());
  return { revision: summary(result.revision), item: kind === 'news' ? toNewsDto(result.row as NewsRow) : toBlogDto(result.row as BlogRow) };
}
