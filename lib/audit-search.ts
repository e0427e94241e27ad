import 'server-only';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { auditLog, type AuditLogRow } from '@/models/schema';
import errors from '@/messages/en/apiErrors.json';

/**
 * The audit screen's search (issue 26): who did what and when, from the audit log, filtered by
 * person, action, item and India-time dates, 50 a page, newest first. Used by
 * GET /api/admin/audit and by /{lang}/admin/audit (editors and admins: permission `audit`).
 */
export const AUDIT_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;
const MAX_ITEM = 200;

/**
 * The actions an editor asks for by one word, each matching the news and blog entries alike
 * (`publish` → news.publish and blog.publish). A full name such as `news.publish` is taken as it is.
 */
export const AUDIT_VERBS = {
  create: ['news.create', 'blog.create'],
  edit: ['news.update', 'blog.update'],
  submit: ['news.submit', 'blog.submit'],
  publish: ['news.publish', 'blog.publish'],
  schedule: ['news.schedule', 'blog.schedule'],
  unpublish: ['news.unpublish', 'blog.unpublish'],
  draft: ['news.draft', 'blog.draft'],
  restore: ['news.restore', 'blog.restore'],
  correct: ['news.correct'],
  takeover: ['news.takeover', 'blog.takeover'],
  delete: ['news.delete', 'blog.delete'],
  role: ['user.role'],
  'sign-in': ['staff.sign-in'],
} as const satisfies Record<string, readonly string[]>;
export type AuditVerb = keyof typeof AUDIT_VERBS;
export const AUDIT_VERB_NAMES = Object.keys(AUDIT_VERBS) as AuditVerb[];

const FULL_ACTION = /^(news|blog|user|staff)\.[a-z][a-z-]{0,30}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]{1,200}@[^\s@]{1,200}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const NOT_STORABLE = /[\u0000]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type AuditFilters = {
  actor?: { id: string } | { email: string };
  actions?: readonly string[];
  item?: { id: string } | { title: string };
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound (a day given as `to` counts whole). */
  to?: Date;
  page: number;
};

/** The filters as the request wrote them (for the screen's form). */
export type AuditQuery = { actor: string; action: string; item: string; from: string; to: string; page: number };

const text = errors.audit;
const bad = (message: string) => new AppError('bad_request', message);

/** A calendar day in India (YYYY-MM-DD) or an ISO 8601 instant with its offset; `end` moves a day to the next day's start. */
function parseWhen(value: string, end: boolean): Date {
  const day = DAY.exec(value);
  if (day) {
    const [, y, m, d] = day.map(Number);
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || y < 2000 || y > 2999) throw bad(text.dateInvalid);
    // Midnight in India (UTC+05:30, no daylight saving) of that day, or of the next one.
    return new Date(Date.UTC(y, m - 1, d + (end ? 1 : 0)) - 330 * 60_000);
  }
  if (INSTANT.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime()) && at.getUTCFullYear() >= 2000 && at.getUTCFullYear() <= 2999) return at;
  }
  throw bad(text.dateInvalid);
}

/**
 * Reads `actor`, `action`, `item`, `from`, `to`, `page` off a query string; anything malformed is a
 * 400 naming the filter (en; Hindi for a Hindi caller). Other parameters are ignored.
 */
export function parseAuditQuery(params: URLSearchParams): { filters: AuditFilters; query: AuditQuery } {
  const one = (name: string): string => {
    const values = params.getAll(name);
    if (values.length > 1) throw bad(text.repeated);
    const value = (values[0] ?? '').trim();
    if (NOT_STORABLE.test(value)) throw bad(text.notStorable);
    return value;
  };
  const query: AuditQuery = { actor: one('actor'), action: one('action'), item: one('item'), from: one('from'), to: one('to'), page: 1 };
  const pageText = one('page');
  const filters: AuditFilters = { page: 1 };

  if (pageText !== '') {
    if (!/^\d{1,5}$/.test(pageText) || Number(pageText) < 1 || Number(pageText) > MAX_PAGE) throw bad(text.pageInvalid);
    filters.page = query.page = Number(pageText);
  }
  if (query.actor !== '') {
    if (UUID.test(query.actor)) filters.actor = { id: query.actor.toLowerCase() };
    else if (EMAIL.test(query.actor)) filters.actor = { email: query.actor.toLowerCase() };
    else throw bad(text.actorInvalid);
  }
  if (query.action !== '') {
    if (query.action in AUDIT_VERBS) filters.actions = AUDIT_VERBS[query.action as AuditVerb];
    else if (FULL_ACTION.test(query.action)) filters.actions = [query.action];
    else throw bad(text.actionInvalid);
  }
  if (query.item !== '') {
    if (query.item.length > MAX_ITEM) throw bad(text.itemInvalid);
    filters.item = UUID.test(query.item) ? { id: query.item.toLowerCase() } : { title: query.item };
  }
  if (query.from !== '') filters.from = parseWhen(query.from, false);
  if (query.to !== '') filters.to = parseWhen(query.to, true);
  if (filters.from && filters.to && filters.from.getTime() >= filters.to.getTime()) throw bad(text.rangeInvalid);
  return { filters, query };
}

export type AuditEntryDto = {
  id: number;
  /** ISO 8601, UTC (the screen shows India time). */
  at: string;
  actor: { id: string | null; email: string | null };
  action: string;
  entityType: string;
  entityId: string | null;
  /** The item's title when the entry names one (a role change: the account's email). */
  title: string | null;
  details: Record<string, unknown> | null;
};
export type AuditPage = { entries: AuditEntryDto[]; page: number; pageSize: number; total: number; pages: number };

/** LIKE's own characters taken literally. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.actor) where.push('id' in filters.actor ? eq(auditLog.actorId, filters.actor.id) : eq(sql`lower(${auditLog.actorEmail})`, filters.actor.email));
  if (filters.actions) where.push(or(...filters.actions.map((action) => eq(auditLog.action, action))));
  if (filters.item) {
    where.push(
      'id' in filters.item
        ? eq(auditLog.entityId, filters.item.id)
        : sql`${auditLog.details}->>'title' ilike ${`%${literal(filters.item.title)}%`}`,
    );
  }
  if (filters.from) where.push(gte(auditLog.createdAt, filters.from));
  if (filters.to) where.push(lt(auditLog.createdAt, filters.to));
  return and(...where);
}

function toDto(row: AuditLogRow): AuditEntryDto {
  const title = typeof row.details?.title === 'string' ? row.details.title : null;
  return { id: row.id, at: row.createdAt.toISOString(), actor: { id: row.actorId, email: row.actorEmail }, action: row.action, entityType: row.entityType, entityId: row.entityId, title, details: row.details ?? null };
}

/** One page of matching entries, newest first, with the total. */
export async function searchAudit(db: Database, filters: AuditFilters): Promise<AuditPage> {
  const where = conditions(filters);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);
  return { entries: rows.map(toDto), page: filters.page, pageSize: AUDIT_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

/** The people the log names (for the screen's person filter), by email. */
export async function auditActors(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(${auditLog.actorEmail})` })
    .from(auditLog)
    .where(sql`${auditLog.actorEmail} is not null`)
    .orderBy(sql`lower(${auditLog.actorEmail})`)
    .limit(500);
  return rows.map((row) => row.email);
}
