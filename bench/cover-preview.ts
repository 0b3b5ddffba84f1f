/**
 * Design previews: one cover per style, with the stand-in selfie and illustrated, into /tmp/covers-preview/
 * (plus a contact sheet, grid.png). Optional first argument: comma-separated role titles.
 *
 *   node --import tsx bench/cover-preview.ts ["Space Janitor,Cloud Sculptor"]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { makeTestPhoto, TEST_PHOTO_FACE } from '../src/server/features/covers/test-photo';
import { renderLocalPortrait, renderCover } from '../src/server/features/covers/render/index';
import { COVER_STYLES } from '../content/cover-copy';
import { buildCoverCopy, findRole } from '../src/core/cover-copy';
mkdirSync('/tmp/covers-preview', { recursive: true });
const photo = await makeTestPhoto();
const roleTitles = process.argv[2] ? process.argv[2].split(',') : ['Space Janitor', 'Synthetic Biology Safety Officer', 'Cloud Sculptor', 'AI Ethics Philosopher'];
const files: string[] = [];
let k = 0;
for (const style of COVER_STYLES) {
  for (const wp of [true, false]) {
    const roleTitle = roleTitles[k++ % roleTitles.length]!;
    const role = findRole(roleTitle) ?? { theme: 'tech' as const };
    const id = `preview-${style}-${wp}`;
    const copy = buildCoverCopy({ roleTitle, answers: { postcard: 'pc_orbiting_earth', bhag: 'carbon', purpose: 'drive_solve_puzzles', workplace: 'spaceship', superpower: wp ? 'Explaining anything to anyone in under a minute, because clarity is a kindness' : '' }, userName: wp ? 'Maya Lindqvist' : null, style, seed: id, date: new Date('2026-06-15') });
    const t0 = performance.now();
    const art = await renderLocalPortrait({ id, style, theme: role.theme, photo: wp ? { body: photo, focusX: TEST_PHOTO_FACE.x, focusY: TEST_PHOTO_FACE.y } : null });
    const png = await renderCover(art, { id, style, theme: role.theme, copy, brandName: 'FutureSelf', watermark: 'FutureSelf' });
    const f = `/tmp/covers-preview/${style}-${wp ? 'photo' : 'nophoto'}.png`;
    writeFileSync(f, png);
    files.push(f);
    console.log(f, (performance.now() - t0).toFixed(0), 'ms', png.length);
  }
}
const tiles = await Promise.all(files.map((f) => sharp(f).resize(540, 675).toBuffer()));
await sharp({ create: { width: 2160, height: 1350, channels: 3, background: '#fff' } }).composite(tiles.map((t, i) => ({ input: t, left: (Math.floor(i / 2)) * 540, top: (i % 2) * 675 }))).png().toFile('/tmp/covers-preview/grid.png');
