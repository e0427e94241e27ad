import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '@/lib/env-schema';
import { AppError } from '@/lib/errors';
import errorsEn from '@/messages/en/apiErrors.json';
import { assertPlainName, type PictureStorage, type StoredObject } from './storage';

/** What a client may do about an unreachable bucket: try again shortly (like a database restart). */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The answer when the bucket cannot be reached or refuses us: 503, never a 500 or a half-written item. */
export function storageUnavailable(during: 'write' | 'read'): AppError {
  const message = during === 'write' ? errorsEn.storage.unavailable : errorsEn.status.service_unavailable;
  return new AppError('service_unavailable', message, { headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) } });
}

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number; attempts?: number } };

/**
 * The error's kind, status and how many attempts were made: messages can be long XML, and are of no
 * use to a reader of the log. `TimeoutError after 2 attempts`, `Error ECONNREFUSED after 2 attempts`.
 */
export function describeStorageError(error: unknown): string {
  const { name, code, $metadata } = (typeof error === 'object' && error !== null ? error : {}) as SdkError;
  const attempts = $metadata?.attempts;
  return [
    name ?? 'Error',
    code && code !== name ? code : undefined,
    $metadata?.httpStatusCode ? `HTTP ${$metadata.httpStatusCode}` : undefined,
    attempts ? `after ${attempts} attempt${attempts === 1 ? '' : 's'}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * How long a caller waits for the bucket. `interactive` (the app): an editor is waiting on a form, so
 * a bucket that does not answer is a 503 within seconds. `batch` (uploads:migrate, backups): nobody
 * waits on one request, and a busy machine or a bucket that drops a connection must not fail a run
 * of thousands of pictures, so it tries longer and more often.
 */
export type S3Patience = 'interactive' | 'batch';
const PATIENCE = {
  interactive: { maxAttempts: 2, connectionTimeout: 3_000, requestTimeout: 20_000 },
  batch: { maxAttempts: 6, connectionTimeout: 15_000, requestTimeout: 120_000 },
} as const;

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = (typeof error === 'object' && error !== null ? error : {}) as SdkError;
  if (name === 'NoSuchBucket') return false; // misconfiguration: an outage, not a missing picture
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Pictures in an S3 bucket (AWS S3, or a compatible store: MinIO, R2, … through S3_ENDPOINT and
 * S3_FORCE_PATH_STYLE), through the maintained @aws-sdk/client-s3. Objects sit at the bucket's root
 * under the same names as on disk, with the cache headers /uploads sends, so a public bucket or a
 * CDN (S3_PUBLIC_URL) serves them as the app would. A bucket that cannot be reached, or refuses us,
 * is a 503 with Retry-After: the caller stores nothing else (lib/storage/store.ts).
 */
export function createS3Storage(config: S3Config, patience: S3Patience = 'interactive'): PictureStorage {
  const { maxAttempts, connectionTimeout, requestTimeout } = PATIENCE[patience];
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Interactive: a request waits at most this long for an unreachable bucket, with one retry (the
    // SDK's default is 3 attempts with back-off, too long for an editor waiting on a form).
    maxAttempts,
    requestHandler: { connectionTimeout, requestTimeout },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer
    // default (CRC32 on every upload) and the transport is TLS anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = config;
  const where = `bucket ${bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;

  function fail(operation: string, name: string, error: unknown, during: 'write' | 'read'): never {
    if (error instanceof AppError) throw error;
    const reason = `${operation} ${name} in ${where} failed: ${describeStorageError(error)}`;
    console.error(`[storage] ${reason}`);
    const unavailable = storageUnavailable(during);
    // The cause, for a command's report (uploads:migrate prints it); never in an API answer.
    unavailable.cause = new Error(reason);
    throw unavailable;
  }

  async function stat(name: string): Promise<StoredObject | null> {
    assertPlainName(name);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
      return { name, size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      return fail('HEAD', name, error, 'read');
    }
  }

  return {
    kind: 's3',
    description: where,
    async save(name, data) {
      assertPlainName(name);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: data,
            ContentLength: data.byteLength,
            ContentType: 'image/webp',
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        fail('PUT', name, error, 'write');
      }
    },
    async read(name) {
      assertPlainName(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        return fail('GET', name, error, 'read');
      }
    },
    stat,
    async exists(name) {
      return (await stat(name)) !== null;
    },
    async delete(name) {
      assertPlainName(name);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
      } catch (error) {
        if (isNotFound(error)) return;
        fail('DELETE', name, error, 'write');
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        } catch (error) {
          fail('LIST', '(all)', error, 'read');
        }
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { name: object.Key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl(name) {
      return config.publicUrl ? `${config.publicUrl}/${encodeURIComponent(name)}` : undefined;
    },
  };
}
