import type { LoggerInstance } from 'next-auth';

/**
 * next-auth's log lines, as an operator should read them. Its own logger writes every failed OAuth
 * sign-in at error level with a stack trace from inside the library — a reader pressing Cancel on
 * Google's page included, twice. Here each outcome gets the level it deserves, once:
 *
 * - the reader turned the provider down (`access_denied`): info, the reader's choice, not a fault;
 * - a callback this browser did not start, or came back to too late (no state / PKCE cookie, a state
 *   that is not this browser's: a forged link, a reloaded or 15-minute-old callback): warn;
 * - the provider refused the code (`invalid_grant`: expired or used twice) or answered with another
 *   OAuth error: warn, with its code and description;
 * - the provider refused this site's client (`invalid_client`, `unauthorized_client`): error, with
 *   the settings to check — an operator has to act;
 * - anything else (the provider unreachable, an ID token that fails its checks, a bug): error with
 *   the error itself, its stack included.
 *
 * What comes from the callback's query (error codes, descriptions) is a stranger's text: control
 * characters become spaces and it is cut short, so it cannot forge or flood lines. console.* reaches
 * the server's JSON or readable lines (scripts/server-runtime.cjs).
 */

/** The messages of next-auth's state, PKCE and nonce checks, and openid-client's state and nonce comparisons. */
const NOT_THIS_BROWSERS = /cookie was missing|value could not be parsed|cookie was created for a different provider|^(state|nonce) mismatch/i;
/** OAuth's answer for a client the provider does not know or does not allow (RFC 6749 section 5.2). */
const CLIENT_REFUSED = /^(invalid_client|unauthorized_client)\b/;
/** openid-client's message for an OAuth error answer: `code (description)` or the code alone. */
const OAUTH_ANSWER = /^([a-z_]+)(?: \(([\s\S]*)\))?$/;

/** A stranger's text made one short line. */
export function printable(text: unknown, max = 200): string {
  const line = String(text ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

type Metadata = { error?: unknown; error_description?: unknown; providerId?: unknown };

/** next-auth throws the handler's error on, and logs it a second time: the first line is enough. */
const alreadyLogged = new WeakSet<Error>();

function errorOf(metadata: unknown): Error | undefined {
  if (metadata instanceof Error) return metadata;
  const inner = (metadata as Metadata | undefined)?.error;
  return inner instanceof Error ? inner : undefined;
}

/** Only called with the metadata of an error, so never without metadata. */
function providerOf(metadata: unknown): string {
  const id = (metadata as Metadata).providerId;
  return typeof id === 'string' && id ? printable(id, 40) : 'OAuth';
}

/** The provider's error answer on the callback (`?error=…`), before any code exchange. */
function logProviderAnswer(error: Error, metadata: unknown): void {
  const provider = providerOf(metadata);
  const code = printable(error.message, 60);
  if (code === 'access_denied') {
    console.info(`[auth] ${provider} sign-in cancelled by the reader (access_denied)`);
    return;
  }
  const description = printable((metadata as Metadata).error_description);
  console.warn(`[auth] ${provider} answered the sign-in with ${code || 'an empty error'}${description ? `: ${description}` : ''}`);
}

/** A failure of the callback itself: the checks, the code exchange, the ID token. */
function logCallbackFailure(error: Error, metadata: unknown): void {
  const provider = providerOf(metadata);
  const message = printable(error.message);
  if (NOT_THIS_BROWSERS.test(message)) {
    // The state's values stay out of the line: "state mismatch, expected …, got: …".
    console.warn(`[auth] refused a ${provider} sign-in callback this browser did not start or came back to too late (${message.split(',')[0]})`);
    return;
  }
  if (CLIENT_REFUSED.test(message)) {
    console.error(`[auth] ${provider} refused this site's client (${message}): check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`);
    return;
  }
  const answer = OAUTH_ANSWER.exec(message);
  if (answer) {
    console.warn(`[auth] ${provider} refused the sign-in code exchange with ${answer[1]}${answer[2] ? `: ${answer[2]}` : ''}`);
    return;
  }
  console.error(`[auth] ${provider} sign-in failed:`, error);
}

export const authLogger: LoggerInstance = {
  error(code, metadata) {
    const error = errorOf(metadata);
    if (error && alreadyLogged.has(error)) return;
    if (error) alreadyLogged.add(error);
    if (code === 'OAUTH_CALLBACK_HANDLER_ERROR' && error) return logProviderAnswer(error, metadata);
    if (code === 'OAUTH_CALLBACK_ERROR' && error) return logCallbackFailure(error, metadata);
    if (error) console.error(`[auth] ${printable(code, 60)}:`, error);
    else console.error(`[auth] ${printable(code, 60)}: ${printable(JSON.stringify(metadata ?? null), 500)}`);
  },
  warn(code) {
    console.warn(`[auth] next-auth warning ${code}: https://next-auth.js.org/warnings#${code.toLowerCase()}`);
  },
  // next-auth's debug lines are off (no `debug: true`); they would carry tokens and profiles.
  debug() {},
};
