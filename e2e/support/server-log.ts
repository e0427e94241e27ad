import fs from 'node:fs';
import path from 'node:path';

/**
 * The e2e server's own log (serve.ts copies its standard output and error into DATA_DIR/server.log):
 * what an operator reads. LOG_LEVEL is `warn` there, so it holds warnings and errors. A spec marks
 * where the log ends before it acts and reads what came after; other specs write to it meanwhile,
 * so a spec picks its own lines by what they say.
 */
const SERVER_LOG = path.join(process.cwd(), '.data-e2e', 'server.log');

export type LogLine = { level: number; msg: string; err?: { type?: string; message?: string; stack?: string } };

/** Where the log ends now. */
export function serverLogMark(): number {
  return fs.existsSync(SERVER_LOG) ? fs.statSync(SERVER_LOG).size : 0;
}

/** The JSON lines written after `mark` (a line not yet whole is left for the next read). */
export function serverLogSince(mark: number): LogLine[] {
  if (!fs.existsSync(SERVER_LOG)) throw new Error(`no ${SERVER_LOG}: the browser tests' server (e2e/support/serve.ts) writes it; a server started otherwise does not`);
  const text = fs.readFileSync(SERVER_LOG).subarray(mark).toString('utf8');
  return text
    .split('\n')
    .slice(0, -1)
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as LogLine;
        return typeof parsed.level === 'number' ? [parsed] : [];
      } catch {
        return []; // the build's and next start's own lines
      }
    });
}

/** The lines written after `mark` whose message says `text`, as [level, message, error] (a spec's expectation). */
export function serverLinesSaying(mark: number, text: string): [number, string, LogLine['err']][] {
  return serverLogSince(mark)
    .filter((line) => line.msg.includes(text))
    .map((line) => [line.level, line.msg, line.err]);
}

/** pino's levels. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;
