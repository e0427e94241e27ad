import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Real readers' Core Web Vitals (issue 28), aggregated: per day, page type, device, language and
 * metric, how many visits fell in each fixed histogram bucket (lib/vitals/metrics.ts). Enough to
 * compute a p75 per day; nothing about a visit or a visitor is kept.
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day').notNull(),
    pageType: text('page_type').notNull(),
    device: text('device').notNull(),
    locale: text('locale').notNull(),
    metric: text('metric').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.device, t.locale, t.metric, t.bucket] })],
);
