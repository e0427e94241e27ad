/** The e2e server's METRICS_TOKEN (e2e/support/serve.ts): only e2e/metrics.spec.ts and the fuzz suite present it. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';
