import 'server-only';
import { AppError } from '@/lib/errors';

/**
 * Reads a request body as bytes, never more than `maxBytes`: a declared Content-Length over the cap
 * is refused before a byte is read, and a body without one (chunked) is read as a stream and
 * dropped the moment it passes the cap, so an oversize body never sits in memory.
 */
export async function readBodyCapped(request: Request, maxBytes: number, tooLarge: () => AppError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The request body could not be read.');
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * `application/json`, `application/…+json`, `text/plain` (what fetch sends for a string body
 * without a type) or no type at all; forms, XML and the rest are refused with 415.
 */
export function isJsonContentType(value: string | null): boolean {
  if (value === null || value.trim() === '') return true;
  const type = value.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type === 'text/plain' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
