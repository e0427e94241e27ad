/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ArchiveError, createArchive, readArchive } from '@/lib/ops/backup/tar';
import { tempDir } from '../../../helpers/databases';

/**
 * The backup archive's format, checked against GNU tar (Debian's own, the tool an operator reaches
 * for: `tar -tzvf backup.tar.gz`): what the writer writes, tar reads byte for byte; what tar writes,
 * the reader reads; and every kind of damage is refused with a reason, not read as something else.
 */

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const gnuTar = (...args: string[]) => execFileSync('tar', args, { encoding: 'utf8', env: { ...process.env, TZ: 'UTC', LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });

async function write(file: string, files: [string, Buffer][]): Promise<string[]> {
  const archive = createArchive(file);
  const sums: string[] = [];
  for (const [name, data] of files) sums.push(await archive.add(name, data));
  await archive.finish();
  return sums;
}

async function read(file: string): Promise<[string, Buffer, string][]> {
  const entries: [string, Buffer, string][] = [];
  for await (const entry of readArchive(file)) entries.push([entry.name, entry.data, entry.sha256]);
  return entries;
}

/** The tar inside a gzip-compressed archive, and a gzip-compressed archive of some tar bytes. */
const untar = (file: string) => zlib.gunzipSync(fs.readFileSync(file));
function gzipTo(dir: string, tar: Buffer, name = 'made.tar.gz'): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zlib.gzipSync(tar));
  return file;
}
/** Writes a header field and puts the header's checksum right again, as a tool that means it would. */
function setField(tar: Buffer, header: number, offset: number, text: string): void {
  tar.write(text, header + offset, 'ascii');
  tar.write('        ', header + 148, 'ascii');
  let sum = 0;
  for (let index = 0; index < 512; index++) sum += tar[header + index];
  tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, header + 148, 'ascii');
}

// Sizes on each side of a 512-byte block, an empty file, and one larger than gzip's chunks (16 KB).
const FILES: [string, Buffer][] = [
  ['manifest.json', Buffer.from('{"format":1}\n')],
  ['empty', Buffer.alloc(0)],
  ['pictures/511.bin', randomBytes(511)],
  ['pictures/512.bin', randomBytes(512)],
  ['pictures/513.bin', randomBytes(513)],
  ['database.bin', randomBytes(300 * 1024)],
];

