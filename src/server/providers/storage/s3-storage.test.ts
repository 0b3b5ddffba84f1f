import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { makeTestPhoto } from '@server/features/covers/test-photo';
import { loadConfig } from '@server/config';
import { createStorage } from './index';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';
import { storageContract } from './storage-contract';

/** The S3 adapter against s3rver, a local S3 server started here on a free port over a temp folder. */
const BUCKET = 'futureself-test';
// s3rver's built-in account.
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

let server: S3rver;
let dir: string;
let endpoint: string;
let storage: Storage;

const s3Env = () => ({
  STORAGE_PROVIDER: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: KEY_ID,
  S3_SECRET_ACCESS_KEY: SECRET,
  S3_FORCE_PATH_STYLE: 'true',
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fs-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // Made the way the app makes it: from the environment, through the config and the factory.
  storage = await createStorage(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, PUBLIC_URL: 'http://localhost:3000', ...s3Env() }),
  );
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

storageContract('s3', () => storage);

describe('s3 storage', () => {
  it('is the S3 adapter when STORAGE_PROVIDER=s3', () => {
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.kind).toBe('s3');
  });

  it('reports a missing bucket or unknown credentials as an error, not as a missing object', async () => {
    const opts = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      forcePathStyle: true,
    };
    await expect(new S3Storage({ ...opts, bucket: 'no-such-bucket' }).get('photos/a.jpg')).rejects.toThrow(
      /bucket does not exist/i,
    );
    // s3rver checks the access key id (not a V4 signature's secret).
    await expect(new S3Storage({ ...opts, accessKeyId: 'NOT-A-KEY' }).get('photos/a.jpg')).rejects.toThrow(
      /access key id/i,
    );
    await expect(
      new S3Storage({ ...opts, accessKeyId: 'NOT-A-KEY' }).put('photos/a.jpg', Buffer.from('x'), 'image/jpeg'),
    ).rejects.toThrow(/access key id/i);
  });
});

describe('the app with STORAGE_PROVIDER=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(s3Env());
  });
  afterAll(() => t?.close());

  it('stores an uploaded selfie in the bucket and serves it back', async () => {
    expect(t.deps.storage.kind).toBe('s3');
    const c = t.client();
    const up = await c.json<{ photo: { id: string } }>('/api/photos', {
      method: 'POST',
      body: new Uint8Array(await makeTestPhoto()),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(up.status).toBe(201);
    const res = await c.request(`/api/photos/${up.body.photo.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await res.arrayBuffer());
    // Read straight from the bucket with a second adapter: the bytes live in S3, not on the app's disk.
    const stored = await storage.get(`photos/${up.body.photo.id}.jpg`);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.body.equals(served)).toBe(true);
  });
});
