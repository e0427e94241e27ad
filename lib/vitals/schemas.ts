import 'server-only';
import { z } from '@/lib/zod';
import { VITAL_MAX, VITAL_METRICS, VITAL_PAGE_TYPES } from './metrics';

/** The largest vitals report accepted (four metrics and three labels take about 200 bytes). */
export const VITALS_BODY_MAX_BYTES = 2048;

const metric = z
  .object({
    name: z.enum(VITAL_METRICS, { message: `name must be one of ${VITAL_METRICS.join(', ')}.` }),
    value: z.number({ message: 'value must be a number.' }).min(0, 'value must not be negative.'),
  })
  .strict()
  .refine((entry) => entry.value <= VITAL_MAX[entry.name], { message: 'value is out of range for its metric.', path: ['value'] });

/** POST /api/vitals: one page view's vitals, labelled by page type, device and language only (no URL, no id). */
export const vitalsReportSchema = z
  .object({
    page: z.enum(VITAL_PAGE_TYPES, { message: `page must be one of ${VITAL_PAGE_TYPES.join(', ')}.` }),
    device: z.enum(['desktop', 'mobile'], { message: 'device must be desktop or mobile.' }),
    lang: z.enum(['en', 'hi'], { message: 'lang must be en or hi.' }),
    metrics: z
      .array(metric, { message: 'metrics must be a list.' })
      .min(1, 'metrics must name at least one metric.')
      .max(VITAL_METRICS.length, `metrics must name at most ${VITAL_METRICS.length} metrics.`)
      .refine((list) => new Set(list.map((entry) => entry.name)).size === list.length, { message: 'each metric may appear once.' }),
  })
  .strict();

export type VitalsReport = z.output<typeof vitalsReportSchema>;
