import { isCategory } from '@/lib/categories';

/**
 * Real readers' vitals (issue 28): the metrics collected, the page types they are grouped by, the
 * fixed histogram buckets a value is counted in, and Google's "good" thresholds. Client-safe (the
 * reporter uses the names and the page types; the server the buckets).
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_PAGE_TYPES = ['feed', 'story', 'blog-list', 'blog-post', 'static', 'other'] as const;
export type VitalPageType = (typeof VITAL_PAGE_TYPES)[number];

/** Google's "good" (p75 at or under) and "poor" (over) limits: ms, CLS unitless (web.dev/articles/vitals). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value accepted: a report over it is junk, not a slow visit. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 };

function steps(step: number, upTo: number): number[] {
  return Array.from({ length: Math.round(upTo / step) }, (_, i) => Number(((i + 1) * step).toFixed(4)));
}

/**
 * Each bucket's upper edge (inclusive); a value above the last edge falls in one more, open bucket.
 * Fine steps where the thresholds are (LCP every 100 ms to 5 s, INP every 25 ms to 1 s, CLS every
 * 0.01 to 0.5, TTFB every 50 ms to 2 s), coarse beyond: a p75 is read to within one step.
 */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: [...steps(100, 5000), 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000],
  INP: [...steps(25, 1000), 1500, 2000, 3000, 5000, 10_000],
  CLS: [...steps(0.01, 0.5), 0.75, 1, 2, 5],
  TTFB: [...steps(50, 2000), 3000, 5000, 10_000, 30_000],
};

/** The bucket a value falls in: the first whose upper edge is at or over it. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKETS[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** The p75 of a histogram ({ bucket: count }): the upper edge of the bucket where 75 % of the visits are reached (null: no visits). */
export function p75Of(metric: VitalMetric, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const edges = VITAL_BUCKETS[metric];
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= 0.75 * total) return bucket < edges.length ? edges[bucket] : VITAL_MAX[metric];
  }
  return VITAL_MAX[metric];
}

/** The page type of a public path (/{lang}/…): what the vitals are grouped by, never the path itself. */
export function pageTypeOfPath(pathname: string): VitalPageType {
  const [, , second, third] = pathname.split('/');
  if (second === 'blogs') return third ? 'blog-post' : 'blog-list';
  if (second === 'news' && third) return 'story';
  if (second && ['aboutus', 'termsofservice', 'privacypolicy', 'disclaimer'].includes(second)) return 'static';
  if (isCategory(second)) return 'feed';
  return 'other';
}
