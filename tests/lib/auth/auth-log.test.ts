/** @jest-environment node */
import { createRequire } from 'node:module';
import path from 'node:path';
import { errors as openidErrors } from 'openid-client';
import { authLogger, printable } from '@/lib/auth/auth-log';

// next-auth's own error class, which its exports map does not list: loaded from its file.
const nextAuthFile = (...parts: string[]) => path.join(path.dirname(require.resolve('next-auth')), ...parts);
const { OAuthCallbackError } = createRequire(__filename)(nextAuthFile('core', 'errors.js')) as { OAuthCallbackError: new (error: Error) => Error };

/**
 * next-auth's log lines for a Google sign-in that did not end signed in (lib/auth/auth-log.ts), called
 * as next-auth 4 calls its logger (core/lib/oauth/callback.js, core/routes/callback.js) with the error
 * objects it really passes. e2e/google-sign-in.spec.ts reads the same lines off the server's log.
 */
type Lines = { level: 'info' | 'warn' | 'error'; args: unknown[] }[];

let lines: Lines;
beforeEach(() => {
  lines = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push({ level, args }));
  }
  jest.spyOn(console, 'log').mockImplementation(() => {
    throw new Error('console.log is not a level the auth lines use');
  });
});
afterEach(() => jest.restoreAllMocks());

/** A Cancel on Google's page: the callback's `?error=access_denied`, logged by the handler, then thrown on to the route. */
function providerAnswers(error: string, description?: string): void {
  const thrown = new Error(error);
  authLogger.error('OAUTH_CALLBACK_HANDLER_ERROR', { error: thrown, error_description: description, providerId: 'google' });
  authLogger.error('OAUTH_CALLBACK_ERROR', thrown);
}

/** A failure inside the callback's try: next-auth wraps it in OAuthCallbackError and logs it with the provider. */
function callbackFails(inner: Error): void {
  authLogger.error('OAUTH_CALLBACK_ERROR', { error: new OAuthCallbackError(inner), providerId: 'google' });
}

describe('the reader turned Google down', () => {
  it('is one info line naming the provider and the refusal: no error, no stack', () => {
    providerAnswers('access_denied');
    expect(lines).toEqual([{ level: 'info', args: ['[auth] google sign-in cancelled by the reader (access_denied)'] }]);
  });
});

describe('another answer from the provider on the callback', () => {
  it('is one warning with the code and the description', () => {
    providerAnswers('temporarily_unavailable', 'Try again later.');
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] google answered the sign-in with temporarily_unavailable: Try again later.'] }]);
  });

  it('without a description, ends at the code', () => {
    providerAnswers('server_error');
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] google answered the sign-in with server_error'] }]);
  });

  it("is a stranger's text: control characters cannot start a forged line, and it is cut short", () => {
    providerAnswers('access_denied\n{"level":50,"msg":"forged"}', `x\r\n${'y'.repeat(5000)}`);
    expect(lines).toHaveLength(1);
    const [line] = lines[0].args as string[];
    expect(lines[0].level).toBe('warn');
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toContain('access_denied {"level":50,"msg":"forged"}');
    expect(line.length).toBeLessThan(400);
    expect(line.endsWith('…')).toBe(true);
  });

  it('an empty error code is named as such', () => {
    providerAnswers('');
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] google answered the sign-in with an empty error'] }]);
  });
});

describe('a callback this browser did not start', () => {
  it.each([
    ['no state cookie (a forged link, a reloaded callback)', 'State cookie was missing.'],
    ['no PKCE cookie', 'PKCE code_verifier cookie was missing.'],
    ['an unreadable state cookie', 'State value could not be parsed.'],
    ['a cookie of another provider', 'state cookie was created for a different provider than the one handling the callback.'],
  ])('%s: a warning, no stack', (_name, message) => {
    callbackFails(new TypeError(message));
    expect(lines).toEqual([{ level: 'warn', args: [`[auth] refused a google sign-in callback this browser did not start or came back to too late (${message})`] }]);
  });

  it("a state that is not this browser's: a warning that leaves both states out", () => {
    callbackFails(new openidErrors.RPError({ printf: ['state mismatch, expected %s, got: %s', 'our-state-value', 'their-state-value'] }));
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] refused a google sign-in callback this browser did not start or came back to too late (state mismatch)'] }]);
  });
});

