import { expect } from '@playwright/test';

/**
 * Runs `pass` (warm a cached page, then read it and check what the cache gave) until one pass is
 * unbroken by a write: the feed pages hold the site's own stories, so a story another test writes
 * meanwhile renews the page, and a read across that write is a MISS or carries a new ETag (CI).
 * A pass that keeps failing fails the test after `timeoutMs`, with the last pass's error.
 */
export async function inOneCachePass(pass: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  await expect(pass).toPass({ timeout: timeoutMs });
}
