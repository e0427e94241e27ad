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
    for (const value of ['65s', '500', '3600000']) expect(() => loadEnv({ DATA_DIR: dataDir, KEEP_ALIVE_TIMEOUT_MS: value })).toThrow('Invalid environment variable KEEP_ALIVE_TIMEOUT_MS: must be a whole number of milliseconds from 1000 to 600000');
    expect(() => loadEnv({ DATA_DIR: dataDir, KEEP_ALIVE_TIMEOUT_MS: '90000' })).not.toThrow();
    expect(() => loadEnv({ DATA_DIR: dataDir, LOG_FORMAT: 'xml' })).toThrow('Invalid environment variable LOG_FORMAT');
  });

  it('keeps a generated VAPID key pair in DATA_DIR, or takes a checked one from the environment', () => {
    const dataDir = tempDir();
    const first = loadEnv({ DATA_DIR: dataDir }).push;
    expect(first.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.vapid?.subject).toBe('mailto:contact@example.com');
    expect(loadEnv({ DATA_DIR: dataDir }).push.vapid).toEqual(first.vapid);
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o077).toBe(0);
    const { publicKey, privateKey } = first.vapid!;
    const given = loadEnv({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://news.example' }).push.vapid;
    expect(given).toEqual({ publicKey, privateKey, subject: 'https://news.example' });
    const other = loadEnv({ DATA_DIR: tempDir() }).push.vapid!;
    expect(() => loadEnv({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(/^Invalid environment variable VAPID_PUBLIC_KEY: is not the public key/);
    expect(() => loadEnv({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: publicKey })).toThrow('Invalid environment variable VAPID_PRIVATE_KEY');
    expect(() => loadEnv({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'short' })).toThrow('Invalid environment variable VAPID_PRIVATE_KEY');
    expect(() => loadEnv({ DATA_DIR: tempDir(), VAPID_SUBJECT: 'http://insecure.example' })).toThrow('Invalid environment variable VAPID_SUBJECT');
  });

  it('turns alerts off for a fleet in production without VAPID keys rather than giving each instance its own', () => {
    const config = loadEnv({ DATA_DIR: tempDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', NEXTAUTH_SECRET: 'x'.repeat(40) });
    expect(config.push.vapid).toBeUndefined();
    expect(config.push.allowHttp).toBe(false);
  });

  it('reads PUSH_ENDPOINT_ALLOW and refuses a bad entry by name', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).push.endpointAllow.map((p) => p.host)).toContain('fcm.googleapis.com');
    expect(loadEnv({ DATA_DIR: tempDir(), PUSH_ENDPOINT_ALLOW: '127.0.0.1:4810' }).push.endpointAllow).toEqual([{ wildcard: false, host: '127.0.0.1', port: 4810 }]);
    expect(() => loadEnv({ DATA_DIR: tempDir(), PUSH_ENDPOINT_ALLOW: 'fcm.googleapis.com,*.com' })).toThrow(/^Invalid environment variable PUSH_ENDPOINT_ALLOW: .*"\*\.com"/);
  });

  it('keeps pictures in the folder unless S3_BUCKET names a bucket, and checks the S3 settings', () => {
    const dataDir = tempDir();
    expect(loadEnv({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'local', dir: path.join(dataDir, 'uploads') });
    const s3 = loadEnv({
      DATA_DIR: dataDir,
      S3_BUCKET: 'news-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/p/',
    }).storage;
    expect(s3).toEqual({
      kind: 's3',
      bucket: 'news-pictures',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/p',
    });
    // Without keys the SDK's own chain (environment, instance role) is used.
    expect(loadEnv({ DATA_DIR: dataDir, S3_BUCKET: 'news-pictures', S3_REGION: 'eu-west-1' }).storage).toMatchObject({ kind: 's3', region: 'eu-west-1', credentials: undefined, forcePathStyle: false });
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('Invalid environment variable S3_BUCKET: required when S3_ENDPOINT is set');
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_BUCKET: 'Bad_Name' })).toThrow('Invalid environment variable S3_BUCKET');
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_BUCKET: 'ok-name', S3_ACCESS_KEY_ID: 'id' })).toThrow('Invalid environment variable S3_SECRET_ACCESS_KEY');
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_BUCKET: 'ok-name', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('Invalid environment variable S3_FORCE_PATH_STYLE');
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_BUCKET: 'ok-name', S3_PUBLIC_URL: 'cdn.example.com' })).toThrow('Invalid environment variable S3_PUBLIC_URL');
  });

  it('reads the metrics settings: a token of at least 16 characters, a port other than PORT', () => {
    const dataDir = tempDir();
    expect(loadEnv({ DATA_DIR: dataDir })).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadEnv({ DATA_DIR: dataDir, METRICS_TOKEN: 'a'.repeat(32), METRICS_PORT: '9464' })).toMatchObject({ metricsToken: 'a'.repeat(32), metricsPort: 9464 });
    expect(() => loadEnv({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow('Invalid environment variable METRICS_TOKEN: must be at least 16 characters');
    expect(() => loadEnv({ DATA_DIR: dataDir, METRICS_TOKEN: 'has a space in it, sixteen+' })).toThrow('Invalid environment variable METRICS_TOKEN');
    expect(() => loadEnv({ DATA_DIR: dataDir, METRICS_PORT: 'metrics' })).toThrow('Invalid environment variable METRICS_PORT');
    expect(() => loadEnv({ DATA_DIR: dataDir, PORT: '3000', METRICS_PORT: '3000' })).toThrow('Invalid environment variable METRICS_PORT: must differ from PORT');
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
