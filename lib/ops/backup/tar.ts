import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The backup archive's container: a gzip-compressed POSIX tar (ustar), the format `tar` reads on any
 * machine (`tar -tzvf backup.tar.gz`, `tar -xOzf backup.tar.gz manifest.json`). Written and read
 * one entry at a time, so an archive of many pictures never sits in memory whole. Only what the
 * backup needs: regular files with names under 100 bytes, mode 0600.
 */

const BLOCK = 512;

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/** One ustar header block. Its fields are ASCII (octal digits, "ustar"), which Buffer's UTF-8 writes byte for byte. */
function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name);
  if (nameBytes.length >= 100) throw new ArchiveError(`Name too long for the archive: ${name}`);
  const block = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(block, 0);
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148); // checksum placeholder
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7), 148); // six digits and a NUL; the placeholder's last space stays, as POSIX has it
  return block;
}

export type ArchiveWriter = {
  /** Adds one file; returns its sha256 (hex). */
  add(name: string, data: Uint8Array): Promise<string>;
  /** Ends the archive and waits until the file is on disk. */
  finish(): Promise<void>;
  /** Stops, leaving no partial file behind. */
  abort(): Promise<void>;
};

/** Writes `file` (through `file.partial`, renamed at the end: a failed backup leaves no archive). */
export function createArchive(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const input = new PassThrough();
  // Opened here, synchronously: a stream that opens its file by itself may create it after abort()
  // has removed it (a backup refused at once left its `.partial` behind).
  const output = fs.createWriteStream(partial, { fd: fs.openSync(partial, 'w', 0o600) });
  const closed = new Promise<void>((resolve) => output.once('close', () => resolve()));
  const done = pipeline(input, zlib.createGzip() /* level 6 */, output);
  done.catch(() => undefined); // reported by finish()
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      if (input.write(chunk)) resolve();
      else {
        input.once('drain', resolve);
        done.catch(reject); // a failed write (a full disk) never drains
      }
    });
  return {
    async add(name, data) {
      await write(header(name, data.byteLength, new Date()));
      await write(data);
      const padding = (BLOCK - (data.byteLength % BLOCK)) % BLOCK;
      await write(Buffer.alloc(padding, 0)); // none when the data fills its last block
      return createHash('sha256').update(data).digest('hex');
    },
    async finish() {
      input.end(Buffer.alloc(BLOCK * 2, 0));
      await done;
      fs.renameSync(partial, file);
    },
    async abort() {
      input.destroy();
      await done.catch(() => undefined);
      await closed;
      fs.rmSync(partial, { force: true });
    },
  };
}

export type ArchiveEntry = { name: string; data: Buffer; sha256: string };

function parseOctal(block: Buffer, offset: number, length: number): number {
  const text = block.toString('ascii', offset, offset + length).replace(/\0.*/s, '').trim();
  if (!/^[0-7]*$/.test(text)) throw new ArchiveError('not a backup archive (a damaged tar header)');
  return text ? Number.parseInt(text, 8) : 0;
}

/**
 * The archive's files, one by one. Anything that is not a gzip-compressed tar, or is cut short, or
 * has a damaged header, throws ArchiveError (the gzip trailer's CRC catches changed bytes).
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gunzip = zlib.createGunzip();
  const source = fs.createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  // Chunks are collected and joined once per entry: joining at every chunk would copy a large
  // entry (the database, tens of MB) thousands of times.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const chunks = gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let ended = false;

  async function need(bytes: number): Promise<boolean> {
    while (pendingBytes < bytes && !ended) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') throw new ArchiveError('not a backup archive, or a damaged one (gzip data is corrupt or cut short)');
        throw error;
      }
      if (next.done) ended = true;
      else {
        pending.push(next.value);
        pendingBytes += next.value.length;
      }
    }
    return pendingBytes >= bytes;
  }
  function take(bytes: number): Buffer {
    const all = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
    const rest = all.subarray(bytes);
    pending = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    return all.subarray(0, bytes);
  }

  try {
    for (;;) {
      if (!(await need(BLOCK))) throw new ArchiveError('the archive is cut short (no end marker): the backup did not finish or the file was truncated');
      const block = take(BLOCK);
      if (block.every((byte) => byte === 0)) return;
      let sum = 0;
      for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index];
      if (sum !== parseOctal(block, 148, 8)) throw new ArchiveError('not a backup archive, or a damaged one (a tar header checksum does not match)');
      const name = block.toString('utf8', 0, 100).replace(/\0.*/s, '');
      const size = parseOctal(block, 124, 12);
      const type = String.fromCharCode(block[156]);
      const padded = Math.ceil(size / BLOCK) * BLOCK;
      if (!(await need(padded))) throw new ArchiveError(`the archive is cut short inside ${name}`);
      const data = Buffer.from(take(padded).subarray(0, size));
      if (type !== '0' && type !== '\0') continue; // directories and the like: nothing of ours
      yield { name, data, sha256: createHash('sha256').update(data).digest('hex') };
    }
  } finally {
    source.destroy();
    // Stryker disable next-line CallExpression: with its source closed the decompressor ends and is dropped with the generator; this only frees it sooner
    gunzip.destroy();
  }
}
