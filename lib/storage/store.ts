import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { processImage } from './images';
import { getStorage } from './storage';

/** Public path under which stored images are served (app/uploads/[name]/route.ts), whatever the backend. */
export const UPLOADS_PATH = '/uploads';
const NAME_PATTERN = /^[a-f0-9]{32}(-sm)?\.webp$/;

/** DATA_DIR/uploads, or UPLOADS_DIR: the folder of the local backend (and the source of uploads:migrate). */
export function uploadsDir(): string {
  return env().uploadsDir;
}

export function isStoredName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** The small variant's name beside a picture's. */
export function smallNameOf(name: string): string {
  return name.replace(/(-sm)?\.webp$/, '-sm.webp');
}

export type StoredImage = { url: string; smallUrl: string; name: string };

/**
 * Re-encodes and stores an uploaded image under a generated name; the client's file name is never
 * used. Both variants are stored before this returns, or neither: the caller writes its row only
 * after (and removes the files again when the row fails), so no row points at a missing picture.
 * The storage's failure (full disk 507, unreachable bucket 503) is the caller's answer.
 */
export async function storeImage(bytes: Uint8Array): Promise<StoredImage> {
  const image = await processImage(bytes);
  const storage = await getStorage();
  const id = crypto.randomBytes(16).toString('hex');
  const name = `${id}.webp`;
  const smallName = smallNameOf(name);
  await storage.save(smallName, image.small);
  try {
    await storage.save(name, image.full);
  } catch (error) {
    await storage.delete(smallName).catch(() => console.error(`[storage] could not remove ${smallName} after a failed upload; it is unused`));
    throw error;
  }
  return { url: `${UPLOADS_PATH}/${name}`, smallUrl: `${UPLOADS_PATH}/${smallName}`, name };
}

/** The stored name behind one of our URLs; null for anything else (a URL of another site, a path that is not ours). */
export function storedNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(`${UPLOADS_PATH}/`)) return null;
  const name = url.slice(UPLOADS_PATH.length + 1);
  return isStoredName(name) ? name : null;
}

/**
 * Removes a stored image and its variant; URLs that are not ours are left alone. Never throws: it
 * runs after the row's change is committed, and a storage that is away then only leaves unused
 * files behind (named in the log), never a failed answer for a change that was made.
 */
export async function deleteStoredImage(url: string | null | undefined): Promise<boolean> {
  const name = storedNameOf(url);
  if (!name) return true;
  try {
    const storage = await getStorage();
    await storage.delete(name);
    await storage.delete(smallNameOf(name));
    return true;
  } catch (error) {
    console.error(`[storage] could not remove ${name} and ${smallNameOf(name)}; they are unused now: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The bytes of a stored image, or null; an unreachable bucket throws a 503 AppError. */
export async function readStoredImage(name: string): Promise<Buffer | null> {
  if (!isStoredName(name)) return null;
  return (await getStorage()).read(name);
}

/** Where the browser may fetch a stored image directly (a public bucket or CDN), if anywhere. */
export async function publicImageUrl(name: string): Promise<string | undefined> {
  if (!isStoredName(name)) return undefined;
  return (await getStorage()).publicUrl(name);
}
