/** @jest-environment node */

/**
 * GET /api/metrics on the public port: only with METRICS_TOKEN as a bearer token; without a token
 * configured the route does not exist (404); refusals are the API's JSON errors, never metrics.
 */
const TOKEN = 'metrics-token-for-the-test-0123456789';
const none = { params: Promise.resolve({}) };

async function routeWith(token: string | undefined) {
  if (token) process.env.METRICS_TOKEN = token;
  else delete process.env.METRICS_TOKEN;
  jest.resetModules();
  return (await import('@/app/api/metrics/route')).GET;
}

const call = (GET: Awaited<ReturnType<typeof routeWith>>, authorization?: string) =>
  GET(new Request('http://localhost/api/metrics', { headers: authorization ? { authorization } : {} }), none);

describe('GET /api/metrics', () => {
  afterAll(() => {
    delete process.env.METRICS_TOKEN;
  });

  it('answers the metrics in the text format with the token (any case of "Bearer"), never cached', async () => {
    const GET = await routeWith(TOKEN);
    for (const header of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const response = await call(GET, header);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('# TYPE http_request_duration_seconds histogram');
    }
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['a wrong token', 'Bearer metrics-token-for-the-test-0123456780'],
    ['the token with something after it', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 20)}`],
    ['basic auth', `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`],
    ['the token without "Bearer"', TOKEN],
  ])('refuses %s with 401 JSON and a Bearer challenge', async (_name, header) => {
    const GET = await routeWith(TOKEN);
    const response = await call(GET, header);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: expect.stringContaining('scrape token'), code: 'apiErrors.status.unauthorized' });
    expect(JSON.stringify(body)).not.toContain('http_requests_total');
  });

  it('does not exist without METRICS_TOKEN (404), whatever is sent', async () => {
    const GET = await routeWith(undefined);
    expect((await call(GET)).status).toBe(404);
    expect((await call(GET, `Bearer ${TOKEN}`)).status).toBe(404);
    expect((await call(GET, 'Bearer ')).status).toBe(404);
  });
});
