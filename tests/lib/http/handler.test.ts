/** @jest-environment node */
import { z } from '@/lib/zod';
import * as zApi from '@/lib/zod-api';
import { AppError } from '@/lib/errors';
import { bodyTooLarge, errorResponse, handle, parseInput, readJson, refuseNotStorable, requestIdOf, toErrorResponse } from '@/lib/http/handler';
import en from '@/messages/en/apiErrors.json';
import hi from '@/messages/hi/apiErrors.json';

/**
 * What every API route answers when something goes wrong (lib/http/handler.ts, issues 14, 25 and 26):
 * the JSON error contract, the caller's language for the newsroom's and For you's messages, 503 for a
 * lost database, and a 500 that names the request and logs nothing of the statement's parameters.
 */
const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/news/1', { headers });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => jest.restoreAllMocks());

describe('errorResponse', () => {
  it('answers the status, headers, error, message and code; extra fields ride along; issues get their codes', async () => {
    const error = new AppError('conflict', 'Someone else is editing this story.', {
      headers: { 'Retry-After': '3' },
      extra: { lock: { name: 'Asha' } },
      issues: [
        { path: 'status', message: en.publication.statusInvalid },
        { path: 'title', message: 'Not a known message' },
      ],
    });
    const response = errorResponse(error);
    expect(response.status).toBe(409);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await json(response)).toEqual({
      lock: { name: 'Asha' },
      error: 'Someone else is editing this story.',
      message: 'Someone else is editing this story.',
      code: 'apiErrors.status.conflict',
      issues: [
        { path: 'status', message: en.publication.statusInvalid, code: 'apiErrors.publication.statusInvalid' },
        { path: 'title', message: 'Not a known message' },
      ],
    });
  });

  it('a finer reason is the code; a localized text is the message, the error stays English; no issues, no field', async () => {
    const body = await json(errorResponse(new AppError('bad_request', 'The link has expired.', { reason: 'auth.errors.resetTokenExpired' }), 'लिंक की अवधि समाप्त हो गई है।'));
    expect(body).toEqual({ error: 'The link has expired.', message: 'लिंक की अवधि समाप्त हो गई है।', code: 'auth.errors.resetTokenExpired' });
  });
});

describe('requestIdOf', () => {
  it("is the id the server stamped on the request, else a fresh one", () => {
    expect(requestIdOf(request({ 'x-request-id': 'req-42' }))).toBe('req-42');
    const fresh = requestIdOf(request());
    expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf()).not.toBe(fresh);
  });
});

describe('toErrorResponse: the caller’s language', () => {
  const statusError = () => new AppError('invalid_input', en.publication.statusInvalid);

  it('a client that puts Hindi first gets the Hindi text of the newsroom’s, For you’s, the audit’s and the lists’ messages', async () => {
    for (const accept of ['hi', 'hi-IN,hi;q=0.9,en;q=0.8', ' HI-in , en']) {
      const body = await json(toErrorResponse(statusError(), request({ 'accept-language': accept })));
      expect(body).toMatchObject({ error: en.publication.statusInvalid, message: hi.publication.statusInvalid, code: 'apiErrors.publication.statusInvalid' });
    }
    const topic = await json(toErrorResponse(new AppError('invalid_input', en.topics.categoryInvalid), request({ 'accept-language': 'hi' })));
    expect(topic.message).toBe(hi.topics.categoryInvalid);
    const audit = Object.keys(en.audit)[0] as keyof typeof en.audit;
    expect((await json(toErrorResponse(new AppError('invalid_input', en.audit[audit]), request({ 'accept-language': 'hi' })))).message).toBe(hi.audit[audit]);
    const list = Object.keys(en.lists)[0] as keyof typeof en.lists;
    expect((await json(toErrorResponse(new AppError('invalid_input', en.lists[list]), request({ 'accept-language': 'hi' })))).message).toBe(hi.lists[list]);
  });

  it('English first, no header, no request, or Hindi only later: the English text', async () => {
    for (const req of [request({ 'accept-language': 'en-IN,hi;q=0.9' }), request({ 'accept-language': 'ahi' }), request(), undefined]) {
      expect((await json(toErrorResponse(statusError(), req))).message).toBe(en.publication.statusInvalid);
    }
  });

  it('messages of other sections, and texts without a code, stay English for a Hindi client (the pages translate by code)', async () => {
    const hindi = request({ 'accept-language': 'hi' });
    expect((await json(toErrorResponse(new AppError('bad_request', en.input.textNotStorable), hindi))).message).toBe(en.input.textNotStorable);
    expect((await json(toErrorResponse(new AppError('not_found', 'News not found.'), hindi))).message).toBe('News not found.');
  });
});

