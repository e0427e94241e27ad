/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, loadEnv } from '@/lib/env-schema';
import { tempDir } from '../helpers/databases';

describe('loadEnv', () => {
  it('gives working defaults for the embedded database and keeps a generated secret in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadEnv({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.siteUrl).toBe('http://localhost:3000');
    expect(first.seedDemo).toBe(true);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    // Sessions survive restarts: the second start reads the same secret back.
    expect(loadEnv({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o077).toBe(0);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['SITE_URL', { SITE_URL: 'ftp://example.com' }],
    ['NEXTAUTH_SECRET', { NEXTAUTH_SECRET: 'short' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'nobody' }],
  ])('refuses a wrong %s with one line naming it', (name, values) => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), ...values })).toThrow(EnvError);
    try {
      loadEnv({ DATA_DIR: tempDir(), ...values });
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('keeps uploads in DATA_DIR unless UPLOADS_DIR names a shared folder; checks the fleet settings', () => {
    const dataDir = tempDir();
    expect(loadEnv({ DATA_DIR: dataDir }).uploadsDir).toBe(path.join(dataDir, 'uploads'));
    expect(loadEnv({ DATA_DIR: dataDir, UPLOADS_DIR: '/mnt/shared/uploads' }).uploadsDir).toBe('/mnt/shared/uploads');
    expect(loadEnv({ DATA_DIR: dataDir }).redisKeyPrefix).toBe('shortnews');
    expect(() => loadEnv({ DATA_DIR: dataDir, REDIS_KEY_PREFIX: 'has space' })).toThrow('Invalid environment variable REDIS_KEY_PREFIX');
    expect(() => loadEnv({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow('Invalid environment variable SHUTDOWN_TIMEOUT_MS');
    expect(() => loadEnv({ DATA_DIR: dataDir, LOG_FORMAT: 'xml' })).toThrow('Invalid environment variable LOG_FORMAT');
  });

  it('requires NEXTAUTH_SECRET with a database server in production', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' })).toThrow(/NEXTAUTH_SECRET/);
    const ok = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x', NEXTAUTH_SECRET: 'x'.repeat(40) });
    expect(ok.authSecret).toBe('x'.repeat(40));
    expect(ok.seedDemo).toBe(false);
  });

  it('reads the headline keys as an ordered list and SITE_URL without a trailing slash', () => {
    const config = loadEnv({ DATA_DIR: tempDir(), HEADLINES_API_KEYS: ' a, b ,,c ', SITE_URL: 'https://news.example.com/' });
    expect(config.headlines.keys).toEqual(['a', 'b', 'c']);
    expect(config.siteUrl).toBe('https://news.example.com');
  });
});
