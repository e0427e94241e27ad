/** @jest-environment node */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { tempDir } from '../helpers/databases';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';

/**
 * `npm run uploads:migrate`: the uploads folder into the bucket, byte for byte; a second run copies
 * nothing; a run that fails half-way (the bucket away) is finished by the next one; files that are
 * not pictures of ours stay out of the bucket; the folder is left as it was.
 *
 * A run's outcome is compared as a whole ({ status, stdout, stderr }) so that a failure shows the
 * command's stderr (each failed picture's cause), not just the count of failures.
 */
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'migrate-test' });
});
afterAll(async () => {
  await s3?.close();
});

function migrate(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // Asynchronous: the S3 server runs in this process and must keep answering.
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/uploads-migrate.ts', ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

function writePictures(dir: string, count: number): Map<string, Buffer> {
  fs.mkdirSync(dir, { recursive: true });
  const written = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    const id = crypto.randomBytes(16).toString('hex');
    for (const name of [`${id}.webp`, `${id}-sm.webp`]) {
      const bytes = crypto.randomBytes(1000 + index * 10);
      fs.writeFileSync(path.join(dir, name), bytes);
      written.set(name, bytes);
    }
  }
  return written;
}

describe('npm run uploads:migrate', () => {
  it('copies the folder into the bucket byte for byte, skips what is there, and finishes an interrupted run', async () => {
    const dataDir = tempDir();
    const uploads = path.join(dataDir, 'uploads');
    const pictures = writePictures(uploads, 3);
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'not a picture of ours');
    fs.writeFileSync(path.join(uploads, '.0123456789abcdef0123456789abcdef.webp.1.tmp'), 'a write in progress');
    const env = { DATA_DIR: dataDir, ...s3.env };

    // The bucket is away: nothing is copied, the command says so and fails.
    await s3.stop();
    const down = await migrate(env);
    await s3.start();
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/run the command again/);
    expect(s3.objects().size).toBe(0);

    // Part of it had been copied by an earlier run that stopped.
    const [firstName, firstBytes] = [...pictures][0];
    const earlier = await migrate({ ...env }, '--dry-run');
    expect(earlier).toMatchObject({ status: 0 });
    expect(earlier.stdout).toContain('6 to copy, 0 already in the bucket, 0 failed, 1 other files left alone.');
    expect(s3.objects().size).toBe(0); // a dry run writes nothing
    fs.mkdirSync(path.join(dataDir, 'partial'));
    fs.writeFileSync(path.join(dataDir, 'partial', firstName), firstBytes);
    expect(await migrate(env, '--from', path.join(dataDir, 'partial'))).toMatchObject({ status: 0, stdout: expect.stringContaining('1 copied, 0 already in the bucket, 0 failed') });

    const run = await migrate(env);
    expect(run).toMatchObject({
      status: 0,
      stderr: expect.not.stringContaining('✖'),
      stdout: expect.stringContaining(`from folder ${uploads} to bucket migrate-test at ${s3.endpoint}`),
    });
    expect(run.stdout).toContain('5 copied, 1 already in the bucket, 0 failed, 1 other files left alone.');
    const inBucket = s3.objects();
    expect([...inBucket.keys()].sort()).toEqual([...pictures.keys()].sort());
    for (const [name, bytes] of pictures) expect(Buffer.compare(inBucket.get(name)!, bytes)).toBe(0);
    expect(fs.readdirSync(uploads)).toHaveLength(8); // the folder is left as it was

    const again = await migrate(env);
    expect(again).toMatchObject({ status: 0, stdout: expect.stringContaining('0 copied, 6 already in the bucket, 0 failed') });
  }, 180_000);

  it('tries again when the bucket drops connections (a loaded machine, a flaky proxy), and names the cause when it gives up', async () => {
    // A proxy in front of the bucket that resets the first `drop` connections it is given.
    let drop = 3;
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      if (drop > 0) {
        drop -= 1;
        client.resetAndDestroy();
        return;
      }
      const upstream = net.connect(Number(new URL(s3.endpoint).port), '127.0.0.1');
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    try {
      const dataDir = tempDir();
      const pictures = writePictures(path.join(dataDir, 'uploads'), 1);
      const env = { DATA_DIR: dataDir, ...s3.env, S3_ENDPOINT: endpoint };
      // Three connections reset in a row: more than the app's two attempts, fewer than the command's.
      const run = await migrate(env);
      expect(run).toMatchObject({ status: 0, stdout: expect.stringContaining('2 copied, 0 already in the bucket, 0 failed') });
      expect(drop).toBe(0);
      for (const [name, bytes] of pictures) expect(Buffer.compare(s3.objects().get(name)!, bytes)).toBe(0);

      // A bucket that resets every connection: the command gives up and says why, per picture.
      writePictures(path.join(dataDir, 'uploads'), 1);
      drop = Number.POSITIVE_INFINITY;
      const down = await migrate(env);
      expect(down.status).toBe(1);
      expect(down.stdout).toContain('0 copied, 0 already in the bucket, 4 failed'); // not even a HEAD gets through
      expect(down.stderr).toMatch(/✖ [0-9a-f]{32}(-sm)?\.webp: .* \(HEAD [0-9a-f]{32}(-sm)?\.webp in bucket migrate-test at http:\/\/127\.0\.0\.1:\d+ failed: .*ECONNRESET after 6 attempts\)/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 180_000);

  it('says what is missing when no bucket is configured', async () => {
    const result = await migrate({ DATA_DIR: tempDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('✖ S3_BUCKET is not set: there is no bucket to copy the pictures to (README "Pictures in object storage").');
  }, 60_000);
});
