/**
 * The headlines service of the browser tests: the fake server of tests/helpers, started by serve.ts
 * on E2E_PORT + 2000. The first key is rate limited, the second answers 25 articles in all (pages
 * of 10, 10 and 5), so Load More shows twice and then goes. The key values are secrets to the app:
 * feed.spec.ts checks that none of them reaches a browser bundle.
 */
export const E2E_HEADLINES_KEYS = ['e2e-headlines-key-limited-7f3a91', 'e2e-headlines-key-good-c2d84e'] as const;
export const E2E_HEADLINES_TOTAL = 25;

export function e2eHeadlinesPort(appPort: number | string): number {
  return Number(appPort) + 2000;
}
