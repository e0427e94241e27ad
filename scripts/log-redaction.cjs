/**
 * What may reach a log line (issue 25 items 1 and 5). Used by the server preload
 * (scripts/server-runtime.cjs: the request log and every console line) and by the API's error
 * answer (lib/http/handler.ts), so both hold whatever starts the server.
 *
 * - Secret path segments: a reset link is `/{lang}/reset-password/<token>`, and whoever reads the
 *   log could reset that account within the hour. Everything after a `reset-password` segment is
 *   replaced by `[redacted]`, in paths and in free text (an error message that quotes a URL).
 * - A failed statement's parameters: drizzle's error message is `Failed query: <sql>\nparams: <values>`
 *   and carries `params`, and PostgreSQL's error carries `detail` (`Key (email)=(…) already exists`).
 *   An error is logged as its type, message (without the parameters), code (the SQLSTATE), its
 *   innermost cause's message and code, and its stack frames: nothing else of it.
 */

/** Path segments whose following segments are secrets. */
const SECRET_SEGMENTS = ['reset-password'];
const REDACTED = '[redacted]';

function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** `/en/reset-password/abc?x` → `/en/reset-password/[redacted]` (the query is dropped: it can hold secrets too). */
function redactPath(rawPath) {
  const path = String(rawPath ?? '').split(/[?#]/)[0];
  const segments = path.split('/');
  const at = segments.findIndex((segment) => SECRET_SEGMENTS.includes(decodeSegment(segment)));
  if (at === -1) return path;
  return [...segments.slice(0, at + 1), ...segments.slice(at + 1).map((segment) => (segment === '' ? segment : REDACTED))].join('/');
}

// `reset-password/<anything up to a separator>` in text, the dash also percent-encoded.
const SECRET_IN_TEXT = new RegExp(`(${SECRET_SEGMENTS.map((name) => name.replace(/-/g, '(?:-|%2d)')).join('|')})/[^\\s/?#"'<>\`)]+`, 'gi');
// drizzle's "\nparams: …" to the end of its message (the values are the last part of it).
const PARAMS_IN_TEXT = /\n\s*params: [\s\S]*/;

/** Free text with secret path segments and statement parameters taken out. */
function redactText(text) {
  return String(text).replace(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`).replace(SECRET_IN_TEXT, `$1/${REDACTED}`);
}

function stackFrames(error) {
  const stack =
    typeof error.stack === 'string'
      ? error.stack
      : // Stryker disable next-line StringLiteral: equivalent — any text without a line starting with "at" gives no frames, as the empty text does.
        '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map(redactText)
    .join('\n');
}

function codeOf(error) {
  // Stryker disable next-line OptionalChaining: equivalent — codeOf is only given Errors (the error and its innermost cause), never null.
  return typeof error?.code === 'string' || typeof error?.code === 'number' ? String(error.code) : undefined;
}

/** A plain object safe to log for any thrown value (see the header). */
function safeError(error) {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)) };
  let root = error;
  for (let depth = 0; depth < 10 && root.cause instanceof Error; depth += 1) root = root.cause;
  const summary = { type: error.name, message: redactText(error.message) };
  const code = codeOf(error) ?? codeOf(root);
  if (code) summary.code = code;
  if (root !== error) summary.cause = { type: root.name, message: redactText(root.message), ...(codeOf(root) ? { code: codeOf(root) } : {}) };
  const frames = stackFrames(error);
  if (frames) summary.stack = `${summary.type}: ${summary.message}\n${frames}`;
  return summary;
}

/** The same, as an Error (console.error(…, error) keeps printing a stack), carrying nothing else. */
function sanitizedError(error) {
  const summary = safeError(error);
  const cause = summary.cause ? ` (cause: ${summary.cause.type}${summary.cause.code ? ` ${summary.cause.code}` : ''}: ${summary.cause.message})` : '';
  const safe = new Error(`${summary.message}${summary.code ? ` [code ${summary.code}]` : ''}${cause}`);
  Object.defineProperty(safe, 'name', { value: summary.type, enumerable: false, writable: true, configurable: true });
  if (summary.code) safe.code = summary.code;
  safe.stack = `${summary.type}: ${safe.message}\n${summary.stack ? summary.stack.split('\n').slice(1).join('\n') : ''}`.trimEnd();
  return safe;
}

module.exports = { redactPath, redactText, safeError, sanitizedError, SECRET_SEGMENTS };
