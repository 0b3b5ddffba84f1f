/**
 * Design previews: one cover per style, with the stand-in selfie and illustrated, into /tmp/covers-preview/
 * (plus a contact sheet, grid.png). Optional first argument: comma-separated role titles.
 *
 *   node --import tsx bench/cover-preview.ts ["Space Janitor,Cloud Sculptor"]
 *
 * With --scripts: covers whose names and answers are in Arabic, Hebrew, Chinese, Japanese, Korean, Cyrillic/Greek/
 * Vietnamese/Hindi/Thai and emoji (scripts-*.png, scripts-grid.png), with the render time of each (first: its fonts
 * read from disk; then the median of 8 more, two per style) and the memory the extra fonts cost.
 *
 *   node --import tsx bench/cover-preview.ts --scripts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { makeTestPhoto, TEST_PHOTO_FACE } from '@server/features/covers/test-photo';
import { renderLocalPortrait, renderCover } from '@server/render/covers/index';
import { COVER_STYLES } from '@content/cover-copy';
import { buildCoverCopy, findRole } from '@core/cover-copy';
mkdirSync('/tmp/covers-preview', { recursive: true });
const photo = await makeTestPhoto();
if (process.argv.includes('--scripts')) {
  await scriptCovers();
  process.exit(0);
}
const roleTitles = process.argv[2]
  ? process.argv[2].split(',')
  : ['Space Janitor', 'Synthetic Biology Safety Officer', 'Cloud Sculptor', 'AI Ethics Philosopher'];
const files: string[] = [];
let k = 0;
for (const style of COVER_STYLES) {
  for (const wp of [true, false]) {
    const roleTitle = roleTitles[k++ % roleTitles.length]!;
    const role = findRole(roleTitle) ?? { theme: 'tech' as const };
    const id = `preview-${style}-${wp}`;
    const copy = buildCoverCopy({
      roleTitle,
      answers: {
        postcard: 'pc_orbiting_earth',
        bhag: 'carbon',
        purpose: 'drive_solve_puzzles',
        workplace: 'spaceship',
        superpower: wp ? 'Explaining anything to anyone in under a minute, because clarity is a kindness' : '',
      },
      userName: wp ? 'Maya Lindqvist' : null,
      style,
      seed: id,
      date: new Date('2026-06-15'),
    });
    const t0 = performance.now();
    const art = await renderLocalPortrait({
      id,
      style,
      theme: role.theme,
      photo: wp ? { body: photo, focusX: TEST_PHOTO_FACE.x, focusY: TEST_PHOTO_FACE.y } : null,
    });
    const png = await renderCover(art, {
      id,
      style,
      theme: role.theme,
      copy,
      brandName: 'FutureSelf',
      watermark: 'FutureSelf',
    });
    const f = `/tmp/covers-preview/${style}-${wp ? 'photo' : 'nophoto'}.png`;
    writeFileSync(f, png);
    files.push(f);
    console.log(f, (performance.now() - t0).toFixed(0), 'ms', png.length);
  }
}
const tiles = await Promise.all(files.map((f) => sharp(f).resize(540, 675).toBuffer()));
await sharp({ create: { width: 2160, height: 1350, channels: 3, background: '#fff' } })
  .composite(tiles.map((t, i) => ({ input: t, left: Math.floor(i / 2) * 540, top: (i % 2) * 675 })))
  .png()
  .toFile('/tmp/covers-preview/grid.png');

async function scriptCovers() {
  const SCRIPTS: [string, string, string][] = [
    ['latin', 'Maya Lindqvist', 'Explaining anything to anyone in under a minute, because clarity is a kindness'],
    ['arabic', 'ليلى أحمد', 'أشرح أي شيء لأي شخص في أقل من دقيقة، لأن الوضوح لطف 🚀'],
    ['hebrew', 'נועה כהן', 'אני מסבירה כל דבר לכל אחד בפחות מדקה, כי בהירות היא חסד'],
    ['chinese', '王小明', '我能在一分钟内向任何人解释任何事情，因为清晰是一种善意。😀'],
    ['japanese', '山田 花子', 'どんなことでも一分以内に誰にでも説明できます。明快さは優しさだから。'],
    ['korean', '김지우', '무엇이든 누구에게나 1분 안에 설명할 수 있어요. 명확함은 친절이니까요 👍🏽'],
    ['emoji', 'Maya 🦄✨', 'Making robots dance 🤖💃 and writing <b> & > on every 🇫🇷 postcard 👨‍👩‍👧'],
    ['mixed', 'Иван Петров', 'Ελληνικά, Tiếng Việt, हिन्दी और ไทย: I explain it in all of them'],
  ];
  const mb = () => process.memoryUsage().rss / 1024 / 1024;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const render = async (name: string, power: string, style: (typeof COVER_STYLES)[number], i: number) => {
    const id = `scripts-${i}`;
    const copy = buildCoverCopy({
      roleTitle: 'Space Janitor',
      answers: {
        postcard: 'pc_orbiting_earth',
        bhag: 'carbon',
        purpose: 'drive_solve_puzzles',
        workplace: 'spaceship',
        superpower: power,
      },
      userName: name,
      style,
      seed: id,
      date: new Date('2026-06-15'),
    });
    const art = await renderLocalPortrait({
      id,
      style,
      theme: 'space',
      photo: i % 2 ? { body: photo, focusX: TEST_PHOTO_FACE.x, focusY: TEST_PHOTO_FACE.y } : null,
    });
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const png = await renderCover(art, {
      id,
      style,
      theme: 'space',
      copy,
      brandName: 'FutureSelf',
      watermark: 'FutureSelf',
    });
    const c1 = process.cpuUsage(c0);
    return { png, ms: performance.now() - t0, cpu: (c1.user + c1.system) / 1000 };
  };
  // warm the renderer with a latin cover of every style first, so the figures below are the scripts' own cost
  for (const [i, style] of COVER_STYLES.entries())
    for (let k = 0; k < 2; k++) await render('Maya', 'Teleportation', style, i);
  const rss0 = mb();
  const files: string[] = [];
  console.log(`load average ${loadavg()[0]!.toFixed(1)}`);
  console.log(
    '| script | first cover: style, ms (fonts read) | then 8 covers, 2 per style: median ms | median CPU ms | RSS after MB |',
  );
  console.log('|---|---|---|---|---|');
  for (const [i, [script, name, power]] of SCRIPTS.entries()) {
    // the first cover reads the script's fonts; then two more of each style (the picture: one style per script)
    const style = COVER_STYLES[i % COVER_STYLES.length]!;
    const first = await render(name, power, style, i);
    const warm: { ms: number; cpu: number }[] = [];
    for (let k = 0; k < 2; k++) for (const s of COVER_STYLES) warm.push(await render(name, power, s, i));
    const f = `/tmp/covers-preview/scripts-${script}-${style}.png`;
    writeFileSync(f, first.png);
    files.push(f);
    console.log(
      `| ${script} | ${style}, ${first.ms.toFixed(0)} | ${median(warm.map((w) => w.ms)).toFixed(0)} | ${median(warm.map((w) => w.cpu)).toFixed(0)} | ${mb().toFixed(0)} |`,
    );
  }
  console.log(
    `load average ${loadavg()[0]!.toFixed(1)}. RSS: ${rss0.toFixed(0)} MB after the latin covers, ${mb().toFixed(0)} MB after every script's fonts were read (+${(mb() - rss0).toFixed(0)} MB).`,
  );
  const tiles = await Promise.all(files.map((f) => sharp(f).resize(540, 675).toBuffer()));
  await sharp({ create: { width: 2160, height: 1350, channels: 3, background: '#fff' } })
    .composite(tiles.map((t, i) => ({ input: t, left: (i % 4) * 540, top: Math.floor(i / 4) * 675 })))
    .png()
    .toFile('/tmp/covers-preview/scripts-grid.png');
}
