import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type Storage, type StoredObject } from './storage.js';

/** Files on local disk under DATA_DIR/files. The content type travels in a sidecar `.type` file. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await writeFile(`${file}.type`, contentType);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const [body, contentType] = await Promise.all([
        readFile(file),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { body, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }
}
