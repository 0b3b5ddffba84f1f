// The HEIC decoder's worker thread (see decodeHeic in photos.ts). Plain JavaScript: a worker thread does not
// inherit the TypeScript loader. heic-decode drives libheif compiled to WASM (libheif-js, HEVC by libde265),
// bundled in the package: nothing is fetched.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
let heicDecode = null;

/**
 * { id, buffer: Uint8Array, maxPixels } → { id, result: { width, height, pixels: RGBA Uint8Array } }, or
 * { id, result: { width, height } } without pixels when width x height is over maxPixels (nothing decoded).
 */
parentPort.on('message', async ({ id, buffer, maxPixels }) => {
  let images = null;
  try {
    heicDecode ??= require('heic-decode');
    images = await heicDecode.all({ buffer }); // reads the container only: sizes, no pixels yet
    const image = images[0];
    if (image.width * image.height > maxPixels) {
      parentPort.postMessage({ id, result: { width: image.width, height: image.height } });
      return;
    }
    const { width, height, data } = await image.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const own = pixels.byteLength === pixels.buffer.byteLength ? pixels : pixels.slice();
    parentPort.postMessage({ id, result: { width, height, pixels: own } }, [own.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  } finally {
    images?.dispose();
  }
});
