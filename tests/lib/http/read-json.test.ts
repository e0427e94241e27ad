/** @jest-environment node */
import { readJson } from '@/lib/http/handler';
import { readMultipart } from '@/lib/storage/upload';
import type { AppError } from '@/lib/errors';

/** A body sent in chunks without Content-Length, counting how much of it the server pulled. */
function chunkedBody(chunk: Uint8Array, count: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= count) return controller.close();
      sent += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = { 'content-type': 'application/json' }): Request {
  return new Request('http://localhost/api/user/register', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') return error as AppError;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readJson: bounded JSON bodies', () => {
  it('reads a JSON body under the cap', async () => {
    await expect(readJson(post(JSON.stringify({ email: 'a@example.com' })), 1024)).resolves.toEqual({ email: 'a@example.com' });
  });

  it('refuses a declared Content-Length over the cap with 413 before reading', async () => {
    const error = await refusal(readJson(post('x'.repeat(2048), { 'content-type': 'application/json', 'content-length': '2048' }), 1024));
    expect(error.status).toBe(413);
  });

  it('refuses a chunked body without Content-Length as soon as it passes the cap, without reading the rest', async () => {
    const { stream, pulled } = chunkedBody(new Uint8Array(16 * 1024).fill(32), 12_800); // 200 MB if read whole
    const error = await refusal(readJson(post(stream), 64 * 1024));
    expect(error.status).toBe(413);
    expect(pulled()).toBeLessThan(10);
  });

  it('answers 415 for another content type, 400 for broken JSON, bad UTF-8 or absurd nesting', async () => {
    expect((await refusal(readJson(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })))).status).toBe(415);
    expect((await refusal(readJson(post('{"a":', { 'content-type': 'application/json' })))).status).toBe(400);
    expect((await refusal(readJson(post(new Uint8Array([0x7b, 0xff, 0x7d]))))).status).toBe(400);
    expect((await refusal(readJson(post('['.repeat(5000) + ']'.repeat(5000))))).status).toBe(400);
    await expect(readJson(post(JSON.stringify({ items: [[{ a: 1 }]] })))).resolves.toEqual({ items: [[{ a: 1 }]] });
  });
});

describe('readMultipart: bounded uploads', () => {
  it('refuses a chunked multipart body over the upload cap before buffering it', async () => {
    const { stream, pulled } = chunkedBody(new Uint8Array(64 * 1024).fill(65), 3200); // 200 MB if read whole
    const error = await refusal(readMultipart(post(stream, { 'content-type': 'multipart/form-data; boundary=x' }), 1024 * 1024));
    expect(error.status).toBe(413);
    expect(pulled()).toBeLessThan(30);
  });

  it('still reads a form under the cap', async () => {
    const form = new FormData();
    form.set('title', 'Hello');
    const request = new Request('http://localhost/api/news/add', { method: 'POST', body: form });
    const read = await readMultipart(request, 1024 * 1024);
    expect(read.get('title')).toBe('Hello');
  });
});
