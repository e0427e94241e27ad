import 'server-only';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { SessionUser } from '@/lib/auth/users';
import { can } from '@/lib/auth/permissions';
import { blogs, news, PUBLICATION_STATUSES, type BlogRow, type NewsRow, type PublicationStatus } from '@/models/schema';
import errors from '@/messages/en/apiErrors.json';

/**
 * What waits for whom in the newsroom (issue 26): the dashboard's counts ("3 in review",
 * "2 scheduled today", "your drafts") and the filtered lists they link to
 * (`/{lang}/admin/news?status=review`, `…?status=scheduled&when=today`, `…?status=draft&mine=1`).
 */
export type ListFilter = { status?: PublicationStatus; mine?: boolean; today?: boolean };

const text = errors.lists;

/**
 * Reads `status`, `mine` (1) and `when` (today) off a query string. `strict`: a bad value is a 400
 * (the API); otherwise it is left out (a page shows the whole list rather than an error).
 */
export function parseListFilter(params: URLSearchParams, strict: boolean): ListFilter {
  const filter: ListFilter = {};
  const one = (name: string) => {
    const values = params.getAll(name);
    if (values.length > 1 && strict) throw new AppError('bad_request', text.repeated);
    return values[0];
  };
  const status = one('status');
  if (status !== undefined && status !== '') {
    if ((PUBLICATION_STATUSES as readonly string[]).includes(status)) filter.status = status as PublicationStatus;
    else if (strict) throw new AppError('bad_request', text.statusInvalid);
  }
  const mine = one('mine');
  if (mine !== undefined && mine !== '') {
    if (mine === '1' || mine === 'true') filter.mine = true;
    else if (strict) throw new AppError('bad_request', text.mineInvalid);
  }
  const when = one('when');
  if (when !== undefined && when !== '') {
    if (when === 'today') filter.today = true;
    else if (strict) throw new AppError('bad_request', text.whenInvalid);
  }
  return filter;
}

export const hasFilter = (filter: ListFilter) => Boolean(filter.status || filter.mine || filter.today);

/** Today in India (UTC+05:30, no daylight saving): [midnight, next midnight). */
export function indiaToday(now = new Date()): { start: Date; end: Date } {
  const offset = 330 * 60_000;
  const local = new Date(now.getTime() + offset);
  const start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60_000) };
}

type Table = typeof news | typeof blogs;

function conditions(table: Table, filter: ListFilter, userId: string, now: Date): SQL | undefined {
  const today = indiaToday(now);
  return and(
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.mine ? eq(table.createdBy, userId) : undefined,
    // "Today": scheduled to go live today, else published today (India time).
    filter.today ? and(gte(filter.status === 'scheduled' ? table.publishAt : table.publishedAt, today.start), lt(filter.status === 'scheduled' ? table.publishAt : table.publishedAt, today.end)) : undefined,
  );
}

/** The newsroom's news list under a filter, newest first (scheduled: soonest first). */
export async function listNewsFiltered(db: Database, filter: ListFilter, user: Pick<SessionUser, 'id'>, now = new Date()): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .where(conditions(news, filter, user.id, now))
    .orderBy(filter.status === 'scheduled' ? news.publishAt : desc(news.updatedAt), desc(news.id))
    .limit(500);
}

/** The newsroom's blog list under a filter. */
export async function listBlogsFiltered(db: Database, filter: ListFilter, user: Pick<SessionUser, 'id'>, now = new Date()): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .where(conditions(blogs, filter, user.id, now))
    .orderBy(filter.status === 'scheduled' ? blogs.publishAt : desc(blogs.createdAt), desc(blogs.id))
    .limit(500);
}

export type QueueRow = { key: 'review' | 'scheduledToday' | 'myDrafts' | 'myReview'; filter: ListFilter; news: number; blogs: number };

/**
 * The dashboard's "what waits for you", by role: editors and admins — everything in review, what
 * goes live today, their own drafts; writers — their drafts, their stories waiting for an editor,
 * and what goes live today.
 */
export async function waitingFor(db: Database, user: Pick<SessionUser, 'id' | 'role'>, now = new Date()): Promise<QueueRow[]> {
  const reviews = can(user.role, 'publish');
  const rows: Omit<QueueRow, 'news' | 'blogs'>[] = reviews
    ? [
        { key: 'review', filter: { status: 'review' } },
        { key: 'scheduledToday', filter: { status: 'scheduled', today: true } },
        { key: 'myDrafts', filter: { status: 'draft', mine: true } },
      ]
    : [
        { key: 'myDrafts', filter: { status: 'draft', mine: true } },
        { key: 'myReview', filter: { status: 'review', mine: true } },
        { key: 'scheduledToday', filter: { status: 'scheduled', today: true } },
      ];
  return Promise.all(
    rows.map(async (row) => {
      const [[newsCount], [blogCount]] = await Promise.all([
        db.select({ total: count() }).from(news).where(conditions(news, row.filter, user.id, now)),
        db.select({ total: count() }).from(blogs).where(conditions(blogs, row.filter, user.id, now)),
      ]);
      return { ...row, news: newsCount.total, blogs: blogCount.total };
    }),
  );
}

/** `?status=review&mine=1&when=today` of a filter (the dashboard's links). */
export function filterQuery(filter: ListFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.mine) params.set('mine', '1');
  if (filter.today) params.set('when', 'today');
  const query = params.toString();
  return query ? `?${query}` : '';
}
