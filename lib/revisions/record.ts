import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '@/lib/db';
import { revisions, type BlogRow, type NewsRow, type RevisionAction } from '@/models/schema';

export type RevisionKind = 'news' | 'blog';
/** Who saved; `name` is what the History panel shows (the email when no name is known). */
export type RevisionAuthor = { id: string | null; name?: string | null; email: string | null };

type ItemRow = { kind: 'news'; row: NewsRow } | { kind: 'blog'; row: BlogRow };

/** The fields a revision keeps of an item (issue 26: title, description, category, language, photo, blog body). */
function snapshot(item: ItemRow) {
  if (item.kind === 'news') {
    const { row } = item;
    return { newsId: row.id, itemVersion: row.version, status: row.status, publishAt: row.publishAt, title: row.title, description: row.description, categories: row.categories, language: row.language, photo: row.photo, content: null };
  }
  const { row } = item;
  return { blogId: row.id, itemVersion: row.version, status: row.status, publishAt: row.publishAt, title: row.title, description: row.excerpt, categories: row.categories, language: null, photo: row.coverImage, content: row.content };
}

function itemColumn(kind: RevisionKind) {
  return kind === 'news' ? revisions.newsId : revisions.blogId;
}

/**
 * Writes the revision of one save, inside the save's transaction (so the row and its history land
 * together or not at all). `before`: the row as it was before this save — when the item has no
 * history yet (stories from before revisions existed, the demo seed), it is kept first as the
 * `baseline` revision, so the first edit can be compared with and undone to what was there.
 */
export async function recordRevision(
  tx: Transaction,
  change: ItemRow & { action: RevisionAction; author: RevisionAuthor; before?: NewsRow | BlogRow; restoredFrom?: string; at?: Date },
): Promise<string> {
  const { kind, author } = change;
  if (change.before) {
    const [any] = await tx.select({ id: revisions.id }).from(revisions).where(eq(itemColumn(kind), change.row.id)).limit(1);
    if (!any) {
      // Who made that state is not known (no history then): the panel shows it as the version before history began.
      await tx.insert(revisions).values({ ...snapshot({ kind, row: change.before } as ItemRow), action: 'baseline', authorId: null, authorName: null, createdAt: change.before.updatedAt });
    }
  }
  const [written] = await tx
    .insert(revisions)
    .values({
      ...snapshot({ kind, row: change.row } as ItemRow),
      action: change.action,
      restoredFrom: change.restoredFrom ?? null,
      authorId: author.id,
      authorName: author.name || author.email || null,
      createdAt: change.at ?? new Date(),
    })
    .returning({ id: revisions.id });
  return written.id;
}

/** Every photo (news) or cover (blog) the item's history holds: removed with the item. */
export async function revisionPhotos(tx: Transaction, kind: RevisionKind, id: string): Promise<string[]> {
  const rows = await tx.selectDistinct({ photo: revisions.photo }).from(revisions).where(and(eq(itemColumn(kind), id), isNotNull(revisions.photo)));
  return rows.map((row) => row.photo).filter((photo): photo is string => photo !== null);
}
