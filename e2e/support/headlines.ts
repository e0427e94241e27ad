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

/**
 * Breaks one feed of the fake headlines service, whatever the key (tests/helpers/fake-headlines-server.ts):
 * `fail` answers 503, `malformed` a page with a broken article. Per (upstream category, lang), so tests
 * reading other feeds are not disturbed. Reserved for the fault specs (feed-faults*.spec.ts), and used
 * nowhere else: health, science, entertainment, technology. The app caches a good answer for 5 minutes
 * (and serves it during an outage), so each of those feeds is broken before it is first read.
 */
export async function setHeadlinesMode(category: string, lang: 'en' | 'hi', mode: 'normal' | 'fail' | 'malformed'): Promise<void> {
  const port = e2eHeadlinesPort(process.env.E2E_PORT ?? '3210');
  const response = await fetch(`http://127.0.0.1:${port}/__control/category-mode`, { method: 'POST', body: JSON.stringify({ category, lang, mode }) });
  if (response.status !== 204) throw new Error(`the fake headlines server refused mode ${mode} for ${category}/${lang}: ${response.status}`);
}
