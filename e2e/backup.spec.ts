import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/**
 * Issue 29, backups: `npm run db:backup` against the production server of the browser tests while
 * it serves (its embedded database in .data-e2e, the admin socket opened by lib/boot.ts at start):
 * the archive is written from the running server, which answers pages during and after it, and
 * `npm run db:restore -- --check` finds it whole. (Everything else: tests/scripts/db-backup.test.ts
 * and the restore drill, tests/scripts/restore-drill.test.ts.)
 */
const DATA_DIR = path.join(process.cwd(), '.data-e2e');

function run(script: string, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', DATA_DIR } as NodeJS.ProcessEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

test('npm run db:backup copies the running site without stopping it', async ({ request }) => {
  test.setTimeout(240_000);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-e2e-backup-')), 'site.tar.gz');
  const backup = run('db-backup', '--out', out);
  // Pages keep coming while the backup runs.
  let served = 0;
  let done = false;
  void backup.then(() => (done = true));
  while (!done) {
    const page = await request.get('/en/aboutus');
    expect(page.status()).toBe(200);
    served += 1;
  }
  const result = await backup;
  expect(result).toMatchObject({ status: 0, stdout: expect.stringContaining('taken while the server ran') });
  expect(result.stdout).toMatch(/The server \(process \d+\) is running: asking it for a copy of the database/);
  expect(served).toBeGreaterThan(0);
  expect((await request.get('/en/general')).status()).toBe(200);

  const check = await run('db-restore', '--check', out);
  expect(check).toMatchObject({ status: 0, stdout: expect.stringMatching(/is complete and opens: embedded database .* \d+ pictures\.$/) });
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
});
