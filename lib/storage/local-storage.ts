import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@/lib/errors';
import { assertPlainName, type PictureStorage, type StoredObject } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Pictures in a folder (DATA_DIR/uploads or UPLOADS_DIR), the embedded default. Each file is
 * written to a temporary name and renamed, so a reader never sees half a picture; a full disk is a 507.
 */
export function createLocalStorage(dir: string): PictureStorage {
  const file = (name: string) => {
    assertPlainName(name);
    return path.join(dir, name);
  };

  async function stat(name: string): Promise<StoredObject | null> {
    try {
      const info = await fs.stat(file(name));
      return info.isFile() ? { name, size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'local',
    description: `folder ${dir}`,
    async save(name, data) {
      const target = file(name);
      await fs.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${name}.${process.pid}.${Date.now()}.tmp`);
      try {
        await fs.writeFile(temp, data, { flag: 'wx' });
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') throw new AppError('insufficient_storage', 'The server has no room to store the image.');
        throw error;
      }
    },
    async read(name) {
      try {
        return await fs.readFile(file(name));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    stat,
    async exists(name) {
      return (await stat(name)) !== null;
    },
    async delete(name) {
      await fs.rm(file(name), { force: true });
    },
    async *list() {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        // Temporary files of writes in progress start with a dot.
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const found = await stat(entry.name).catch(() => null);
        if (found) yield found;
      }
    },
    publicUrl() {
      return undefined;
    },
  };
}
