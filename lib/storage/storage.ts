import 'server-only';
import { env } from '@/lib/env';
import type { StorageConfig } from '@/lib/env-schema';

/**
 * Where stored pictures live, behind one small contract (Ghost's storage adapter: save, serve,
 * delete, exists). One file per backend — a folder (local-storage.ts) or an S3 bucket
 * (s3-storage.ts) — chosen once from lib/env (S3_BUCKET); nothing else knows which one runs.
 *
 * Names are plain file names that lib/storage/store.ts made (`<32 hex>[-sm].webp`); a backend
 * refuses anything with a path in it.
 */
export type StoredObject = { name: string; size: number };

export interface PictureStorage {
  readonly kind: StorageConfig['kind'];
  /** For logs and command output: the folder, or the bucket and its endpoint (never a credential). */
  readonly description: string;
  /** Stores the bytes under `name`, whole or not at all. */
  save(name: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such object. */
  read(name: string): Promise<Buffer | null>;
  /** The object's size, or null when there is no such object. */
  stat(name: string): Promise<StoredObject | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the object; one that is not there is no error. */
  delete(name: string): Promise<void>;
  /** Every stored object (backups, migration). */
  list(): AsyncIterable<StoredObject>;
  /** Where a browser may fetch the object directly (S3_PUBLIC_URL), if anywhere. */
  publicUrl(name: string): string | undefined;
}

const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A backend's guard: one flat namespace of plain names, no paths. */
export function assertPlainName(name: string): void {
  if (!PLAIN_NAME.test(name) || name.includes('..')) throw new Error(`Not a stored picture name: ${JSON.stringify(name)}`);
}

/**
 * The backend a configuration names (the S3 SDK is loaded only when a bucket is configured).
 * Commands that move many pictures (uploads:migrate, backups) ask for `batch` patience.
 */
export async function createStorage(config: StorageConfig, options: { patience?: 'interactive' | 'batch' } = {}): Promise<PictureStorage> {
  if (config.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config, options.patience);
  }
  const { createLocalStorage } = await import('./local-storage');
  return createLocalStorage(config.dir);
}

type Holder = { config: StorageConfig; storage: Promise<PictureStorage> };
let current: Holder | undefined;

/** The process's storage, as lib/env configures it. */
export function getStorage(): Promise<PictureStorage> {
  const { storage: config } = env();
  if (!current || current.config !== config) current = { config, storage: createStorage(config) };
  return current.storage;
}
