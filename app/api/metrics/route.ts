import { withMetricsToken } from '@/lib/ops/metrics-access';
import { metricsText } from '@/lib/ops/metrics.cjs';

// GET /api/metrics – this instance's metrics in Prometheus's text format; only with Authorization: Bearer $METRICS_TOKEN
export const GET = withMetricsToken(async () => {
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
