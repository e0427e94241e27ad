import fs from 'node:fs';
import path from 'node:path';

/**
 * Next keeps cached reads (the site's own news) and rendered pages on disk under `.next`, across
 * restarts. They belong to the database they were read from: served on a new database they would
 * name rows and photos that no longer exist. A server on a fresh database starts without them.
 */
export const NEXT_DATA_CACHES = [path.join('.next', 'cache', 'fetch-cache'), path.join('.next', 'server', 'route-cache')];

export function clearNextDataCache(root = process.cwd()): void {
  for (const cache of NEXT_DATA_CACHES) fs.rmSync(path.join(root, cache), { recursive: true, force: true });
}
