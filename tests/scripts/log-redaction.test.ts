import { redactPath, redactText, safeError, sanitizedError, SECRET_SEGMENTS } from '@/scripts/log-redaction.cjs';

/** Issue 25 items 1 and 5: what may reach a log line. */
const TOKEN = 'rT0kEn_0123456789-abcdefghijklmnopqrstuvwxyzAB';

describe('redactPath', () => {
  it('replaces every segment after reset-password, in any language, case or encoding; drops the query', () => {
    expect(SECRET_SEGMENTS).toEqual(['reset-password']);
    expect(redactPath(`/en/reset-password/${TOKEN}`)).toBe('/en/reset-password/[redacted]');
    expect(redactPath(`/hi/reset-password/${TOKEN}?a=1#x`)).toBe('/hi/reset-password/[redacted]');
    expect(redactPath(`/reset-password/${TOKEN}`)).toBe('/reset-password/[redacted]');
    expect(redactPath(`/en/mobile/Reset-Password/${TOKEN}/x`)).toBe('/en/mobile/Reset-Password/[redacted]/[redacted]');
    expect(redactPath(`/en/reset%2dpassword/${TOKEN}`)).toBe('/en/reset%2dpassword/[redacted]');
    expect(redactPath(`/en/reset-password//${TOKEN}/`)).toBe('/en/reset-password//[redacted]/');
    expect(redactPath('/en/reset-password')).toBe('/en/reset-password');
  });

  it('leaves every other path as it is, without its query', () => {
    expect(redactPath('/en/general?token=abc')).toBe('/en/general');
    expect(redactPath('/en/reset-passwords/abc')).toBe('/en/reset-passwords/abc');
    expect(redactPath('/api/user/reset-password')).toBe('/api/user/reset-password');
    expect(redactPath('/en/%E0%A4%/x')).toBe('/en/%E0%A4%/x');
    expect(redactPath('')).toBe('');
    expect(redactPath(undefined)).toBe('');
  });
});

describe('redactText', () => {
  it('takes reset tokens out of URLs quoted in text', () => {
    expect(redactText(`GET https://news.example.org/en/reset-password/${TOKEN} failed`)).toBe('GET https://news.example.org/en/reset-password/[redacted] failed');
    expect(redactText(`link: "/hi/RESET%2DPASSWORD/${TOKEN}"`)).toBe('link: "/hi/RESET%2DPASSWORD/[redacted]"');
    expect(redactText(`a /en/reset-password/${TOKEN}?x and /en/reset-password/${TOKEN}#y`)).toBe('a /en/reset-password/[redacted]?x and /en/reset-password/[redacted]#y');
  });

  it('takes the parameters out of a failed query\'s message, keeping the statement', () => {
    expect(redactText('Failed query: insert into "users" ("email") values ($1)\nparams: leak@example.com,hash')).toBe('Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]');
    expect(redactText('Failed query: select 1\n  params: a\nb\nc')).toBe('Failed query: select 1\nparams: [redacted]');
  });

  it('leaves other text alone, and makes text of anything', () => {
    expect(redactText('the params: are fine inline')).toBe('the params: are fine inline');
    expect(redactText('reset-password was requested')).toBe('reset-password was requested');
    expect(redactText(42)).toBe('42');
  });
});

function queryError() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), { code: '23505', detail: 'Key (email)=(leak@example.com) already exists.' });
  return Object.assign(new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: leak@example.com,$argon2id$leakedhash'), {
    name: 'DrizzleQueryError',
    query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
    params: ['leak@example.com', '$argon2id$leakedhash'],
    cause,
  });
}

