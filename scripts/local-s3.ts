import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS packages without types */
// A real S3-compatible server (the maintained fork of s3rver): real HTTP, real SigV4, objects on disk.
type Middleware = (ctx: { path: string; headers: Record<string, string> }, next: () => Promise<void>) => Promise<void>;
const S3rver = require('@20minutes/s3rver') as new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void>; middleware: Middleware[] };
const signatureV4 = require('@20minutes/s3rver/lib/signature/v4') as { getStringToSign: (request: { uri: string; headers: Record<string, string> }, signature: unknown) => string };

/**
 * The stand-in's one bug we meet: for bucket-level requests (ListObjectsV2) the SDK signs the path
 * `/<bucket>/` as sent, and s3rver checks the signature against `/<bucket>`, so every such request
 * fails with SignatureDoesNotMatch. The raw path is noted on the request and the canonical path
 * given its slash back; the signature is still checked, against what the client really signed.
 */
const RAW_PATH = 'x-test-raw-path';
const original = signatureV4.getStringToSign;
signatureV4.getStringToSign = (request, signature) => {
  const raw = request.headers[RAW_PATH];
  const uri = raw && raw.endsWith('/') && !request.uri.endsWith('/') ? `${request.uri}/` : request.uri;
  return original({ ...request, uri }, signature);
};

/** Resolves once 127.0.0.1:port accepts a connection; throws (naming the port) after 5 s of refusals. */
async function answers(port: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const error = await new Promise<Error | undefined>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.on('error', resolve);
    });
    if (!error) return;
    if (Date.now() > deadline) throw new Error(`The local S3 server on 127.0.0.1:${port} does not answer: ${error.message}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The stand-in's built-in account (it knows no other). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The S3_* variables that point the app at a bucket of the local server. */
export function localS3Env(bucket: string, endpoint: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** Names and bytes of a bucket's objects, read from the local server's folder (s3rver keeps each as <dir>/<bucket>/<key>._S3rver_object). */
export function bucketObjects(directory: string, bucket: string): Map<string, Buffer> {
  const folder = path.join(directory, bucket);
  const found = new Map<string, Buffer>();
  if (!fs.existsSync(folder)) return found;
  for (const file of fs.readdirSync(folder)) {
    const match = /^(.*)\._S3rver_object$/.exec(file);
    if (match) found.set(match[1], fs.readFileSync(path.join(folder, file)));
  }
  return found;
}

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this bucket. */
  env: Record<string, string>;
  /** Names and bytes of the bucket's objects, read from the server's own folder. */
  objects(): Map<string, Buffer>;
  /** Takes the server away (connections refused), as an outage would. */
  stop(): Promise<void>;
  /** Brings it back on the same port with the same objects. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** A started local bucket as its users see it: in-process here, a child process in the Jest helper. */
export function localS3Handle(server: {
  endpoint: string;
  bucket: string;
  directory: string;
  /** The directory was made for this bucket and goes with it on close. */
  ownDirectory: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}): LocalS3 {
  const { endpoint, bucket, directory, ownDirectory, start, stop } = server;
  return {
    endpoint,
    bucket,
    env: localS3Env(bucket, endpoint),
    objects: () => bucketObjects(directory, bucket),
    stop,
    start,
    async close() {
      await stop();
      if (ownDirectory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a local S3-compatible server with one bucket (created through the server's own
 * configuration: its CreateBucket misreads the SDK's trailing-slash path), for the tests and for
 * `npm run fleet` with FLEET_STORAGE=s3. Port 0 picks a free one; objects live in `directory`
 * (a fresh temporary folder unless given, removed by close() only when it made it).
 */
export async function startLocalS3(options: { bucket?: string; port?: number; directory?: string } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'shortnews-test';
  const ownDirectory = !options.directory;
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-s3-'));
  fs.mkdirSync(directory, { recursive: true });
  let server: InstanceType<typeof S3rver> | undefined;
  let port = options.port ?? 0;

  async function start(): Promise<void> {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    server.middleware.unshift(async (ctx, next) => {
      ctx.headers[RAW_PATH] = ctx.path;
      await next();
    });
    ({ port } = await server.run());
    // Twice in CI on a loaded machine (never reproduced since) the bucket answered ECONNREFUSED from
    // the first request on: check that it answers before anyone uses it, and say so when it does not.
    await answers(port);
  }
  async function stop(): Promise<void> {
    await server?.close();
    server = undefined;
  }
  await start();
  return localS3Handle({ endpoint: `http://127.0.0.1:${port}`, bucket, directory, ownDirectory, start, stop });
}
