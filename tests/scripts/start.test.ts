/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '@/lib/db/open';
import { tempDir } from '../helpers/databases';

/** `npm start`'s own checks, which run before any build or server. */
function start(env: Record<string, string>) {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv,
  });
  return { status: child.status, stderr: child.stderr.trim() };
}

describe('npm start', () => {
  it('refuses a second start on the same DATA_DIR, naming the lock file', async () => {
    const dataDir = tempDir();
    const running = await openDatabase({ dataDir });
    try {
      const { status, stderr } = start({ DATA_DIR: dataDir, PORT: '39999' });
      expect(status).toBe(1);
      expect(stderr).toBe(
        `✖ The embedded database in ${dataDir} is in use by process ${process.pid} (lock file ${path.join(dataDir, 'pg.lock')}). Stop that server first, or start this one with its own DATA_DIR.`,
      );
    } finally {
      await running.close();
    }
  });

  it.each([
    ['PORT', { PORT: 'http' }],
    ['DATABASE_URL', { DATABASE_URL: 'mongodb://localhost/news' }],
  ])('stops with one line naming a wrong %s', (name, env) => {
    const { status, stderr } = start({ DATA_DIR: tempDir(), ...env });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(new RegExp(`^✖ Invalid environment variable ${name}: `));
  });
});
