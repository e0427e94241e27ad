import { z } from '@/lib/zod';

/**
 * manifest.json, the archive's table of contents (written last; `tar -xOzf FILE manifest.json`
 * prints it). Format 1:
 * - database/pglite.tar — the embedded database's folder (PGlite), as `dumpDataDir` writes it; or
 * - database/postgres.dump — `pg_dump --format=custom --no-owner --no-privileges` of DATABASE_URL
 *   (restore by hand: `pg_restore --no-owner --no-privileges --dbname=URL postgres.dump`);
 * - uploads/<name> — every stored picture (the folder or the bucket), byte for byte;
 * - secrets/auth-secret, secrets/vapid-keys.json — the keys the server generated into DATA_DIR
 *   when NEXTAUTH_SECRET / VAPID_* are not set (absent when they are set: keep those yourself).
 * Every file is listed with its size and sha256; the row counts are those of the dumped database.
 */
export const BACKUP_FORMAT = 'shortnews-backup';
export const BACKUP_FORMAT_VERSION = 1;

const fileSchema = z.object({ name: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type ManifestFile = z.infer<typeof fileSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  database: z.object({
    file: z.string(),
    /** Taken from a running server (PGlite: its admin socket; PostgreSQL: always online). */
    online: z.boolean(),
    serverVersion: z.string(),
    pgliteVersion: z.string().optional(),
    migrations: z.number().int().nonnegative(),
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  uploads: z.object({ source: z.string(), count: z.number().int().nonnegative() }),
  files: z.array(fileSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