describe('the writer: an archive GNU tar reads', () => {
  it('tar lists each file with its size, mode 0600, owner 0/0 and the time it was written, and extracts the same bytes', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    const before = Math.floor(Date.now() / 1000);
    const sums = await write(file, FILES);
    const after = Math.ceil(Date.now() / 1000);

    expect(sums).toEqual(FILES.map(([, data]) => sha256(data)));
    const listed = gnuTar('--full-time', '--numeric-owner', '-tvzf', file).trim().split('\n');
    expect(listed).toHaveLength(FILES.length);
    listed.forEach((line, index) => {
      const [mode, owner, size, day, time, name] = line.split(/\s+/);
      expect([mode, owner, Number(size), name]).toEqual(['-rw-------', '0/0', FILES[index][1].length, FILES[index][0]]);
      const written = Date.parse(`${day}T${time}Z`) / 1000;
      expect(written).toBeGreaterThanOrEqual(before);
      expect(written).toBeLessThanOrEqual(after);
    });

    const out = path.join(dir, 'out');
    fs.mkdirSync(out);
    expect(gnuTar('-xzf', file, '-C', out)).toBe(''); // no warning (a lone zero block, a bad checksum…)
    for (const [name, data] of FILES) expect(fs.readFileSync(path.join(out, name)).equals(data)).toBe(true);
  });

  it('writes POSIX ustar headers, each file padded to whole blocks, and two zero blocks at the end', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    await write(file, [['a.txt', Buffer.from('first file')], ['b.txt', Buffer.alloc(0)]]);
    const tar = untar(file);
    const field = (header: number, offset: number, length: number) => tar.toString('ascii', header + offset, header + offset + length);

    expect(tar.length).toBe(512 + 512 + 512 + 1024); // a.txt's header and block, b.txt's header, the end
    expect(field(0, 0, 6)).toBe('a.txt\0');
    expect(field(0, 100, 8)).toBe('0000600\0'); // mode
    expect(field(0, 108, 16)).toBe('0000000\u00000000000\0'); // uid, gid
    expect(field(0, 124, 12)).toBe('00000000012\0'); // size: 10
    expect(field(0, 136, 12)).toMatch(/^[0-7]{11}\0$/); // mtime
    expect(field(0, 148, 8)).toMatch(/^[0-7]{6}\0 $/); // checksum
    expect(field(0, 156, 1)).toBe('0'); // a regular file
    expect(field(0, 257, 8)).toBe('ustar\u000000');
    expect(field(0, 512, 512)).toBe(`first file${'\0'.repeat(502)}`);
    expect(field(1024, 0, 6)).toBe('b.txt\0');
    expect(field(1024, 124, 12)).toBe('00000000000\0');
    expect(tar.subarray(1536).every((byte) => byte === 0)).toBe(true);
  });

  it('refuses a name of 100 bytes or more (counted in bytes: Hindi letters are three), and the archive stays whole', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    const archive = createArchive(file);
    await archive.add('n'.repeat(99), Buffer.from('fits'));
    await expect(archive.add('n'.repeat(100), Buffer.from('too long'))).rejects.toThrow(new ArchiveError(`Name too long for the archive: ${'n'.repeat(100)}`));
    await expect(archive.add('ख'.repeat(34), Buffer.from('102 bytes'))).rejects.toThrow(ArchiveError);
    await archive.finish();
    expect(gnuTar('-tzf', file)).toBe(`${'n'.repeat(99)}\n`);
    expect((await read(file)).map(([name, data]) => [name, data.toString()])).toEqual([['n'.repeat(99), 'fits']]);
  });

  it('stopping a backup whose unfinished file was removed meanwhile (by hand, by a clean-up) does not fail again', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    const archive = createArchive(file);
    await archive.add('a.txt', Buffer.from('first file'));
    fs.rmSync(`${file}.partial`);
    await expect(archive.abort()).resolves.toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('the archive is readable by its owner only (it holds password hashes)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    const archive = createArchive(file);
    expect(fs.statSync(`${file}.partial`).mode & 0o777).toBe(0o600);
    await archive.finish();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('files larger than the stream buffers (several MB, one after another: the second waits for the first to be taken) go in whole', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    const large = [randomBytes(3 * 1024 * 1024 + 7), randomBytes(3 * 1024 * 1024)];
    const sums = await write(file, [['large-1.bin', large[0]], ['large-2.bin', large[1]]]);
    expect(sums).toEqual(large.map(sha256));
    const entries = await read(file);
    expect(entries.map(([name]) => name)).toEqual(['large-1.bin', 'large-2.bin']);
    entries.forEach(([, data], index) => expect(data.equals(large[index])).toBe(true));
  });
  it('a disk that fills up while a large file waits for the one before it to be written: that file is refused with the reason, the backup does not hang', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    fs.symlinkSync('/dev/full', `${file}.partial`);
    const archive = createArchive(file);
    const backup = async () => {
      for (const name of ['1.bin', '2.bin', '3.bin']) await archive.add(name, randomBytes(3 * 1024 * 1024));
    };
    await expect(backup()).rejects.toMatchObject({ code: 'ENOSPC' });
    await archive.abort();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a disk that fills up: the backup fails with the system’s reason, not a crash, and leaves nothing behind', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'backup.tar.gz');
    fs.symlinkSync('/dev/full', `${file}.partial`); // every write answers ENOSPC
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const archive = createArchive(file);
      await archive.add('database.bin', randomBytes(300 * 1024)); // taken at once; the disk refuses it a moment later
      await new Promise((resolve) => setTimeout(resolve, 200)); // the backup reads its next file meanwhile
      await expect(archive.finish()).rejects.toMatchObject({ code: 'ENOSPC' });
      await archive.abort();
      expect(unhandled).toEqual([]); // in a backup run, an unhandled rejection ends the process with a stack trace
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('the reader', () => {
  it('reads what the writer wrote: names, bytes and sha256 of each file, in order', async () => {
    const file = path.join(tempDir(), 'backup.tar.gz');
    await write(file, FILES);
    const entries = await read(file);
    expect(entries.map(([name]) => name)).toEqual(FILES.map(([name]) => name));
    entries.forEach(([, data, sum], index) => {
      expect(data.equals(FILES[index][1])).toBe(true);
      expect(sum).toBe(sha256(FILES[index][1]));
    });
  });

  it('reads an archive GNU tar made (its own format, with a folder entry, which carries no file)', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'source');
    fs.mkdirSync(path.join(source, 'pictures'), { recursive: true });
    const picture = randomBytes(70 * 1024 + 3);
    fs.writeFileSync(path.join(source, 'manifest.json'), '{"format":1}\n');
    fs.writeFileSync(path.join(source, 'pictures', 'p.webp'), picture);
    const file = path.join(dir, 'by-tar.tar.gz');
    gnuTar('-czf', file, '-C', source, 'manifest.json', 'pictures');
    expect(gnuTar('-tzf', file)).toBe('manifest.json\npictures/\npictures/p.webp\n');

    const entries = await read(file);
    expect(entries.map(([name, data]) => [name, data.length])).toEqual([['manifest.json', 13], ['pictures/p.webp', picture.length]]);
    expect(entries[1][1].equals(picture)).toBe(true);
    expect(entries[1][2]).toBe(sha256(picture));
  });

  it('reads a regular file marked the old way (type NUL, as tar before POSIX wrote it)', async () => {
    const dir = tempDir();
    const tar = untar(await (async () => {
      const file = path.join(dir, 'backup.tar.gz');
      await write(file, [['old.txt', Buffer.from('old style')]]);
      return file;
    })());
    setField(tar, 0, 156, '\0');
    expect((await read(gzipTo(dir, tar))).map(([name, data]) => [name, data.toString()])).toEqual([['old.txt', 'old style']]);
  });

  it('files whose ends fall exactly where the decompressor’s 16 KB pieces end', async () => {
    // 512 header bytes + 15,872 data bytes: the first file ends at 16,384 bytes, the second at 49,152.
    const files: [string, Buffer][] = [['first.bin', randomBytes(16384 - 512)], ['second.bin', randomBytes(32768 - 512)], ['third.txt', Buffer.from('after')]];
    const file = path.join(tempDir(), 'backup.tar.gz');
    await write(file, files);
    const entries = await read(file);
    expect(entries.map(([name, data]) => [name, data.length])).toEqual(files.map(([name, data]) => [name, data.length]));
    entries.forEach(([, data], index) => expect(data.equals(files[index][1])).toBe(true));
  });

  it('leaving the archive early closes its file', async () => {
    const file = path.join(tempDir(), 'backup.tar.gz');
    await write(file, FILES);
    const open = () => fs.readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
      } catch {
        return false; // closed while we looked
      }
    }).length;
    for await (const entry of readArchive(file)) {
      expect(entry.name).toBe('manifest.json');
      expect(open()).toBe(1);
      break;
    }
    for (let wait = 0; wait < 50 && open() > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(open()).toBe(0);
  });
});

