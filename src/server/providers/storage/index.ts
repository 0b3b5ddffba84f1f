import path from 'node:path';
import type { Config } from '@server/config.js';
import { LocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

export type { Storage, StoredObject } from './storage.js';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.storage.provider === 's3') {
    const { S3Storage } = await import('./s3-storage.js');
    return new S3Storage(config.storage);
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
