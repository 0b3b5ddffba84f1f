import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { LocalStorage } from './local-storage';
import { storageContract } from './storage-contract';

const root = mkdtempSync(path.join(tmpdir(), 'fs-local-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const storage = new LocalStorage(root);
storageContract('local', () => storage);
