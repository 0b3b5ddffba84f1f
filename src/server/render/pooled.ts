import { findFaceFocus } from '@server/lib/faces/face-detect.js';
import { renderPool } from './pool.js';
import type { Art, LayoutInput, PortraitInput } from './covers/index.js';
import type { CoverStyle } from '@content/cover-copy.js';
import type { RoleTheme } from '@content/roles.js';

/**
 * The cover renderer of covers/index.ts, run in the render pool's threads (pool.ts): same inputs, same bytes
 * out, nothing drawn on the event loop. Cover runs are background work, so they wait for room in a full pool
 * rather than fail.
 */

const asBuffer = (b: Uint8Array): Buffer => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
const asArt = (a: { jpeg: Uint8Array; raw: Uint8Array }): Art => ({ jpeg: asBuffer(a.jpeg), raw: asBuffer(a.raw) });

export async function renderLocalArtPooled(input: PortraitInput): Promise<Art> {
  return asArt(await renderPool.run('localArt', input, { wait: true }));
}

/** The face is found first by the process's face detector (its own lazy worker), so no render thread loads it. */
export async function normaliseAiPortraitPooled(
  image: Buffer,
  style: CoverStyle,
  theme: RoleTheme,
  seed: string,
): Promise<Art> {
  const face = await findFaceFocus(image);
  return asArt(await renderPool.run('aiPortrait', { image, style, theme, seed, face }, { wait: true }));
}

/** The art's raw pixels (4.4 MB, this run's own) are handed over, not copied: `art` is spent afterwards. */
export async function renderCoverPooled(art: Buffer | { raw: Buffer }, layout: LayoutInput): Promise<Buffer> {
  const raw = Buffer.isBuffer(art) ? null : art.raw;
  const transfer = raw && raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength ? [raw.buffer] : [];
  return asBuffer(
    await renderPool.run(
      'cover',
      { art: raw ? { raw } : art, layout },
      { wait: true, transfer: transfer as ArrayBuffer[] },
    ),
  );
}
