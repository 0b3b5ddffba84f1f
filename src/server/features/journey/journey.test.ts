import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { findCard } from '@core/quiz-cards';
import { roles } from '@content/roles';
import { chooseRole } from '@core/role-choice';
import type { CoversResponse, PhotoResponse, SpinResponse } from '@core/contracts/journey';
import { ambassadors, cohorts, magazineCovers, onboardingAnswers, photos, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { stopFaceDetector } from '@server/lib/faces/face-detect';
import { sniffImageType, stopHeicDecoder } from './photos';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterAll(() => Promise.all([stopFaceDetector(), stopHeicDecoder()]));

type ErrorBody = { error: { code: string; message: string } };

const ANSWERS = {
  postcard: 'pc_ocean_explorer',
  bhag: 'carbon',
  purpose: 'explore',
  workplace: 'underwater',
  superpower: '  Talking to whales  ',
};
const MB = 1024 * 1024;

async function upload(c: TestClient, body: RequestInit['body'], type = 'image/jpeg', extra: RequestInit = {}) {
  const res = await c.request('/api/photos', { method: 'POST', body, headers: { 'content-type': type }, ...extra });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as PhotoResponse & ErrorBody };
}

const asBody = (b: Buffer) => new Uint8Array(b);

/** A JPEG carrying EXIF (camera, GPS position) and orientation 6 (turn 90° clockwise to view). */
async function jpegWithGps(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Model 7', Copyright: 'Someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2953/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4000/100',
      },
    })
    .toBuffer();
}

/** Tags in IFD0 of an EXIF block, and whether its GPS IFD holds entries. Enough TIFF to prove GPS was there. */
function exifGpsEntries(exif: Buffer): number {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const le = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + 12 * i;
    if (u16(entry) === 0x8825) return u16(u32(entry + 8));
  }
  return 0;
}

