import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { webVitalsDaily } from '@/models/schema';
import { bucketOf } from './metrics';
import type { VitalsReport } from './schemas';

/** The UTC day a report counts in (YYYY-MM-DD). */
export function vitalsDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Counts one page view's vitals in their buckets of the day (one upsert; nothing of the visit is kept). */
export async function recordVitals({ report, now = new Date() }: { report: VitalsReport; now?: Date }): Promise<void> {
  const db = await getDb();
  const day = vitalsDay(now);
  await db
    .insert(webVitalsDaily)
    .values(report.metrics.map((metric) => ({ day, pageType: report.page, device: report.device, locale: report.lang, metric: metric.name, bucket: bucketOf(metric.name, metric.value), count: 1 })))
    .onConflictDoUpdate({
      target: [webVitalsDaily.day, webVitalsDaily.pageType, webVitalsDaily.device, webVitalsDaily.locale, webVitalsDaily.metric, webVitalsDaily.bucket],
      set: { count: sql`${webVitalsDaily.count} + 1` },
    });
}
