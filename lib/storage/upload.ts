import 'server-only';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { readBodyCapped } from '@/lib/http/read-body';

/** Room for the text fields and multipart boundaries on top of the largest accepted file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/**
 * Reads a multipart/form-data body. Anything else → 415; a body over the upload limit (plus the
 * form's overhead) → 413, before a byte is buffered when the length is declared and as soon as the
 * cap is passed when it is not (chunked); a body that does not parse → 400.
 */
export async function readMultipart(request: Request, maxFileBytes = env().uploadMaxBytes): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new AppError('unsupported_media', 'The request must be multipart/form-data.');
  }
  const bytes = await readBodyCapped(request, maxFileBytes + FORM_OVERHEAD_BYTES, () => tooLarge(maxFileBytes));
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('bad_request', 'The form data could not be read.');
  }
}

/** The string fields of a form (files are left out); a field sent twice keeps its first value. */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  }
  return fields;
}

/**
 * The bytes of an uploaded file field, or null when none was chosen (absent, or an empty file part
 * as browsers send for an untouched file input). The client's file name and content type are
 * ignored: lib/storage/images.ts decides by the bytes. Over the limit → 413.
 */
export async function fileBytes(form: FormData, field: string, maxFileBytes = env().uploadMaxBytes): Promise<Uint8Array | null> {
  const value = form.get(field);
  if (value === null || typeof value === 'string') return null;
  if (value.size === 0) return null;
  if (value.size > maxFileBytes) throw tooLarge(maxFileBytes);
  return new Uint8Array(await value.arrayBuffer());
}

function tooLarge(maxFileBytes: number): AppError {
  const mb = Math.round((maxFileBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('payload_too_large', `The image is too large: the limit is ${mb} MB.`);
}
