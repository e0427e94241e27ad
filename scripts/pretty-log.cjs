/**
 * Log lines a person can read (issue 29): what scripts/server-runtime.cjs writes when standard
 * output is a terminal (or LOG_FORMAT=pretty), through pino-pretty. Pipes, files and log shippers
 * keep pino's JSON lines as they are; only the rendering differs, never what is logged.
 *
 *   12:00:01 INFO  GET /en/general 200 12.3ms  (req 0b6e…)
 *   12:00:02 WARN  [seed] …
 *
 * The first start's generated admin password is drawn as a box, so it is not lost in the start-up
 * lines (it is shown once): scripts/log-banner.cjs, which `npm run dev` (lib/boot.ts) uses too.
 */
// A CommonJS preload helper (loaded by server-runtime.cjs with require), so require() it is.
/* eslint-disable @typescript-eslint/no-require-imports */

const { adminPasswordBanner } = require('./log-banner.cjs');

/** The message part of a line: requests in one short line, the admin password as a box, anything else as logged. */
function messageFormat(log, messageKey, _levelLabel, extras) {
  const colors = extras?.colors;
  if (log.req && log.res) {
    const paint = (name, text) => (colors ? colors[name](text) : text);
    const aborted = log.aborted ? paint('yellow', ' (aborted by the client)') : '';
    return `${log.req.method} ${log.req.path} ${log.res.status} ${log.responseTime}ms${aborted} ${paint('gray', `(req ${log.req.id})`)}`;
  }
  return adminPasswordBanner(log[messageKey], colors) ?? String(log[messageKey] ?? '');
}

/**
 * A synchronous pino destination that renders each JSON line readably onto `destination` (fd 1 by
 * default), in colour when asked. Synchronous: a crash's last lines must not be lost in a buffer.
 */
function prettyStream({ colorize = false, destination = 1 } = {}) {
  const pretty = require('pino-pretty');
  return pretty({
    colorize,
    sync: true,
    destination,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,aborted',
    singleLine: true,
    messageFormat,
  });
}

module.exports = { prettyStream };
