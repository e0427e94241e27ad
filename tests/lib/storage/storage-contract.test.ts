/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PictureStorage } from '@/lib/storage/storage';
import { createStorage } from '@/lib/storage/storage';
import { tempDir } from '../../helpers/databases';
import { S3_TEST_CREDENTIALS, startLocalS3, type LocalS3 } from '../../helpers/s3-server';

/**
 * One contract, every backend (Ghost's storage adapters, STYLE "one interface, several backends"):
 * the folder and a real S3-compatible server answer save, read, stat, exists, delete and list alike.
 */
type Backend = { name: string; open: () => Promise<{ storage: PictureStorage; close: () => Promise<void> }> };

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

const backends: Backend[] = [
  {
    name: 'local folder',
    open: async () => {
      const dir = tempDir('shortnews-storage-');
      return { storage: await createStorage({ kind: 'local', dir: path.join(dir, 'uploads') }), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 bucket',
    open: async () => ({
      storage: await createStorage({ kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', credentials: S3_TEST_CREDENTIALS, forcePathStyle: true }),
      close: async () => undefined,
    }),
  },
];

const nameOf = () => `${crypto.randomBytes(16).toString('hex')}.webp`;

describe.each(backends)('picture storage contract: $name', (backend) => {
  let storage: PictureStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await backend.open());
  });
  afterAll(async () => close());

  it('gives back exactly the bytes it stored, with their size', async () => {
    const name = nameOf();
    const bytes = crypto.randomBytes(50_000);
    await storage.save(name, bytes);
    expect(Buffer.compare((await storage.read(name))!, bytes)).toBe(0);
    expect(await storage.stat(name)).toEqual({ name, size: 50_000 });
    expect(await storage.exists(name)).toBe(true);
  });

  it('answers null / false for a name it never stored, and deleting it is no error', async () => {
    const name = nameOf();
    expect(await storage.read(name)).toBeNull();
    expect(await storage.stat(name)).toBeNull();
    expect(await storage.exists(name)).toBe(false);
    await expect(storage.delete(name)).resolves.toBeUndefined();
  });

  it('replaces an object saved again under the same name, and deletes it', async () => {
    const name = nameOf();
    await storage.save(name, Buffer.from('first'));
    await storage.save(name, Buffer.from('second version'));
    expect((await storage.read(name))!.toString()).toBe('second version');
    await storage.delete(name);
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
  });

  it('lists what it holds, with sizes', async () => {
    const names = [nameOf(), nameOf()];
    await storage.save(names[0], Buffer.alloc(10));
    await storage.save(names[1], Buffer.alloc(20));
    const listed = new Map<string, number>();
    for await (const object of storage.list()) listed.set(object.name, object.size);
    expect(listed.get(names[0])).toBe(10);
    expect(listed.get(names[1])).toBe(20);
  });

  it('refuses a name with a path in it', async () => {
    for (const name of ['../escape.webp', 'a/b.webp', '.hidden', '']) {
      await expect(storage.save(name, Buffer.from('x'))).rejects.toThrow(/Not a stored picture name/);
    }
  });
});

describe('S3 bucket that cannot be reached', () => {
  it('answers 503 with Retry-After on every operation, and works again once the bucket is back', async () => {
    const storage = await createStorage({ kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', credentials: S3_TEST_CREDENTIALS, forcePathStyle: true });
    const name = nameOf();
    await s3.stop();
    try {
      for (const operation of [() => storage.save(name, Buffer.from('x')), () => storage.read(name), () => storage.exists(name), () => storage.delete(name)]) {
        await expect(operation()).rejects.toMatchObject({ code: 'service_unavailable', status: 503, headers: { 'Retry-After': '5' } });
      }
    } finally {
      await s3.start();
    }
    await storage.save(name, Buffer.from('back'));
    expect((await storage.read(name))!.toString()).toBe('back');
  });

  it('answers 503 for a bucket that does not exist (misconfiguration), not "not found"', async () => {
    const storage = await createStorage({ kind: 's3', bucket: 'no-such-bucket', endpoint: s3.endpoint, region: 'us-east-1', credentials: S3_TEST_CREDENTIALS, forcePathStyle: true });
    await expect(storage.save(nameOf(), Buffer.from('x'))).rejects.toMatchObject({ status: 503 });
    await expect(storage.read(nameOf())).rejects.toMatchObject({ status: 503 });
  });

  it('answers 503 for wrong credentials', async () => {
    const storage = await createStorage({ kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' }, forcePathStyle: true });
    await expect(storage.save(nameOf(), Buffer.from('x'))).rejects.toMatchObject({ status: 503 });
  });
});