describe('toErrorResponse: failures that are not ours', () => {
  it('a lost database is a 503 with Retry-After, logged as its innermost cause in one line', async () => {
    const lost = new Error('Failed query: select 1\nparams: secret@example.com', { cause: new Error('wrapped', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) }) });
    const response = toErrorResponse(lost, request());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await json(response)).code).toBe('apiErrors.status.service_unavailable');
    expect(logged).toEqual([['[api] database unavailable, answered 503: connect ECONNREFUSED 127.0.0.1:5432']]);
  });

  it('a lost database whose cause is null is still one line, not a crash of the error path', async () => {
    const response = toErrorResponse(Object.assign(new Error('Connection terminated unexpectedly'), { cause: null }), request());
    expect(response.status).toBe(503);
    expect(logged).toEqual([['[api] database unavailable, answered 503: Connection terminated unexpectedly']]);
  });

  it('anything else is a 500 naming the request; the log has the error without the statement’s parameters', async () => {
    const failed = Object.assign(new Error('Failed query: insert into users values ($1)\nparams: leak@example.com'), { code: '23505' });
    const response = toErrorResponse(failed, request({ 'x-request-id': 'req-7' }));
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('req-7');
    expect(await json(response)).toEqual({ error: 'Internal error', message: 'Something went wrong on our side (request req-7).', code: 'apiErrors.status.internal' });
    expect(logged).toHaveLength(1);
    expect(logged[0][0]).toBe('[api] request req-7 failed:');
    const [, safe] = logged[0] as [string, Error & { code?: string }];
    expect(safe).toBeInstanceOf(Error);
    expect(safe.code).toBe('23505');
    expect(`${safe.message} ${safe.stack}`).not.toContain('leak@example.com');
  });

  it('a thrown value that is not an Error is a 500 as well', async () => {
    const response = toErrorResponse('plain text', request());
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('handle', () => {
  it('passes the route’s answer through, and turns what it throws into the JSON error', async () => {
    const ok = handle(async () => new Response('fine', { status: 201 }));
    expect((await ok(request(), { params: Promise.resolve({}) })).status).toBe(201);
    const refused = handle(async (req) => {
      expect(req.headers.get('accept-language')).toBe('hi');
      throw new AppError('invalid_input', en.publication.statusInvalid);
    });
    const response = await refused(request({ 'accept-language': 'hi' }), { params: Promise.resolve({}) });
    expect(response.status).toBe(422);
    expect((await json(response)).message).toBe(hi.publication.statusInvalid);
  });
});

describe('parseInput and refuseNotStorable', () => {
  const schema = z.object({ title: zApi.string().min(1, 'Title is required.'), tags: z.array(zApi.string()).optional() });

  it('gives the parsed value back', () => {
    expect(parseInput(schema, { title: 'Solar', extra: 1 })).toEqual({ title: 'Solar' });
  });

  it('a field to correct is a 422 with every issue; the first one is the message', () => {
    const error = (() => {
      try {
        parseInput(schema, { title: '', tags: [3] });
      } catch (thrown) {
        return thrown as AppError;
      }
      throw new Error('expected a refusal');
    })();
    expect(error.status).toBe(422);
    expect(error.message).toBe('Title is required.');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['title', 'tags.0']);
  });

  it('text no database can store is a 400 naming each field once, also inside the branches of a union', () => {
    const union = z.object({ body: z.union([z.object({ text: zApi.string() }), z.object({ text: zApi.string(), html: z.literal(true) })]) });
    for (const [parse, paths] of [
      [() => parseInput(schema, { title: 'a\u0000b', tags: ['ok', '\uD800'] }), ['title', 'tags.1']],
      [() => parseInput(union, { body: { text: 'x\u0000' } }), ['body.text']],
    ] as const) {
      try {
        parse();
        throw new Error('expected a refusal');
      } catch (thrown) {
        const error = thrown as AppError;
        expect(error.status).toBe(400);
        expect(error.message).toBe(en.input.textNotStorable);
        expect(error.issues?.map((issue) => issue.path)).toEqual(paths);
      }
    }
  });

  it("a schema's own custom check stays a 422 with its message (only the storable-text check is a 400)", () => {
    const checked = z.object({ slug: zApi.string().refine((value) => value === value.toLowerCase(), 'Use lower case.') });
    try {
      parseInput(checked, { slug: 'ABC' });
      throw new Error('expected a refusal');
    } catch (thrown) {
      expect((thrown as AppError).status).toBe(422);
      expect((thrown as AppError).message).toBe('Use lower case.');
    }
  });

  it('refuseNotStorable lets a failure without such text through, for the route to map', () => {
    const result = schema.safeParse({ title: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(() => refuseNotStorable(result.error)).not.toThrow();
  });
});

describe('bodyTooLarge', () => {
  it('is a 413 naming the limit in KB', () => {
    const error = bodyTooLarge(64 * 1024 + 500);
    expect(error.status).toBe(413);
    expect(error.message).toBe('The request body is too large: the limit is 64 KB.');
  });
});

describe('readJson: what a body may be', () => {
  const post = (body: BodyInit) => new Request('http://localhost/api/user/register', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  const nest = (levels: number, inner: unknown = 1): unknown => (levels === 0 ? inner : { a: nest(levels - 1, inner) });
  const refusal = async (body: BodyInit) => readJson(post(body)).then(() => undefined, (error: AppError) => [error.status, error.message]);

  it('bytes that are not UTF-8 are not JSON, even inside a string (no silent replacement characters)', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
    expect(await refusal(bytes)).toEqual([400, 'The request body must be JSON.']);
  });

  it('32 levels deep is read; 33 is a 400, wherever the deep branch sits', async () => {
    await expect(readJson(post(JSON.stringify(nest(31))))).resolves.toEqual(nest(31));
    expect(await refusal(JSON.stringify(nest(32)))).toBeUndefined();
    expect(await refusal(JSON.stringify(nest(33)))).toEqual([400, 'The request body is nested too deeply.']);
    // Empty objects count as a level too.
    expect(await refusal(JSON.stringify(nest(32, {})))).toEqual([400, 'The request body is nested too deeply.']);
    // The deep branch after a shallow one, and after one that reaches exactly the limit.
    expect(await refusal(JSON.stringify({ first: 1, second: nest(40) }))).toEqual([400, 'The request body is nested too deeply.']);
    expect(await refusal(JSON.stringify({ first: nest(31), second: nest(40) }))).toEqual([400, 'The request body is nested too deeply.']);
  });
});
