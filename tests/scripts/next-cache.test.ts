/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { clearNextDataCache, NEXT_DATA_CACHES } from '@/scripts/next-cache';
import { tempDir } from '../helpers/databases';

describe('clearNextDataCache', () => {
  it('drops the cached reads and pages of an earlier database, and keeps the build', () => {
    const root = tempDir();
    for (const cache of NEXT_DATA_CACHES) {
      fs.mkdirSync(path.join(root, cache), { recursive: true });
      fs.writeFileSync(path.join(root, cache, 'entry'), 'stale');
    }
    fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'build');
    clearNextDataCache(root);
    for (const cache of NEXT_DATA_CACHES) expect(fs.existsSync(path.join(root, cache))).toBe(false);
    expect(fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8')).toBe('build');
    expect(() => clearNextDataCache(root)).not.toThrow();
  });
});
