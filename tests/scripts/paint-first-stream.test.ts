/** @jest-environment node */
import http from 'node:http';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { answeringServer } from '../helpers/http-answer';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { installResponseBytes } = require('../../scripts/response-bytes.cjs') as {
  installResponseBytes: (request: http.IncomingMessage, response: http.ServerResponse) => void;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { paintFirst, paintFirstStart, loader } = require('../../scripts/paint-first.cjs') as {
  paintFirst: (html: string) => string;
  paintFirstStart: (start: string) => string;
  loader: () => void;
};

/**
 * scripts/paint-first.cjs on the wire (issue 28, LCP): behind the setup the server preload gives every
 * request (scripts/response-bytes.cjs), a page Next.js sends whole is rewritten once per page, and a
 * page it streams has its start rewritten as it passes, whatever the chunks' boundaries.
 */
const START =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/><title>ताज़ा ख़बरें</title>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script></head>' +
  '<body class="reader">';
// Turbopack's entry script comes in the body, after an inline script of its own.
const ENTRY = '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/one.js"]})</script><script src="/_next/static/chunks/entry.js?a=1&amp;b=2" async=""></script>';
const REST = `<main>${'<p>हिन्दी और English</p>'.repeat(100)}</main>${ENTRY}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
const PAGE = START + REST;
/** The page as sent: its start rewritten, the entry script handed to the start's loader. */
const STREAMED =
  paintFirstStart(START) +
  REST.replace('<script src="/_next/static/chunks/entry.js?a=1&amp;b=2" async=""></script>', '<script>__paintFirst("/_next/static/chunks/entry.js?a=1&b=2")</script>');

/** The routes whose write or end callbacks ran. */
const called: string[] = [];

function nextLike(request: http.IncomingMessage, response: http.ServerResponse) {
  installResponseBytes(request, response);
  const url = new URL(request.url ?? '/', 'http://x');
  const bytes = Buffer.from(PAGE);
  const html = () => response.setHeader('Content-Type', 'text/html; charset=utf-8');
  switch (url.pathname) {
    case '/whole':
      html();
      response.setHeader('Content-Length', bytes.length);
      return response.end(PAGE);
    case '/streamed': {
      // As Next.js streams: headers flushed first, then Uint8Array chunks cut every `size` bytes (a cut
      // can fall inside "<body", inside its attributes, or inside a Devanagari letter).
      html();
      response.flushHeaders();
      const size = Number(url.searchParams.get('size'));
      for (let at = 0; at < bytes.length; at += size) response.write(new Uint8Array(bytes.subarray(at, at + size)));
      return response.end();
    }
    case '/streamed-strings':
      html();
      response.write(START.slice(0, 40));
      response.write(START.slice(40), 'utf8', () => called.push('write'));
      return response.end(REST, () => called.push('end'));
    case '/start-in-end':
      // Everything in the closing call, after a first chunk that held only the doctype.
      html();
      response.write('<!DOCTYPE html>');
      return response.end(PAGE.slice('<!DOCTYPE html>'.length));
    case '/end-with-callback-only':
      html();
      response.write(START.slice(0, 60));
      response.write(START.slice(60) + REST);
      return response.end(() => called.push('end-only'));
    case '/no-body-tag': {
      // A streamed HTML answer that never shows a body tag: held up to 256 KB, then sent as it came.
      html();
      const chunk = `<div>${'x'.repeat(64 * 1024)}</div>`;
      for (let i = 0; i < 6; i += 1) response.write(i === 0 ? `<!DOCTYPE html><html><head><script src="/a.js" async=""></script></head>${chunk}` : chunk);
      return response.end('</html>');
    }
    case '/not-found':
      response.statusCode = 404;
      html();
      response.write(START);
      return response.end(REST);
    case '/json':
      response.setHeader('Content-Type', 'application/json');
      response.write('<html><head><script src="/a.js" async=""></script></head><body>');
      return response.end('</body></html>');
    case '/with-length':
      html();
      response.setHeader('Content-Length', bytes.length);
      response.write(bytes.subarray(0, 100));
      return response.end(bytes.subarray(100));
    case '/not-a-tag':
      // An HTML type over bytes that do not start with a tag (encoded by whoever wrote them).
      html();
      response.write(zlib.gzipSync(PAGE));
      return response.end();
    default:
      response.statusCode = 204;
      return response.end();
  }
}

const request = answeringServer(nextLike);

describe('a page sent whole', () => {
  it('arrives rewritten, with the length and ETag of what is sent', async () => {
    const answer = await request('/whole');
    const expected = Buffer.from(paintFirst(PAGE));
    expect(answer.body.toString()).not.toBe(PAGE);
    expect(answer.body.equals(expected)).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(expected.length);
    expect((await request('/whole', { 'If-None-Match': String(answer.headers.etag) })).status).toBe(304);
  });

  it('arrives rewritten in gzip too', async () => {
    const answer = await request('/whole', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(paintFirst(PAGE));
  });
});

describe('a streamed page', () => {
  it.each([1, 2, 7, 64, 190, 200, 1000, 4096])('has its start rewritten and its later scripts handed over, in chunks of %i bytes', async (size) => {
    const answer = await request(`/streamed?size=${size}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body.toString()).toBe(STREAMED);
  });

  it('is rewritten under gzip, the compression middleware encoding what comes out', async () => {
    const answer = await request('/streamed?size=100', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(STREAMED);
  });

  it('written as strings, keeps the callbacks of the writes it held and of its end', async () => {
    called.length = 0;
    const answer = await request('/streamed-strings');
    expect(answer.body.toString()).toBe(STREAMED);
    expect(called).toEqual(['write', 'end']);
  });

  it('is rewritten when its start comes in the closing call, or the end has only a callback', async () => {
    called.length = 0;
    expect((await request('/start-in-end')).body.toString()).toBe(STREAMED);
    expect((await request('/end-with-callback-only')).body.toString()).toBe(STREAMED);
    expect(called).toEqual(['end-only']);
  });

  it('without a body tag in its first 256 KB is sent as it came, nothing held back or lost', async () => {
    const answer = await request('/no-body-tag');
    const text = answer.body.toString();
    expect(text).toContain('<script src="/a.js" async=""></script>');
    expect(text).not.toContain('rel="preload"');
    expect(text.length).toBe(`<!DOCTYPE html><html><head><script src="/a.js" async=""></script></head>`.length + 6 * (64 * 1024 + 11) + '</html>'.length);
  });

  it.each([
    ['/not-found', 'an error page', PAGE],
    ['/json', 'another type', '<html><head><script src="/a.js" async=""></script></head><body></body></html>'],
    ['/with-length', 'a declared length', PAGE],
  ])('%s (%s) passes as it came', async (path, _, expected) => {
    expect((await request(path)).body.toString()).toBe(expected);
  });

  it('of bytes that do not start with a tag passes as it came', async () => {
    const answer = await request('/not-a-tag');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
  });
});

