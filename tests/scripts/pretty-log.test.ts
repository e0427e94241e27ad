/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers/databases';

/**
 * Logs a person can read (issue 29): the server preload (scripts/server-runtime.cjs) renders its log
 * for a terminal — under a real pseudo-terminal (`script` from util-linux) — and keeps pino's JSON
 * lines when its output goes anywhere else; LOG_FORMAT=json|pretty overrides either way. The program
 * stands in for Next.js: it logs what the server logs at a first start and serves one request.
 * (e2e/pretty-logs.spec.ts runs the real `npm start` under a pseudo-terminal.)
 */
const PROGRAM = `
const http = require('node:http');
console.log('[db] embedded PostgreSQL (PGlite) in /tmp/x/pg ready, migrations applied');
console.log('[seed] Created admin chief@example.com with the generated password Zx8-abc-Q1 (shown once; set ADMIN_PASSWORD to choose it).');
console.error('handler failed', new Error('disk on fire'));
const server = http.createServer((req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () => {
  http.get({ port: server.address().port, path: '/en/general?token=reset-secret' }, (response) => {
    response.resume();
    response.on('end', () => setTimeout(() => process.exit(0), 100));
  });
});
`;

const ANSI = /\u001b\[[0-9;]*m/g;

function run(options: { terminal: boolean; env?: Record<string, string> }): Promise<{ raw: string; text: string }> {
  const dir = tempDir('shortnews-pretty-');
  const program = path.join(dir, 'server.js');
  fs.writeFileSync(program, PROGRAM);
  const node = [process.execPath, '--require', path.resolve('scripts', 'server-runtime.cjs'), program].map((part) => `'${part}'`).join(' ');
  const [command, args] = options.terminal ? ['script', ['-qfec', node, '/dev/null']] : [process.execPath, ['--require', path.resolve('scripts', 'server-runtime.cjs'), program]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', TERM: 'xterm-256color', ...options.env } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let raw = '';
    child.stdout.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ raw, text: raw.replace(ANSI, '').replace(/\r\n/g, '\n') });
    });
  });
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('server logs for a person and for a machine', () => {
  it('on a terminal: readable coloured lines, a request in one line without its query, the admin password in a box', async () => {
    const { raw, text } = await run({ terminal: true });
    expect(raw).toMatch(ANSI); // coloured
    expect(text).not.toMatch(/^\{"level"/m);
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[db\] embedded PostgreSQL \(PGlite\) in \/tmp\/x\/pg ready, migrations applied$/m);
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/en\/general 200 [\d.]+ms \(req [0-9a-f-]{36}\)$/m);
    expect(text).not.toContain('reset-secret');
    // The error keeps its stack, readably.
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] ERROR: handler failed/m);
    expect(text).toContain('Error: disk on fire');
    // The password stands out: a box of its own, the email and password on their own lines.
    const box = text.slice(text.indexOf('╭'), text.indexOf('╯') + 1).split('\n');
    expect(box.length).toBe(8);
    expect(box.map((line) => line.length)).toEqual(box.map(() => box[0].length));
    expect(box).toContainEqual(expect.stringMatching(/^│ {3}email {5}chief@example\.com +│$/));
    expect(box).toContainEqual(expect.stringMatching(/^│ {3}password {2}Zx8-abc-Q1 +│$/));
  }, 60_000);

  it('anywhere else: one JSON line per entry, exactly as before (the password line included)', async () => {
    const { text } = await run({ terminal: false });
    const lines = jsonLines(text);
    expect(lines.map((line) => line.msg)).toEqual([
      '[db] embedded PostgreSQL (PGlite) in /tmp/x/pg ready, migrations applied',
      '[seed] Created admin chief@example.com with the generated password Zx8-abc-Q1 (shown once; set ADMIN_PASSWORD to choose it).',
      'handler failed',
      'request',
    ]);
    expect(Object.keys(lines[3]).sort()).toEqual(['level', 'msg', 'pid', 'req', 'res', 'responseTime', 'time']);
  }, 60_000);

  it('LOG_FORMAT=json keeps JSON on a terminal; LOG_FORMAT=pretty gives readable lines (without colour) into a pipe', async () => {
    const json = await run({ terminal: true, env: { LOG_FORMAT: 'json' } });
    expect(jsonLines(json.text).map((line) => line.msg)).toContain('request');
    const pretty = await run({ terminal: false, env: { LOG_FORMAT: 'pretty' } });
    expect(pretty.raw).not.toMatch(ANSI);
    expect(pretty.text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/en\/general 200 /m);
    expect(pretty.text).toContain('│   password  Zx8-abc-Q1');
  }, 60_000);
});
