import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { processImage } from './images';

/** Public path under which stored images are served (app/uploads/[name]/route.ts). */
export const UPLOADS_PATH = '/uploads';
const NAME_PATTERN = /^[a-f0-9]{32}(-sm)?\.webp$/;

/** DATA_DIR/uploads, or UPLOADS_DIR: a volume shared by every instance when there are several. */
export function uploadsDir(): string {
  return env().uploadsDir;
}

export function isStoredName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export type StoredImage = { url: string; smallUrl: string; name: string };

async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  try {
    await fs.writeFile(temp, data, { flag: 'wx' });
    await fs.rename(temp, path.join(dir, name));
  } catch (error) {
    await fs.rm(temp, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') throw new AppError('insufficient_storage', 'The server has no room to store the image.');
    throw error;
  }
}

/** Re-encodes and stores an uploaded image under a generated name; the client's file name is never used. */
export async function storeImage(bytes: Uint8Array): Promise<StoredImage> {
  const image = await processImage(bytes);
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  const id = crypto.randomBytes(16).toString('hex');
  const name = `${id}.webp`;
  await writeAtomically(dir, `${id}-sm.webp`, image.small);
  try {
    await writeAtomically(dir, name, image.full);
  } catch (error) {
    await fs.rm(path.join(dir, `${id}-sm.webp`), { force: true });
    throw error;
  }
  return { url: `${UPLOADS_PATH}/${name}`, smallUrl: `${UPLOADS_PATH}/${id}-sm.webp`, name };
}

/** Removes a stored image and its variant; URLs that are not ours are left alone. */
export async function deleteStoredImage(url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(`${UPLOADS_PATH}/`)) return;
  const name = url.slice(UPLOADS_PATH.length + 1);
  if (!isStoredName(name)) return;
  const dir = uploadsDir();
  await fs.rm(path.join(dir, name), { force: true });
  await fs.rm(path.join(dir, name.replace(/\.webp$/, '-sm.webp')), { force: true });
}

export async function readStoredImage(name: string): Promise<Buffer | null> {
  if (!isStoredName(name)) return null;
  try {
    return await fs.readFile(path.join(uploadsDir(), name));
  } catch {
    return null;
  }
}
