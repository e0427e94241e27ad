import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * "Someone else is editing" (issue 26): at most one lock per item, held by the person whose edit
 * screen keeps it alive with a heartbeat. A lock whose heartbeat is older than the expiry is free.
 * Advisory for readers of the screen, enforced for saves (lib/locks/edit-locks.ts).
 */
export const editLocks = pgTable(
  'edit_locks',
  {
    kind: text('kind', { enum: ['news', 'blog'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The holder's name as others are told ("Asha is editing since 10:42"). */
    holderName: text('holder_name').notNull(),
    /** When the holder took it (a heartbeat keeps it, a take-over starts a new one). */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), check('edit_locks_kind_check', sql`${t.kind} in ('news', 'blog')`)],
);

export type EditLockRow = typeof editLocks.$inferSelect;