describe('safeError', () => {
  it('keeps type, message without parameters, code, cause and stack frames; nothing else', () => {
    const summary = safeError(queryError());
    expect(Object.keys(summary).sort()).toEqual(['cause', 'code', 'message', 'stack', 'type']);
    expect(summary).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]',
      code: '23505',
      cause: { type: 'Error', message: 'duplicate key value violates unique constraint "users_email_unique"', code: '23505' },
    });
    expect(summary.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users"[^]*\n {4}at /);
    expect(JSON.stringify(summary)).not.toMatch(/leak@example\.com|leakedhash/);
  });

  it('an error\'s own code wins over its cause\'s; numeric codes are text', () => {
    const error = Object.assign(new Error('outer'), { code: 'EOUTER', cause: Object.assign(new Error('inner'), { code: 7 }) });
    expect(safeError(error)).toMatchObject({ code: 'EOUTER', cause: { message: 'inner', code: '7' } });
  });

  it('follows a chain of causes to the innermost, and stops on a cycle', () => {
    const inner = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    const middle = new Error('middle', { cause: inner });
    expect(safeError(new Error('outer', { cause: middle }))).toMatchObject({ message: 'outer', code: 'ECONNRESET', cause: { message: 'socket hang up', code: 'ECONNRESET' } });
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(safeError(a)).toMatchObject({ type: 'Error', message: 'a' });
    expect(safeError(b)).toMatchObject({ type: 'Error', message: 'b' });
  });

  it('an error without code or cause is its type, message and stack', () => {
    const summary = safeError(new TypeError(`bad /en/reset-password/${TOKEN}`));
    expect(Object.keys(summary).sort()).toEqual(['message', 'stack', 'type']);
    expect(summary).toMatchObject({ type: 'TypeError', message: 'bad /en/reset-password/[redacted]' });
    expect(summary.stack).not.toContain(TOKEN);
  });

  it('an error without a stack has none; a code that is neither text nor a number is left out', () => {
    const error = Object.assign(new Error('x'), { code: { secret: 'leak' } });
    error.stack = undefined;
    expect(safeError(error)).toEqual({ type: 'Error', message: 'x' });
  });

  it('anything thrown that is not an Error is its text, redacted', () => {
    expect(safeError(`failed /en/reset-password/${TOKEN}`)).toEqual({ type: 'string', message: 'failed /en/reset-password/[redacted]' });
    expect(safeError(undefined)).toEqual({ type: 'undefined', message: 'undefined' });
  });
});

describe('sanitizedError', () => {
  it('is an Error of the same type whose message names the code and the cause', () => {
    const safe = sanitizedError(queryError());
    expect(safe).toBeInstanceOf(Error);
    expect(safe.name).toBe('DrizzleQueryError');
    expect(safe.code).toBe('23505');
    expect(safe.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted] [code 23505] (cause: Error 23505: duplicate key value violates unique constraint "users_email_unique")',
    );
    expect(safe.stack).toMatch(/^DrizzleQueryError: Failed query[^]*\n {4}at /);
    expect(Object.keys(safe)).toEqual(['code']);
    expect(`${safe.stack} ${safe.message}`).not.toMatch(/leak@example\.com|leakedhash/);
  });

  it('without code or cause it is just the message', () => {
    const safe = sanitizedError(new RangeError('out of range'));
    expect(safe.message).toBe('out of range');
    expect(safe.name).toBe('RangeError');
    expect(safe.code).toBeUndefined();
    expect(sanitizedError(Object.assign(new Error('outer'), { cause: new Error('inner') })).message).toBe('outer (cause: Error: inner)');
  });

  it('without a stack it is one line', () => {
    const error = new Error('x');
    error.stack = undefined;
    expect(sanitizedError(error).stack).toBe('Error: x');
  });
});

describe('the stack a log line carries', () => {
  it('is the type and message once, then one frame a line (a message with " at " in it is not a frame)', () => {
    const error = new Error('lookup at the store failed');
    const summary = safeError(error);
    const lines = summary.stack!.split('\n');
    expect(lines[0]).toBe('Error: lookup at the store failed');
    expect(lines.length).toBeGreaterThan(2);
    for (const frame of lines.slice(1)) expect(frame).toMatch(/^\s+at /);
    expect(lines.filter((line) => line.includes('lookup at the store failed'))).toHaveLength(1);

    const safe = sanitizedError(error);
    const safeLines = safe.stack!.split('\n');
    expect(safeLines[0]).toBe('Error: lookup at the store failed');
    expect(safeLines.slice(1).every((line) => /^\s+at /.test(line))).toBe(true);
    expect(safeLines).toHaveLength(lines.length);
    // No code, so no `code` property at all (not even an undefined one).
    expect(Object.prototype.hasOwnProperty.call(safe, 'code')).toBe(false);
  });

  it('a chain of causes is followed ten deep, no further', () => {
    let error = new Error('cause 12');
    for (let depth = 11; depth >= 0; depth -= 1) error = new Error(depth === 0 ? 'outer' : `cause ${depth}`, { cause: error });
    expect(safeError(error).cause).toMatchObject({ message: 'cause 10' });
  });
});
