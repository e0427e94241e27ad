/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { pruneTemplates, tempDir, TEMPLATE_UNUSED_MS } from '../helpers/databases';

/**
 * The migrated embedded databases the tests copy from (tests/helpers/databases.ts) are kept in the
 * checkout's node_modules/.cache, one per set of migrations: 40-80 MB each, one more every time a
 * migration is added. Building a new one removes the others once they have gone unused for an hour.
 */
describe('the PGlite templates of older migrations', () => {
  const hour = TEMPLATE_UNUSED_MS;

  function folder(cache: string, name: string, usedMsAgo: number): string {
    const dir = path.join(cache, name);
    fs.mkdirSync(path.join(dir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pg', 'PG_VERSION'), '17\n');
    const usedAt = new Date(Date.now() - usedMsAgo);
    fs.utimesSync(dir, usedAt, usedAt);
    return dir;
  }

  it('removes other templates and killed builds unused for an hour, and keeps the current one and everything else', () => {
    const cache = tempDir('pglite-cache-');
    const current = folder(cache, 'pglite-template-aaaaaaaaaaaaaaaa', 3 * hour);
    folder(cache, 'pglite-template-bbbbbbbbbbbbbbbb', hour + 60_000);
    folder(cache, 'pglite-template-building-x1Y2z3', 2 * hour);
    const recent = folder(cache, 'pglite-template-cccccccccccccccc', hour - 60_000);
    const building = folder(cache, 'pglite-template-building-q9W8e7', 30_000);
    const other = folder(cache, 'something-else', 5 * hour);

    expect(pruneTemplates(cache, current).sort()).toEqual(['pglite-template-bbbbbbbbbbbbbbbb', 'pglite-template-building-x1Y2z3']);
    expect(fs.readdirSync(cache).sort()).toEqual(['pglite-template-aaaaaaaaaaaaaaaa', 'pglite-template-building-q9W8e7', 'pglite-template-cccccccccccccccc', 'something-else']);
    // What was kept is whole.
    for (const kept of [current, recent, building, other]) expect(fs.existsSync(path.join(kept, 'pg', 'PG_VERSION'))).toBe(true);
  });

  it('counts the hour from the last use, not from when the template was built', () => {
    const cache = tempDir('pglite-cache-');
    const older = folder(cache, 'pglite-template-dddddddddddddddd', 2 * hour);
    // A run still going since before the migrations changed used it a minute ago.
    const now = new Date(Date.now() - 60_000);
    fs.utimesSync(older, now, now);
    expect(pruneTemplates(cache, path.join(cache, 'pglite-template-eeeeeeeeeeeeeeee'))).toEqual([]);
    expect(fs.existsSync(older)).toBe(true);
    expect(pruneTemplates(cache, path.join(cache, 'pglite-template-eeeeeeeeeeeeeeee'), Date.now() + hour)).toEqual(['pglite-template-dddddddddddddddd']);
  });
});