/**
 * The stream rewrite chunk by chunk, on a stand-in for Node's response that records each write as it
 * is made: what goes out when, not only what arrives in the end (a streamed page's later parts must
 * not wait behind the rewrite).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { installPaintFirst } = require('../../scripts/paint-first.cjs') as { installPaintFirst: (response: unknown) => void };

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
function recordedResponse(headers: Record<string, string | number> = { 'content-type': 'text/html; charset=utf-8' }) {
  const sent: Buffer[] = [];
  const take = (chunk: unknown, encoding: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding) : Buffer.from(chunk as Uint8Array);
  const response = {
    statusCode: 200,
    getHeader: (name: string) => headers[name.toLowerCase()],
    hasHeader: (name: string) => name.toLowerCase() in headers,
    write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      sent.push(take(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') done();
      return true;
    },
    end(chunk?: unknown, encoding?: unknown) {
      if (chunk != null && typeof chunk !== 'function') sent.push(take(chunk, encoding));
      return response;
    },
  };
  installPaintFirst(response);
  return { write: response.write as Write, end: response.end as (chunk?: unknown, encoding?: unknown, callback?: unknown) => unknown, text: () => Buffer.concat(sent).toString(), last: () => sent[sent.length - 1]?.toString() };
}

describe('a streamed page, write by write', () => {
  it('sends its start as soon as the body tag has come, then each chunk whose tags are closed at once', () => {
    const page = recordedResponse();
    expect(page.write(START)).toBe(true);
    expect(page.text()).toBe(paintFirstStart(START));
    page.write('<p>one</p>');
    expect(page.last()).toBe('<p>one</p>');
    page.write('<script src="/_next/static/chunks/x.js" async=""></script><p>two</p>');
    expect(page.last()).toBe('<script>__paintFirst("/_next/static/chunks/x.js")</script><p>two</p>');
  });

  it('keeps back only a tag cut by a chunk\'s end, and sends it with the rest; the last chunk goes whole, cut or not', () => {
    const page = recordedResponse();
    page.write(START);
    page.write(`<p>${'long text '.repeat(300)}</p><p class="th`);
    expect(page.last()).toBe(`<p>${'long text '.repeat(300)}</p>`);
    page.write('ree">3</p><script src="/a.js" as');
    expect(page.last()).toBe('<p class="three">3</p>');
    page.write('ync=""></script>');
    expect(page.last()).toBe('<script>__paintFirst("/a.js")</script>');
    page.end('<p>tail</p><scr');
    expect(page.text().endsWith('<p>tail</p><scr')).toBe(true);
  });

  it('sends what it kept back when the page ends with no chunk of its own', () => {
    const page = recordedResponse();
    page.write(START);
    page.write('<p>the end</p><p class="cu');
    page.end();
    expect(page.text()).toBe(paintFirstStart(START) + '<p>the end</p><p class="cu');
  });

  it('does not hold an unclosed tag longer than 2 KB: it goes out as it came', () => {
    const page = recordedResponse();
    page.write(START);
    const long = `<div data-x="${'y'.repeat(3000)}`;
    page.write(long);
    expect(page.last()).toBe(long);
  });

  it('holds a start without a body tag no further than 256 KB', () => {
    const page = recordedResponse();
    const head = '<!DOCTYPE html><html><head><script src="/a.js" async=""></script></head>';
    page.write(head);
    expect(page.text()).toBe('');
    page.write('x'.repeat(256 * 1024));
    expect(page.text()).toBe(head + 'x'.repeat(256 * 1024));
  });

  it('hands over a later script whose address would close the inline script, escaped', () => {
    const page = recordedResponse();
    page.write(START);
    page.write('<script src="/a.js?q=&lt;/script&gt;" async=""></script>');
    expect(page.last()).toBe('<script>__paintFirst("/a.js?q=\\u003c/script>")</script>');
  });

  it('takes chunks after the first written as strings in another encoding', () => {
    const page = recordedResponse();
    page.write(START.slice(0, 40));
    page.write(Buffer.from(START.slice(40)).toString('hex'), 'hex');
    page.write(Buffer.from('<p>हिन्दी</p>').toString('base64'), 'base64');
    expect(page.text()).toBe(paintFirstStart(START) + '<p>हिन्दी</p>');
  });

  it('calls each write\'s callback, given with or without an encoding', () => {
    const page = recordedResponse();
    const called: string[] = [];
    page.write(START, () => called.push('start'));
    page.write('<p>a</p>', () => called.push('a'));
    page.write('<p>b</p>', 'utf8', () => called.push('b'));
    expect(called).toEqual(['start', 'a', 'b']);
  });

  it.each([
    ['a start with no script to move', { 'content-type': 'text/html' }, ['<!DOCTYPE html><html><head></head><body>', '<script src="/late.js" async=""></script>', '</body></html>']],
    ['a page that starts with something else than a tag (a newline)', { 'content-type': 'text/html' }, [`\n${START}`, '<script src="/late.js" async=""></script></body></html>']],
    ['a page of bytes that starts with something else than a tag', { 'content-type': 'text/html' }, [Buffer.from(`\n${START}`), '</body></html>']],
    ['a page whose start has no head end', { 'content-type': 'text/html' }, ['<!DOCTYPE html><html><body><script src="/a.js" async=""></script>', '</body></html>']],
    ['a page with a declared length', { 'content-type': 'text/html', 'content-length': 999 }, [START, '</body></html>']],
  ])('passes as it came: %s', (_, headers, chunks) => {
    const page = recordedResponse(headers);
    for (const chunk of chunks) page.write(chunk);
    page.end();
    expect(page.text()).toBe(chunks.map((chunk) => chunk.toString()).join(''));
  });
});

describe('the loader as pages get it', () => {
  // Under mutation testing the loader's source calls Stryker's module-local counters, which a page
  // cannot reach: this test runs in every `npm test`, not there (paint-first.test.ts calls the loader).
  const isInstrumented = /stryMutAct_|stryCov_/.test(loader.toString());
  (isInstrumented ? it.skip : it)('is minified (esbuild, here in Node) and runs in a page: it asks for the scripts in their order once the page has painted', async () => {
    const script = paintFirst(PAGE).match(/<script>(\(function ?\w*\([\s\S]*?)<\/script>/)![1];
    expect(script).not.toContain('\n');
    expect(script.length).toBeLessThan(loader.toString().length * 0.8);
    // A page with no paint entries (jsdom): the loader waits a frame, then a task.
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { runScripts: 'outside-only', pretendToBeVisual: true });
    try {
      dom.window.eval(script);
      expect(dom.window.document.head.querySelectorAll('script')).toHaveLength(0);
      const inserted = () => [...dom.window.document.head.querySelectorAll('script')].map((element) => element.getAttribute('src'));
      // jsdom's frames are timers: on a busy machine the frame and the task after it may take a while.
      for (const started = Date.now(); inserted().length === 0 && Date.now() - started < 10_000; ) await new Promise((resolve) => setTimeout(resolve, 20));
      const sources = inserted();
      expect(sources).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/entry.js?a=1&b=2']);
    } finally {
      dom.window.close();
    }
  });
});
