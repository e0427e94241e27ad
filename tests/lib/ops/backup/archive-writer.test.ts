/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createArchive, readArchive } from '@/lib/ops/backup/tar';
import { tempDir } from '../../../helpers/databases';

/**
 * The archive writer behind `npm run db:backup`: a backup that fails at any point leaves nothing
 * behind — not the archive, not its `.partial` — even when it fails before the file is open on disk
 * (the case CI once caught: the stream opened its file after the clean-up had run).
 */
describe('createArchive', () => {
  const left = (dir: string) => fs.readdirSync(dir);

  it('leaves no file when a backup stops before anything was written', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const dir = tempDir();
      await createArchive(path.join(dir, 'stopped.tar.gz')).abort();
      await sleep(5); // anything still opening would show up now
      expect(left(dir)).toEqual([]);
    }
  });

  it('leaves no file when a backup stops half-way', async () => {
    const dir = tempDir();
    const archive = createArchive(path.join(dir, 'half.tar.gz'));
    await archive.add('a.txt', Buffer.from('first file'));
    await archive.abort();
    await sleep(5);
    expect(left(dir)).toEqual([]);
  });

  it('writes the archive under its name only when it is finished', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'done.tar.gz');
    const archive = createArchive(file);
    await archive.add('a.txt', Buffer.from('first file'));
    expect(left(dir)).toEqual(['done.tar.gz.partial']);
    await archive.finish();
    expect(left(dir)).toEqual(['done.tar.gz']);
    const entries: string[][] = [];
    for await (const entry of readArchive(file)) entries.push([entry.name, entry.data.toString()]);
    expect(entries).toEqual([['a.txt', 'first file']]);
  });
});
