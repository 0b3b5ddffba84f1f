// The HEIC decoder's piscina worker (see decodeHeic in photos.ts). Plain JavaScript: a worker thread does not
// inherit the TypeScript loader. heic-decode drives libheif compiled to WASM (libheif-js, HEVC by libde265),
// bundled in the package: nothing is fetched.
import { createRequire } from 'node:module';
import { move, transferableSymbol, valueSymbol } from 'piscina';

// What the WASM library prints ("Could not parse HEIF file...") is dropped: it is not a structured log line, and
// the job's error comes back as its rejection. Set before the library loads, which binds console's methods.
const quiet = () => {};
Object.assign(console, { log: quiet, info: quiet, warn: quiet, error: quiet });

const require = createRequire(import.meta.url);
let heicDecode = null;

/**
 * { buffer: Uint8Array, maxPixels } → { width, height, pixels: RGBA Uint8Array } (the pixels moved, not copied),
 * or { width, height } without pixels when width x height is over maxPixels (nothing decoded).
 */
export default async function decode({ buffer, maxPixels }) {
  let images = null;
  try {
    heicDecode ??= require('heic-decode');
    images = await heicDecode.all({ buffer }); // reads the container only: sizes, no pixels yet
    const image = images[0];
    if (image.width * image.height > maxPixels) return { width: image.width, height: image.height };
    const { width, height, data } = await image.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const own = pixels.byteLength === pixels.buffer.byteLength ? pixels : pixels.slice();
    const result = { width, height, pixels: own };
    return move({ [transferableSymbol]: own.buffer, [valueSymbol]: result });
  } finally {
    images?.dispose();
  }
}
