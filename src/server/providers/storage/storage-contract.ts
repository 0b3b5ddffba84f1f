import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Storage } from './storage';

/**
 * What every Storage adapter must do, as tests: run by local-storage.test.ts and s3-storage.test.ts, so the local
 * adapter a developer runs and the S3 adapter production runs behave the same. `storage()` answers the adapter
 * under test (made in the caller's beforeAll).
 */
export function storageContract(name: string, storage: () => Storage) {
  // Fresh keys per run: a shared bucket or folder may hold other runs' objects.
  const key = (folder: string, file: string) => `${folder}/${randomBytes(8).toString('hex')}-${file}`;

  describe(`${name} storage`, () => {
    it('gives back exactly the bytes and content type it was given', async () => {
      const s = storage();
      const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i)); // every byte value, NUL and 0xff included
      const cases: [string, Buffer, string][] = [
        [key('photos', 'a.jpg'), every, 'image/jpeg'],
        [key('covers', 'b.png'), randomBytes(1000), 'image/png'],
        [key('voice', 'c.webm'), randomBytes(10), 'audio/webm;codecs=opus'],
        [key('share-images', 'd/og.webp'), Buffer.alloc(0), 'image/webp'],
      ];
      for (const [k, body, type] of cases) await s.put(k, body, type);
      for (const [k, body, type] of cases) {
        const got = await s.get(k);
        expect(got?.contentType, k).toBe(type);
        expect(got?.body.equals(body), k).toBe(true);
      }
    });

    it('answers null for a key that was never stored', async () => {
      expect(await storage().get(key('photos', 'never.jpg'))).toBeNull();
    });

    it('replaces an object put again under the same key', async () => {
      const s = storage();
      const k = key('covers', 'again.png');
      await s.put(k, Buffer.from('first'), 'image/png');
      await s.put(k, Buffer.from('second, longer'), 'image/webp');
      const got = await s.get(k);
      expect(got?.body.toString()).toBe('second, longer');
      expect(got?.contentType).toBe('image/webp');
    });

    it('deletes an object (and deleting a missing one is fine), leaving others alone', async () => {
      const s = storage();
      const gone = key('voice', 'gone.webm');
      const kept = key('voice', 'kept.webm');
      await s.put(gone, Buffer.from('bye'), 'audio/webm');
      await s.put(kept, Buffer.from('stay'), 'audio/webm');
      await s.delete(gone);
      expect(await s.get(gone)).toBeNull();
      await expect(s.delete(gone)).resolves.toBeUndefined();
      await expect(s.delete(key('voice', 'never.webm'))).resolves.toBeUndefined();
      expect((await s.get(kept))?.body.toString()).toBe('stay');
    });

    it('round-trips a large object (a 10 MB upload, the photo limit)', async () => {
      const s = storage();
      const k = key('photos', 'large.jpg');
      const body = randomBytes(10 * 1024 * 1024);
      await s.put(k, body, 'image/jpeg');
      const got = await s.get(k);
      expect(got?.body.length).toBe(body.length);
      expect(got?.body.equals(body)).toBe(true);
    });

    it('keeps parallel writes to different keys apart', async () => {
      const s = storage();
      const items = Array.from({ length: 8 }, (_, i) => ({
        k: key('covers', `p${i}.png`),
        body: randomBytes(50_000 + i),
      }));
      await Promise.all(items.map((x) => s.put(x.k, x.body, 'image/png')));
      const got = await Promise.all(items.map((x) => s.get(x.k)));
      got.forEach((g, i) => expect(g?.body.equals(items[i]!.body)).toBe(true));
    });

    it('refuses keys the server would never make, writing nothing', async () => {
      const s = storage();
      for (const bad of [
        '../etc/passwd',
        'photos/../../x',
        'photos',
        '/photos/a.jpg',
        'Photos/a.jpg',
        'photos/a b.jpg',
        '',
      ]) {
        await expect(s.put(bad, Buffer.from('x'), 'text/plain'), bad).rejects.toThrow(/invalid storage key/);
        await expect(s.get(bad), bad).rejects.toThrow(/invalid storage key/);
        await expect(s.delete(bad), bad).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}