describe('the reader refuses damage, with the reason', () => {
  let dir: string;
  let good: Buffer; // the tar of FILES, as written
  beforeAll(async () => {
    dir = tempDir();
    const file = path.join(dir, 'good.tar.gz');
    await write(file, FILES);
    good = untar(file);
  });
  const refused = (file: string) => expect(read(file)).rejects;

  it('a file that is not gzip at all', async () => {
    const file = path.join(dir, 'notes.txt');
    fs.writeFileSync(file, 'these are not the backups you are looking for\n'.repeat(20));
    await refused(file).toThrow(new ArchiveError('not a backup archive, or a damaged one (gzip data is corrupt or cut short)'));
    await refused(file).toMatchObject({ name: 'ArchiveError' }); // what the restore command prints before the reason
  });

  it('a gzip stream cut short (a copy that stopped half-way)', async () => {
    const whole = zlib.gzipSync(good);
    const file = path.join(dir, 'cut.tar.gz');
    fs.writeFileSync(file, whole.subarray(0, whole.length - 40));
    await refused(file).toThrow(new ArchiveError('not a backup archive, or a damaged one (gzip data is corrupt or cut short)'));
  });

  it('a tar without its end (the backup stopped between two files)', async () => {
    await refused(gzipTo(dir, good.subarray(0, good.length - 1024), 'no-end.tar.gz')).toThrow(
      new ArchiveError('the archive is cut short (no end marker): the backup did not finish or the file was truncated'),
    );
  });

  it('a tar cut inside a file', async () => {
    await refused(gzipTo(dir, good.subarray(0, good.length - 1024 - 4096), 'inside.tar.gz')).toThrow(new ArchiveError('the archive is cut short inside database.bin'));
  });

  it('a header whose bytes changed (its checksum no longer matches)', async () => {
    const changed = Buffer.from(good);
    changed[0] = 'M'.charCodeAt(0); // manifest.json → Manifest.json
    await refused(gzipTo(dir, changed, 'changed.tar.gz')).toThrow(new ArchiveError('not a backup archive, or a damaged one (a tar header checksum does not match)'));
  });

  it('a header whose size is not a number, even with its checksum made right', async () => {
    for (const size of ['0000000001x\0', 'x0000000001\0', '-0000000001\0']) {
      const damaged = Buffer.from(good);
      setField(damaged, 0, 124, size);
      await refused(gzipTo(dir, damaged, 'size.tar.gz')).toThrow(new ArchiveError('not a backup archive (a damaged tar header)'));
    }
  });

  it('reads a size padded with spaces or ended by a NUL, as other tars write it', async () => {
    for (const size of [' 0000000015 ', '15\0         ', '00000000015\0']) {
      const tar = Buffer.from(good);
      setField(tar, 0, 124, size);
      const [[name, data]] = await read(gzipTo(dir, tar, 'spaces.tar.gz'));
      expect([size, name, data.toString()]).toEqual([size, 'manifest.json', '{"format":1}\n']);
    }
  });

  it('a file that is not there: the system error, not a damaged archive', async () => {
    await refused(path.join(dir, 'missing.tar.gz')).toMatchObject({ code: 'ENOENT' });
  });
});
