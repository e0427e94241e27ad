import 'server-only';
import type { Transaction } from '@/lib/db';
import { recordRevision } from '@/lib/revisions/record';
import type { BlogRow, NewsRow } from '@/models/schema';

/**
 * The scheduler's publish step, inside its transaction (lib/publication/publish-due-item.ts): the
 * one place where a scheduled item going live is recorded besides its audit entry. It writes the
 * item's revision — status `published`, author the person who scheduled it (null when that account
 * is gone) — so that the scheduled publish leaves exactly one revision (the flip happens once).
 */
export async function recordScheduledPublish(
  tx: Transaction,
  change: { kind: 'news' | 'blog'; row: NewsRow | BlogRow; actor: { id: string | null; name?: string | null; email: string | null } },
): Promise<void> {
  const author = change.actor;
  if (change.kind === 'news') await recordRevision(tx, { kind: 'news', row: change.row as NewsRow, action: 'publish', author });
  else await recordRevision(tx, { kind: 'blog', row: change.row as BlogRow, action: 'publish', author });
}
