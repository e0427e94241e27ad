import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, uniqueIndex, check } from 'drizzle-orm/pg-core';

/** Readers are `user`; the newsroom's staff are `writer`, `editor` and `admin` (issue 26). */
export const USER_ROLES = ['user', 'writer', 'editor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Sessions and bearer tokens issued before this instant are refused (logout everywhere, password reset). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    check('users_role_check', sql`${t.role} in ('user', 'writer', 'editor', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
