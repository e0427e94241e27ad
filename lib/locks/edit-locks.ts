import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { getDb, type Database, type Transaction } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { blogs, editLocks, news, type EditLockRow } from '@/models/schema';
import { LOCK_EXPIRY_MS, LOCK_MESSAGES, type EditLockView, type LockKind } from './lock-rules';

type Actor = { id: string; email: string; name?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Live: its heartbeat is younger than the expiry, by the database's clock (one clock for the whole fleet). */
const isLive = sql`${editLocks.heartbeatAt} > now() - make_interval(secs => ${LOCK_EXPIRY_MS / 1000})`;

function view(row: EditLockRow, actor: Actor): EditLockView {
  return {
    holder: row.holderName,
    holderId: row.holderId,
    since: row.since.toISOString(),
    heartbeatAt: row.heartbeatAt.toISOString(),
    expiresAt: new Date(row.heartbeatAt.getTime() + LOCK_EXPIRY_MS).toISOString(),
    mine: row.holderId === actor.id,
  };
}

/** The 409 of an item someone else is editing (`lock` says who and since when, for the screen to tell). */
function lockedError(message: string, row: EditLockRow, actor: Actor, reason: string): AppError {
  return new AppError('conflict', message, { reason, extra: { lock: view(row, actor) } });
}

async function assertItem(db: Database | Transaction, kind: LockKind, id: string): Promise<void> {
  const table = kind === 'news' ? news : blogs;
  const [found] = UUID.test(id) ? await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1) : [];
  if (!found) throw new AppError('not_found', LOCK_MESSAGES.itemNotFound);
}

async function liveLock(db: Database | Transaction, kind: LockKind, id: string): Promise<EditLockRow | undefined> {
  const [row] = await db.select().from(editLocks).where(and(eq(editLocks.kind, kind), eq(editLocks.itemId, id), isLive)).limit(1);
  return row;
}

/** Who edits the item now, or null. */
export async function currentLock(kind: LockKind, id: string, actor: Actor): Promise<EditLockView | null> {
  const db = await getDb();
  await assertItem(db, kind, id);
  const row = await liveLock(db, kind, id);
  return row ? view(row, actor) : null;
}

/**
 * Opening an item for editing: takes its lock when it is free, expired or already the caller's
 * (then only the heartbeat moves). Held by someone else → 409 `locked` naming them, unless
 * `takeOver`: then the caller holds it from now (audit `{kind}.takeover`) and the first editor's
 * next heartbeat is told. One statement decides, so two people opening at once get one lock.
 */
export async function acquireLock(options: { kind: LockKind; id: string; actor: Actor; takeOver?: boolean }): Promise<EditLockView> {
  const { kind, id, actor, takeOver = false } = options;
  const db = await getDb();
  await assertItem(db, kind, id);
  const name = actor.name || actor.email;
  return db.transaction(async (tx) => {
    const before = await liveLock(tx, kind, id);
    const [row] = await tx
      .insert(editLocks)
      .values({ kind, itemId: id, holderId: actor.id, holderName: name })
      .onConflictDoUpdate({
        target: [editLocks.kind, editLocks.itemId],
        set: {
          holderId: actor.id,
          holderName: name,
          // The same holder keeps "since"; a new holder starts now.
          since: sql`case when ${editLocks.holderId} = ${actor.id} and ${isLive} then ${editLocks.since} else now() end`,
          heartbeatAt: sql`now()`,
        },
        setWhere: takeOver ? undefined : sql`${editLocks.holderId} = ${actor.id} or not (${isLive})`,
      })
      .returning();
    if (!row) {
      const holder = await liveLock(tx, kind, id);
      if (holder) throw lockedError(LOCK_MESSAGES.locked, holder, actor, 'apiErrors.publication.locked');
      throw new AppError('conflict', LOCK_MESSAGES.locked, { reason: 'apiErrors.publication.locked' });
    }
    if (before && before.holderId !== actor.id) {
      await recordAudit(tx, { actor, action: `${kind}.takeover`, entityType: kind, entityId: id, details: { from: before.holderName, fromId: before.holderId, since: before.since.toISOString() } });
    }
    return view(row, actor);
  });
}

/**
 * The edit screen's heartbeat: keeps the caller's lock alive. When someone took it over meanwhile
 * → 409 `lockTaken` naming them (the screen stops saving and says so); when it had expired and
 * nobody took it, the caller simply holds it again.
 */
export async function heartbeatLock(options: { kind: LockKind; id: string; actor: Actor }): Promise<EditLockView> {
  const { kind, id, actor } = options;
  const db = await getDb();
  await assertItem(db, kind, id);
  const [kept] = await db
    .update(editLocks)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(editLocks.kind, kind), eq(editLocks.itemId, id), eq(editLocks.holderId, actor.id)))
    .returning();
  if (kept) return view(kept, actor);
  const holder = await liveLock(db, kind, id);
  if (holder) throw lockedError(LOCK_MESSAGES.lockTaken, holder, actor, 'apiErrors.publication.lockTaken');
  return acquireLock({ kind, id, actor });
}

/** Leaving the edit screen: frees the caller's lock (someone else's stays). */
export async function releaseLock(options: { kind: LockKind; id: string; actor: Actor }): Promise<void> {
  const { kind, id, actor } = options;
  const db = await getDb();
  await assertItem(db, kind, id);
  await db.delete(editLocks).where(and(eq(editLocks.kind, kind), eq(editLocks.itemId, id), eq(editLocks.holderId, actor.id)));
}

/**
 * Every save of the newsroom (edit, restore) inside its transaction: a live lock of someone else
 * → 409 `lockedByOther` naming them. Saves without a lock of anyone (API clients) pass, as before;
 * a stale version is refused by the save itself.
 */
export async function assertNotLockedByOther(tx: Transaction, kind: LockKind, id: string, actor: Actor): Promise<void> {
  const holder = await liveLock(tx, kind, id);
  if (holder && holder.holderId !== actor.id) throw lockedError(LOCK_MESSAGES.lockedByOther, holder, actor, 'apiErrors.publication.lockedByOther');
}