/** A small PNG whose header claims `w`x`h` pixels: a decompression bomb as far as any decoder can tell. */
async function pngClaiming(w: number, h: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // IHDR data starts at 16 (8 signature + 4 length + 4 type); its CRC covers type + data (13 bytes).
  png.writeUInt32BE(w, 16);
  png.writeUInt32BE(h, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

async function spin(c: TestClient, body: Record<string, unknown>) {
  return c.json<SpinResponse & ErrorBody>('/api/spins', { method: 'POST', json: body });
}

describe('answers', () => {
  it('round-trips a partial set for a new anonymous visitor, cleaned, and replaces it on the next PUT', async () => {
    const c = t.client();
    expect((await c.json('/api/answers')).body).toEqual({ answers: {} });
    const put = await c.json<{ answers: Record<string, string> }>('/api/answers', {
      method: 'PUT',
      json: { answers: { postcard: 'pc_ocean_explorer', superpower: '  Flying \u0007 ' } },
    }); // NUL itself is refused at the edge (http/bad-requests.test.ts)
    expect(put.status).toBe(200);
    expect(put.body.answers).toEqual({ postcard: 'pc_ocean_explorer', superpower: 'Flying' });
    expect(c.cookies.size).toBeGreaterThan(0); // the anonymous visitor was created
    expect((await c.json('/api/answers')).body).toEqual({
      answers: { postcard: 'pc_ocean_explorer', superpower: 'Flying' },
    });

    await c.json('/api/answers', { method: 'PUT', json: { answers: ANSWERS } });
    expect((await c.json('/api/answers')).body).toEqual({ answers: { ...ANSWERS, superpower: 'Talking to whales' } });
    // Another visitor sees nothing of it.
    expect((await t.client().json('/api/answers')).body).toEqual({ answers: {} });
  });

  it('refuses bad answers with a 400 and a clear message, saving nothing', async () => {
    const c = t.client();
    const cases: [unknown, string][] = [
      [{ postcard: 'x' }, 'Unknown card "x" for question postcard.'],
      [{ bhag: 'pc_ocean_explorer' }, 'Unknown card "pc_ocean_explorer" for question bhag.'],
      [{ favourite: 'carbon' }, 'Unknown question "favourite".'],
      [{ superpower: '   ' }, 'Please share your superpower: the answer cannot be blank.'],
      [{ superpower: 'x'.repeat(281) }, 'Please keep your superpower to 280 characters or fewer.'],
    ];
    for (const [answers, message] of cases) {
      const res = await c.json<ErrorBody>('/api/answers', { method: 'PUT', json: { answers } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_answers', message });
    }
    const notObject = await c.json<ErrorBody>('/api/answers', { method: 'PUT', json: { answers: 'postcard' } });
    expect(notObject.status).toBe(400);
    expect(notObject.body.error.code).toBe('invalid');
    expect(c.cookies.size).toBe(0); // no visitor was created for a refused write
  });
});

describe('photo upload', () => {
  it('refuses a file that is not an image (by its bytes) with 415', async () => {
    const c = t.client();
    for (const [body, type] of [
      [Buffer.from('hello, this is text pretending to be a photo'), 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      [Buffer.from('%PDF-1.7\n...'), 'image/png'],
    ] as const) {
      const res = await upload(c, asBody(body), type);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        error: { code: 'unsupported_type', message: 'Please choose a JPG, PNG or HEIC image.' },
      });
    }
  });

  it('refuses an 11 MB upload with 413, quickly', async () => {
    const big = Buffer.alloc(11 * MB, 0x41);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const started = performance.now();
    const res = await upload(t.client(), asBody(big));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'too_large', message: 'That photo is over 10MB. Please choose a smaller one.' },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stops reading an endless upload just past 10 MB (no hang, nothing more buffered)', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x42);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await upload(t.client(), endless, 'image/png', { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(10 * MB + 1 * MB);
  });

  it('refuses a declared Content-Length over 10 MB before reading', async () => {
    const res = await upload(t.client(), asBody(Buffer.from([0xff, 0xd8, 0xff])), 'image/jpeg', {
      headers: { 'content-type': 'image/jpeg', 'content-length': String(20 * MB) },
    });
    expect(res.status).toBe(413);
  });

  it('refuses a decompression bomb (over 40 megapixels) with 400', async () => {
    const res = await upload(t.client(), asBody(await pngClaiming(8000, 8000)), 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'too_many_pixels', message: 'That image is too large to process.' });
  });

  it('refuses a corrupt image with 400', async () => {
    const res = await upload(
      t.client(),
      asBody(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8])),
      'image/jpeg',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('unreadable_image');
  });

  it('stores a re-encoded, upright JPEG with no metadata at all (EXIF and GPS gone)', async () => {
    const input = await jpegWithGps();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(exifGpsEntries(inMeta.exif!)).toBeGreaterThan(0);
    expect(inMeta.orientation).toBe(6);

    const c = t.client();
    const res = await upload(c, asBody(input));
    expect(res.status).toBe(201);
    const { photo } = res.body;
    expect(photo).toMatchObject({ url: `/api/photos/${photo.id}`, width: 200, height: 300 }); // turned upright
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const stored = await t.deps.storage.get(`photos/${photo.id}.jpg`);
    expect(stored?.contentType).toBe('image/jpeg');
    const outMeta = await sharp(stored!.body).metadata();
    expect(outMeta.format).toBe('jpeg');
    expect(outMeta.exif).toBeUndefined();
    expect(outMeta.xmp).toBeUndefined();
    expect(outMeta.iptc).toBeUndefined();
    expect(outMeta.icc).toBeUndefined();
    expect(outMeta.orientation).toBeUndefined();
    expect(stored!.body.includes(Buffer.from('TestCam'))).toBe(false);

    const [row] = await t.deps.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({
      storageKey: `photos/${photo.id}.jpg`,
      mimeType: 'image/jpeg',
      width: 200,
      height: 300,
      bytes: stored!.body.length,
    });

    // The owner can read it back.
    const get = await c.request(photo.url);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await get.arrayBuffer()).equals(stored!.body)).toBe(true);
  });

  it('accepts PNG, WebP and GIF, fits large images in 1600x1600, and is not held to the 1 MB API body limit', async () => {
    const c = t.client();
    const png = await sharp({
      create: { width: 3200, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const r1 = await upload(c, asBody(png), 'image/png');
    expect(r1.status).toBe(201);
    expect(r1.body.photo).toMatchObject({ width: 1600, height: 500 });
    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#888' } })
      .webp()
      .toBuffer();
    expect((await upload(c, asBody(webp), 'application/octet-stream')).body.photo).toMatchObject({
      width: 50,
      height: 40,
    });
    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    expect((await upload(c, asBody(gif), 'image/gif')).status).toBe(201);

    // About 2.5 MB of noise: over app.ts's 1 MB API limit, under the photo cap.
    const raw = Buffer.alloc(1200 * 900 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const noisy = await sharp(raw, { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1 * MB);
    expect((await upload(c, asBody(noisy))).status).toBe(201);
  });

  it("answers 404 to someone else's photo on GET and DELETE; the owner's DELETE removes bytes and row", async () => {
    const owner = t.client();
    const other = t.client();
    const { body } = await upload(owner, asBody(await jpegWithGps(60, 40)));
    const id = body.photo.id;
    await other.json('/api/answers', { method: 'PUT', json: { answers: {} } }); // other has a visitor of its own

    for (const c of [other, t.client()]) {
      const get = await c.json<ErrorBody>(`/api/photos/${id}`);
      expect(get.status).toBe(404);
      expect(get.body.error).toEqual({ code: 'not_found', message: 'Photo not found.' });
      expect((await c.request(`/api/photos/${id}`, { method: 'DELETE' })).status).toBe(404);
    }
    expect(await t.deps.storage.get(`photos/${id}.jpg`)).not.toBeNull();

    const del = await owner.request(`/api/photos/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(await t.deps.storage.get(`photos/${id}.jpg`)).toBeNull();
    expect(await t.deps.database.db.select().from(photos).where(eq(photos.id, id))).toHaveLength(0);
    expect((await owner.request(`/api/photos/${id}`)).status).toBe(404);
    expect((await owner.request('/api/photos/..%2F..%2Fetc')).status).toBe(404);
  });

  it(
    'finds the face for the crop focus with a face detector, and stores no focus without a face',
    { timeout: 120_000 },
    async () => {
      const c = t.client();
      // a real portrait (lib/faces/fixtures), face centre at (0.621, 0.299)
      const portrait = readFileSync(new URL('../../lib/faces/fixtures/portrait-brown.jpg', import.meta.url));
      const res = await upload(c, asBody(portrait));
      expect(res.status).toBe(201);
      expect(Math.abs(res.body.photo.focusX - 0.621)).toBeLessThan(0.08);
      expect(Math.abs(res.body.photo.focusY - 0.299)).toBeLessThan(0.08);

      // a skin-coloured disc is no face (the old skin-colour guess took it for one): no focus is stored, the cover
      // uses sharp's attention crop, and the client gets the centre-ish default
      const disc = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="rgb(40,90,200)"/><circle cx="100" cy="120" r="60" fill="rgb(224,172,138)"/></svg>',
      );
      const none = await upload(c, asBody(await sharp(disc).png().toBuffer()), 'image/png');
      expect(none.status).toBe(201);
      expect(none.body.photo).toMatchObject({ focusX: 0.5, focusY: 0.4 });
      const [row] = await t.deps.database.db.select().from(photos).where(eq(photos.id, none.body.photo.id));
      expect(row).toMatchObject({ focusX: null, focusY: null });
    },
  );

  describe('HEIC (iPhone photos)', () => {
    const heic = () => readFileSync(new URL('./fixtures/selfie-gps.heic', import.meta.url));

    it(
      'decodes a real HEIC and stores it like any JPEG: upright, no metadata, the face found',
      { timeout: 120_000 },
      async () => {
        const input = heic();
        expect(await sniffImageType(input)).toBe('heic');
        expect(input.includes(Buffer.from('TestPhone'))).toBe(true); // EXIF with a GPS position inside the HEIC

        const c = t.client();
        const res = await upload(c, asBody(input), 'image/heic');
        expect(res.status).toBe(201);
        expect(res.body.photo).toMatchObject({ width: 256, height: 320 });
        expect(Math.abs(res.body.photo.focusX - 0.449)).toBeLessThan(0.08);
        expect(Math.abs(res.body.photo.focusY - 0.4)).toBeLessThan(0.08);

        const stored = await t.deps.storage.get(`photos/${res.body.photo.id}.jpg`);
        const meta = await sharp(stored!.body).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 320 });
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(stored!.body.includes(Buffer.from('TestPhone'))).toBe(false);
        // the pixels are the photo's: close to the source JPEG the HEIC was made from
        const source = readFileSync(new URL('../../lib/faces/fixtures/portrait-tan.jpg', import.meta.url));
        const [a, b] = await Promise.all(
          [source, stored!.body].map((x) => sharp(x).resize(32, 40, { fit: 'fill' }).raw().toBuffer()),
        );
        let diff = 0;
        for (let i = 0; i < a!.length; i++) diff += Math.abs(a![i]! - b![i]!);
        expect(diff / a!.length).toBeLessThan(12);
      },
    );

    it('refuses a HEIC over 40 megapixels from its header, before decoding it', { timeout: 120_000 }, async () => {
      // the same file with its size box (ispe) claiming 20000x20000: decoding would fail on the real 256x320 data
      const bomb = heic();
      const at = bomb.indexOf('ispe', 0, 'latin1');
      expect(at).toBeGreaterThan(0);
      bomb.writeUInt32BE(20_000, at + 8);
      bomb.writeUInt32BE(20_000, at + 12);
      const res = await upload(t.client(), asBody(bomb), 'image/heic');
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'too_many_pixels', message: 'That image is too large to process.' });
    });

    it('refuses a broken HEIC with 400', { timeout: 120_000 }, async () => {
      const cut = heic().subarray(0, 600); // header and part of the item boxes, no image data
      const res = await upload(t.client(), asBody(Buffer.from(cut)), 'image/heic');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('unreadable_image');
    });
  });

  it('sniffs types from the bytes', async () => {
    expect(await sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(await sniffImageType(Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR', 'latin1'))).toBe('png');
    expect(await sniffImageType(Buffer.from('GIF89a...'))).toBe('gif');
    expect(await sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(await sniffImageType(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'))).toBe('heic');
    expect(await sniffImageType(Buffer.from('\0\0\0\x18ftypmif1\0\0\0\0mif1heic', 'latin1'))).toBe('heic');
    expect(await sniffImageType(Buffer.from('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf', 'latin1'))).toBe('avif');
    expect(await sniffImageType(Buffer.from('\0\0\0\x18ftypavif\0\0\0\0avifmif1', 'latin1'))).toBe('avif');
    expect(await sniffImageType(Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0isommp42', 'latin1'))).toBeNull();
    expect(await sniffImageType(Buffer.from('<svg'))).toBeNull();
    expect(await sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(await sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('spins', () => {
  async function freshAmbassador() {
    const suffix = newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 10);
    const cohortId = `spin-${suffix}`;
    const code = `AMB${suffix.toUpperCase()}`;
    await t.deps.database.db
      .insert(cohorts)
      .values({ cohortId, name: `Spin ${suffix}`, watermarkText: `Class ${suffix}`, isActive: true });
    await t.deps.database.db
      .insert(ambassadors)
      .values({ ambassadorCode: code, name: 'Amb', cohortId, isActive: true, weeklySpins: 3, totalSpins: 7 });
    return { cohortId, code, watermark: `Class ${suffix}` };
  }

  it('creates a cover row with the four contexts and a spin event with the role and the cohort', async () => {
    const { cohortId, code, watermark } = await freshAmbassador();
    const c = t.client();
    const { body: up } = await upload(c, asBody(await jpegWithGps(80, 60)));
    const sessionId = `s_${newId()}`;
    const res = await spin(c, {
      answers: ANSWERS,
      spinNumber: 0,
      userName: '  Ada   Lovelace ',
      photoId: up.photo.id,
      sessionId,
      attribution: { ref: code.toLowerCase(), utm_source: 'ig', utm_campaign: 'launch', junk: 5 },
    });
    expect(res.status).toBe(201);
    const expected = chooseRole({ ...ANSWERS, superpower: 'Talking to whales' }, 0);
    expect(res.body.role).toEqual({ index: expected.index, ...expected.role });
    expect(res.body.roleCount).toBe(roles.length);
    expect(res.body.spinNumber).toBe(0);
    expect(res.body.cover).toMatchObject({
      roleTitle: expected.role.title,
      userName: 'Ada Lovelace',
      watermarkText: watermark,
      cohortId,
    });
    expect(new Date(res.body.cover.createdAt).toString()).not.toBe('Invalid Date');

    const [row] = await t.deps.database.db
      .select()
      .from(magazineCovers)
      .where(eq(magazineCovers.id, res.body.cover.id));
    expect(row).toMatchObject({
      sessionId,
      roleTitle: expected.role.title,
      userName: 'Ada Lovelace',
      spinNumber: 0,
      cohortId,
      ambassadorCode: code,
      watermarkText: watermark,
      photoId: up.photo.id,
      status: 'pending',
      answers: { ...ANSWERS, superpower: 'Talking to whales' },
      postcardContext: findCard('postcard', 'pc_ocean_explorer')!.context,
      bhagContext: findCard('bhag', 'carbon')!.context,
      purposeContext: findCard('purpose', 'explore')!.context,
      workplaceContext: findCard('workplace', 'underwater')!.context,
    });
    expect(row!.postcardContext).toBeTruthy();

    const events = await t.deps.database.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.sessionId, sessionId), eq(trackingEvents.eventType, 'spin')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      roleOutcome: expected.role.title,
      cohortId,
      ambassadorCode: code,
      utmSource: 'ig',
      utmCampaign: 'launch',
      userId: row!.userId,
    });
    expect(events[0]!.eventData).toMatchObject({ coverId: row!.id, spinNumber: 0, roleIndex: expected.index });

    const [amb] = await t.deps.database.db.select().from(ambassadors).where(eq(ambassadors.ambassadorCode, code));
    expect(amb).toMatchObject({ weeklySpins: 4, totalSpins: 8 });
  });

  it('gives the same role for the same answers and spin number, and the core role for the next number', async () => {
    const a = await spin(t.client(), { answers: ANSWERS, spinNumber: 4 });
    const b = await spin(t.client(), { answers: { ...ANSWERS, superpower: 'Talking to whales' }, spinNumber: 4 });
    expect(a.status).toBe(201);
    expect(b.body.role).toEqual(a.body.role);
    const next = await spin(t.client(), { answers: ANSWERS, spinNumber: 5 });
    expect(next.body.role.index).toBe(chooseRole({ ...ANSWERS, superpower: 'Talking to whales' }, 5).index);
    // Without attribution: the public cohort and the brand watermark; a blank name is anonymous.
    expect(a.body.cover).toMatchObject({ cohortId: 'public', watermarkText: 'FutureSelf', userName: null });
  });

  it('refuses an incomplete or invalid answers set with 400 and creates nothing', async () => {
    const c = t.client();
    const { postcard: _p, ...incomplete } = ANSWERS;
    const r1 = await spin(c, { answers: incomplete, spinNumber: 0 });
    expect(r1.status).toBe(400);
    expect(r1.body.error).toEqual({
      code: 'invalid_answers',
      message: 'Please answer every question first (missing: postcard).',
    });
    const r2 = await spin(c, { answers: { ...ANSWERS, workplace: 'moon' }, spinNumber: 0 });
    expect(r2.body.error.message).toBe('Unknown card "moon" for question workplace.');
    for (const bad of [{ spinNumber: -1 }, { spinNumber: 1001 }, { spinNumber: 1.5 }, { userName: 'x'.repeat(41) }]) {
      const r = await spin(c, { answers: ANSWERS, spinNumber: 0, ...bad });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('invalid');
    }
    expect(c.cookies.size).toBe(0);
  });

  it("refuses someone else's photo with 404", async () => {
    const owner = t.client();
    const { body } = await upload(owner, asBody(await jpegWithGps(40, 40)));
    const other = t.client();
    await other.json('/api/answers', { method: 'PUT', json: { answers: {} } });
    for (const c of [other, t.client()]) {
      const r = await spin(c, { answers: ANSWERS, spinNumber: 0, photoId: body.photo.id });
      expect(r.status).toBe(404);
      expect(r.body.error.message).toBe('Photo not found.');
    }
  });

  it("lists the visitor's own newest 10 covers", async () => {
    const c = t.client();
    const ids: string[] = [];
    for (let n = 0; n < 12; n++)
      ids.push((await spin(c, { answers: ANSWERS, spinNumber: n, userName: `N${n}` })).body.cover.id);
    await spin(t.client(), { answers: ANSWERS, spinNumber: 0 }); // someone else's
    const res = await c.json<CoversResponse>('/api/covers');
    expect(res.status).toBe(200);
    expect(res.body.covers).toHaveLength(10);
    expect(new Set(res.body.covers.map((x) => x.id))).toEqual(new Set(ids.slice(2)));
    const times = res.body.covers.map((x) => Date.parse(x.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body.covers[0]).toMatchObject({ status: 'pending', imageUrl: null });

    await t.deps.database.db
      .update(magazineCovers)
      .set({ imageKey: `covers/${ids[11]}.png`, status: 'done' })
      .where(eq(magazineCovers.id, ids[11]!));
    const again = await c.json<CoversResponse>('/api/covers');
    expect(again.body.covers.find((x) => x.id === ids[11])).toMatchObject({
      status: 'done',
      imageUrl: `/api/covers/${ids[11]}/image`,
    });
    expect((await t.client().json<CoversResponse>('/api/covers')).body).toEqual({ covers: [] });
  });

  it('keeps answers per visitor in onboarding_answers', async () => {
    const c = t.client();
    await c.json('/api/answers', { method: 'PUT', json: { answers: { bhag: 'peace' } } });
    const rows = await t.deps.database.db.select().from(onboardingAnswers);
    expect(rows.some((r) => r.answers.bhag === 'peace')).toBe(true);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => limited.close());

  it('stops a visitor after 20 uploads a minute with 429', async () => {
    const c = limited.client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await c.request('/api/photos', { method: 'POST', body: 'not an image' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 415)).toBe(true);
    const last = await c.request('/api/photos', { method: 'POST', body: 'x' });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBe('60');
    expect(((await last.json()) as ErrorBody).error.code).toBe('rate_limited');
  });
});
