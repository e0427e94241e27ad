/** @jest-environment node */
import { AppError } from '@/lib/errors';
import { fileBytes, readMultipart, textFields } from '@/lib/storage/upload';

const LIMIT = 1024;

function multipart(form: FormData): Request {
  return new Request('http://localhost/api/upload', { method: 'POST', body: form });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('reading uploads', () => {
  it('reads the text fields and the file bytes, ignoring the client name and type', async () => {
    const form = new FormData();
    form.set('title', 'Hello');
    form.append('title', 'second value ignored');
    form.set('photo', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/svg+xml' }), '../../etc/passwd.png');
    const parsed = await readMultipart(multipart(form), LIMIT);
    expect(textFields(parsed)).toEqual({ title: 'Hello' });
    expect(Array.from((await fileBytes(parsed, 'photo', LIMIT)) ?? [])).toEqual([1, 2, 3]);
  });

  it('treats an absent or empty file as no file', async () => {
    const form = new FormData();
    form.set('photo', new Blob([]), '');
    const parsed = await readMultipart(multipart(form), LIMIT);
    await expect(fileBytes(parsed, 'photo', LIMIT)).resolves.toBeNull();
    await expect(fileBytes(parsed, 'missing', LIMIT)).resolves.toBeNull();
  });

  it('refuses a file over the limit with 413', async () => {
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array(LIMIT + 1)]), 'big.jpg');
    const parsed = await readMultipart(multipart(form), LIMIT * 1000);
    const error = await refusal(fileBytes(parsed, 'photo', LIMIT));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/too large/);
  });

  it('refuses a declared body far over the limit before reading it', async () => {
    const request = new Request('http://localhost/api/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      body: '--x--',
    });
    expect((await refusal(readMultipart(request, LIMIT))).status).toBe(413);
  });

  it('refuses a body that is not multipart with 415 and a broken one with 400', async () => {
    const json = new Request('http://localhost/api/upload', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await refusal(readMultipart(json, LIMIT))).status).toBe(415);
    const broken = new Request('http://localhost/api/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: 'this is not multipart at all',
    });
    expect((await refusal(readMultipart(broken, LIMIT))).status).toBe(400);
  });
});
