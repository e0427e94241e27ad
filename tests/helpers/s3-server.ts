import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3_TEST_CREDENTIALS, localS3Handle, type LocalS3 } from '../../scripts/local-s3';

export { S3_TEST_CREDENTIALS, type LocalS3 };

/**
 * A real S3-compatible server on this machine for the tests (scripts/local-s3.ts, shared with
 * `npm run fleet`), run in a child process rather than inside the Jest worker: in full runs (never
 * alone) every S3 test of a worker failed at once — connections refused, or 405 answers that were
 * not the stand-in's — in CI and here, after other test files had run in that worker. In a process
 * of its own the stand-in shares nothing with them. Same interface as the in-process one.
 */
export async function startLocalS3(options: { bucket?: string; port?: number; directory?: string } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'shortnews-test';
  const ownDirectory = !options.directory;
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-s3-'));
  fs.mkdirSync(directory, { recursive: true });
  const child = path.join(__dirname, 's3-server-child.ts');
  let server: ChildProcess | undefined;
  let port = options.port ?? 0;

  async function start(): Promise<void> {
    const started = spawn(process.execPath, ['--import', 'tsx', child, bucket, String(port), directory], { stdio: ['pipe', 'pipe', 'inherit'] });
    server = started;
    port = await new Promise<number>((resolve, reject) => {
      let output = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n')[0];
        if (output.includes('\n')) resolve((JSON.parse(line) as { port: number }).port);
      });
      started.once('exit', (code) => reject(new Error(`The local S3 server stopped before it answered (exit ${code})`)));
      started.once('error', reject);
    });
  }
  async function stop(): Promise<void> {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
  await start();
  return localS3Handle({ endpoint: `http://127.0.0.1:${port}`, bucket, directory, ownDirectory, start, stop });
}