describe('the code exchange refused', () => {
  const refusal = (error: string, description?: string) => new openidErrors.OPError({ error, error_description: description });

  it('a code expired or used twice (invalid_grant) is a warning with Google’s words', () => {
    callbackFails(refusal('invalid_grant', 'Malformed auth code.'));
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] google refused the sign-in code exchange with invalid_grant: Malformed auth code.'] }]);
  });

  it('without a description, ends at the code', () => {
    callbackFails(refusal('invalid_request'));
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] google refused the sign-in code exchange with invalid_request'] }]);
  });

  it("words that name another case inside Google's description do not change the case", () => {
    callbackFails(refusal('invalid_grant', 'not an unauthorized_client; no state mismatch either'));
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] google refused the sign-in code exchange with invalid_grant: not an unauthorized_client; no state mismatch either'] }]);
  });

  it.each(['invalid_client', 'unauthorized_client'])('%s is an error that names the settings to check', (code) => {
    callbackFails(refusal(code, 'The OAuth client was not found.'));
    expect(lines).toEqual([
      { level: 'error', args: [`[auth] google refused this site's client (${code} (The OAuth client was not found.)): check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`] },
    ]);
  });
});

describe('a fault', () => {
  it('the provider unreachable: an error line with the error itself (its stack), once', () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    callbackFails(unreachable);
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe('error');
    expect(lines[0].args[0]).toBe('[auth] google sign-in failed:');
    const logged = lines[0].args[1] as Error;
    expect(logged).toBeInstanceOf(OAuthCallbackError);
    expect(logged.message).toBe('connect ECONNREFUSED 127.0.0.1:9');
    expect(logged.stack).toBe(unreachable.stack);
  });

  it('an ID token that fails its checks is an error, not a refusal', () => {
    callbackFails(new openidErrors.RPError({ printf: ['unexpected iss value, expected %s, got: %s', 'https://accounts.google.com', 'https://evil.example'] }));
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe('error');
  });

  it('another code with an error: an error line with it', () => {
    const error = new Error('signIn callback failed');
    authLogger.error('SIGNIN_EMAIL_ERROR', error);
    expect(lines).toEqual([{ level: 'error', args: ['[auth] SIGNIN_EMAIL_ERROR:', error] }]);
  });

  it('another code without one: its metadata, one line', () => {
    authLogger.error('JWT_SESSION_ERROR', { message: 'bad\ntoken' } as never); // outside next-auth's type, as a plugin might call it
    expect(lines).toEqual([{ level: 'error', args: ['[auth] JWT_SESSION_ERROR: {"message":"bad\\ntoken"}'] }]);
  });

  it('no metadata at all: the code alone, one error line', () => {
    authLogger.error('SESSION_ERROR', undefined as never);
    expect(lines).toEqual([{ level: 'error', args: ['[auth] SESSION_ERROR: null'] }]);
  });

  it.each([
    ['an empty', ''],
    ['a numeric', 42],
  ])('%s provider id reads as "OAuth"', (_name, providerId) => {
    authLogger.error('OAUTH_CALLBACK_HANDLER_ERROR', { error: new Error('access_denied'), providerId } as never);
    expect(lines).toEqual([{ level: 'info', args: ['[auth] OAuth sign-in cancelled by the reader (access_denied)'] }]);
  });

  it('no provider named: "OAuth"', () => {
    authLogger.error('OAUTH_CALLBACK_HANDLER_ERROR', { error: new Error('access_denied') });
    expect(lines).toEqual([{ level: 'info', args: ['[auth] OAuth sign-in cancelled by the reader (access_denied)'] }]);
  });
});

describe("next-auth's warnings and debug lines", () => {
  it('a warning names its code and the page that explains it', () => {
    authLogger.warn('NEXTAUTH_URL');
    expect(lines).toEqual([{ level: 'warn', args: ['[auth] next-auth warning NEXTAUTH_URL: https://next-auth.js.org/warnings#nextauth_url'] }]);
  });

  it('debug lines (tokens, profiles) are never written', () => {
    authLogger.debug('OAUTH_CALLBACK_RESPONSE', { tokens: { access_token: 'secret' } });
    expect(lines).toEqual([]);
  });
});

describe('printable', () => {
  it('keeps a short line as it is, trimmed', () => expect(printable('  access_denied ')).toBe('access_denied'));
  it('cuts at the limit with an ellipsis', () => expect(printable('abcdef', 3)).toBe('abc…'));
  it('keeps a line of exactly the limit whole', () => expect(printable('abc', 3)).toBe('abc'));
  it('turns C0, DEL, C1 and the Unicode line separators into spaces', () => expect(printable('a\u0000b\u007fc\u0085d\u2028e\u2029f')).toBe('a b c d e f'));
  it('reads nothing as empty', () => expect(printable(undefined)).toBe(''));
});

it('is the logger next-auth is given', async () => {
  process.env.NEXTAUTH_SECRET = 'auth-log-test-secret-auth-log-test-secret-0123456789';
  const { authOptions } = await import('@/lib/auth/options');
  expect(authOptions().logger).toBe(authLogger);
});
