import { AppError } from '@/lib/errors';
import { handle, issuesOf, readJson } from '@/lib/http/handler';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';
import { recordVitals } from '@/lib/vitals/record-vitals';
import { VITALS_BODY_MAX_BYTES, vitalsReportSchema } from '@/lib/vitals/schemas';

// POST /api/vitals – one page view's LCP, INP, CLS and TTFB from a real reader (sendBeacon), counted per day, page type, device and language; 204
export const POST = handle(async (request) => {
  // Anyone may report, so the count is per address, before any work (issue 28).
  await consumeRateLimit('vitals', { ip: clientIp(request) });
  const parsed = vitalsReportSchema.safeParse(await readJson(request, VITALS_BODY_MAX_BYTES));
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    throw new AppError('bad_request', issues[0]?.message ?? 'Not a vitals report.', { issues });
  }
  await recordVitals({ report: parsed.data });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
