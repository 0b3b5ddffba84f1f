import sharp from 'sharp';
import { seededRandom } from '@core/random.js';

/**
 * A stand-in selfie for tests, previews and the benchmark (there is no camera here): a drawn head-and-shoulders
 * portrait with soft light and a little grain, as a JPEG of the size a phone upload is re-encoded to (1200x1600).
 * `faceAt` is where the face centre sits (0-1 of width and height), which tests pass as the photo's focus.
 */
export const TEST_PHOTO_FACE = { x: 0.5, y: 0.4 } as const;

export async function makeTestPhoto(
  opts: { width?: number; height?: number; skin?: string; hair?: string; top?: string } = {},
): Promise<Buffer> {
  // uploads are re-encoded to fit in 1600x1600 (journey contract): a typical portrait selfie
  const w = opts.width ?? 1200;
  const h = opts.height ?? 1600;
  const skin = opts.skin ?? '#c58c65';
  const hair = opts.hair ?? '#2b1a12';
  const top = opts.top ?? '#2f6f73';
  const cx = w * TEST_PHOTO_FACE.x;
  const cy = h * TEST_PHOTO_FACE.y;
  const s = w / 960;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9dccb"/><stop offset="1" stop-color="#9c8c7e"/></linearGradient>
  <radialGradient id="win" cx="0.15" cy="0.2" r="0.6"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.9"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
  <radialGradient id="face" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="${skin}" stop-opacity="1"/><stop offset="0.75" stop-color="${skin}"/><stop offset="1" stop-color="#6d4630"/></radialGradient>
  <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a4c33"/><stop offset="0.5" stop-color="${skin}"/></linearGradient>
  <linearGradient id="top" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${top}"/><stop offset="1" stop-color="#123036"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect width="${w}" height="${h}" fill="url(#win)"/>
<rect x="${w * 0.72}" y="${h * 0.08}" width="${w * 0.22}" height="${h * 0.5}" fill="#6b5a4c" opacity="0.35"/>
<path d="M${cx - 250 * s} ${cy + 20 * s} C ${cx - 330 * s} ${cy - 260 * s}, ${cx + 330 * s} ${cy - 260 * s}, ${cx + 250 * s} ${cy + 40 * s} L ${cx + 260 * s} ${cy + 300 * s} L ${cx - 260 * s} ${cy + 300 * s} Z" fill="${hair}"/>
<path d="M${cx - 70 * s} ${cy + 150 * s} L${cx - 80 * s} ${cy + 330 * s} L${cx + 80 * s} ${cy + 330 * s} L${cx + 70 * s} ${cy + 150 * s} Z" fill="url(#neck)"/>
<path d="M${cx - 440 * s} ${h} C ${cx - 430 * s} ${cy + 360 * s}, ${cx - 250 * s} ${cy + 300 * s}, ${cx - 90 * s} ${cy + 290 * s} Q ${cx} ${cy + 380 * s} ${cx + 90 * s} ${cy + 290 * s} C ${cx + 250 * s} ${cy + 300 * s}, ${cx + 430 * s} ${cy + 360 * s}, ${cx + 440 * s} ${h} Z" fill="url(#top)"/>
<ellipse cx="${cx - 178 * s}" cy="${cy + 10 * s}" rx="${26 * s}" ry="${46 * s}" fill="${skin}"/>
<ellipse cx="${cx + 178 * s}" cy="${cy + 10 * s}" rx="${26 * s}" ry="${46 * s}" fill="#8a5a3e"/>
<ellipse cx="${cx}" cy="${cy}" rx="${178 * s}" ry="${228 * s}" fill="url(#face)"/>
<path d="M${cx - 190 * s} ${cy - 40 * s} C ${cx - 200 * s} ${cy - 250 * s}, ${cx + 200 * s} ${cy - 270 * s}, ${cx + 192 * s} ${cy - 30 * s} C ${cx + 120 * s} ${cy - 150 * s}, ${cx - 60 * s} ${cy - 170 * s}, ${cx - 190 * s} ${cy - 40 * s} Z" fill="${hair}"/>
<path d="M${cx - 120 * s} ${cy - 58 * s} q ${45 * s} ${-22 * s} ${88 * s} ${-4 * s}" stroke="${hair}" stroke-width="${11 * s}" fill="none" stroke-linecap="round"/>
<path d="M${cx + 32 * s} ${cy - 62 * s} q ${45 * s} ${-18 * s} ${88 * s} ${4 * s}" stroke="${hair}" stroke-width="${11 * s}" fill="none" stroke-linecap="round"/>
${[-1, 1]
  .map(
    (d) => `<ellipse cx="${cx + d * 72 * s}" cy="${cy - 12 * s}" rx="${30 * s}" ry="${15 * s}" fill="#f5efe8"/>
<circle cx="${cx + d * 72 * s}" cy="${cy - 12 * s}" r="${13 * s}" fill="#3b2416"/>
<circle cx="${cx + d * 72 * s}" cy="${cy - 12 * s}" r="${6 * s}" fill="#0d0705"/>
<circle cx="${cx + d * 72 * s + 4 * s}" cy="${cy - 16 * s}" r="${3 * s}" fill="#ffffff"/>`,
  )
  .join('')}
<path d="M${cx - 6 * s} ${cy + 10 * s} Q ${cx - 26 * s} ${cy + 70 * s} ${cx - 4 * s} ${cy + 78 * s} Q ${cx + 14 * s} ${cy + 84 * s} ${cx + 26 * s} ${cy + 74 * s}" stroke="#7d4d34" stroke-width="${5 * s}" fill="none" stroke-linecap="round"/>
<path d="M${cx - 62 * s} ${cy + 128 * s} Q ${cx} ${cy + 168 * s} ${cx + 62 * s} ${cy + 128 * s} Q ${cx} ${cy + 146 * s} ${cx - 62 * s} ${cy + 128 * s} Z" fill="#8e3b3b"/>
<ellipse cx="${cx - 100 * s}" cy="${cy + 70 * s}" rx="${36 * s}" ry="${20 * s}" fill="#d46a5a" opacity="0.18"/>
<ellipse cx="${cx + 100 * s}" cy="${cy + 70 * s}" rx="${36 * s}" ry="${20 * s}" fill="#d46a5a" opacity="0.18"/>
</svg>`;
  const raw = await sharp(Buffer.from(svg)).blur(1.1).raw().toBuffer({ resolveWithObject: true });
  // grain, so the encoder and the crop see something like a photo rather than flat colour
  const { data, info } = raw;
  const random = seededRandom(12345);
  for (let i = 0; i < data.length; i++) {
    if (info.channels === 4 && i % 4 === 3) continue;
    data[i] = Math.max(0, Math.min(255, data[i]! + Math.floor(random() * 13) - 6));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .removeAlpha()
    .jpeg({ quality: 88 })
    .toBuffer();
}
