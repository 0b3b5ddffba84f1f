// The face detector's piscina worker (see face-detect.ts, which prepares the pixels). Plain JavaScript: a worker
// thread does not inherit the TypeScript loader. SSD MobileNet v1 from @vladmandic/face-api on TensorFlow.js'
// WASM backend; the weights are read from the package's model/ folder, the .wasm from
// @tensorflow/tfjs-backend-wasm's dist/ folder: nothing is fetched.
import { createRequire } from 'node:module';
import path from 'node:path';

// What TensorFlow.js prints about its platform and backend is dropped: it is not a structured log line, and a
// failed detection comes back as its rejection.
const quiet = () => {};
Object.assign(console, { log: quiet, info: quiet, warn: quiet, error: quiet });

const require = createRequire(import.meta.url);
let loading = null;

function detector() {
  loading ??= (async () => {
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
    await faceapi.tf.setBackend('wasm');
    await faceapi.tf.ready();
    faceapi.tf.enableProdMode();
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(
      path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'),
    );
    return faceapi;
  })();
  return loading;
}

/** { pixels: Uint8Array (RGB), width, height, minScore } → [{ x, y, width, height, score }] (fractions of the image). */
export default async function detect({ pixels, width, height, minScore }) {
  const faceapi = await detector();
  const input = faceapi.tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(
      input,
      new faceapi.SsdMobilenetv1Options({ minConfidence: minScore, maxResults: 20 }),
    );
    return found.map(({ box, score }) => ({
      x: box.x / width,
      y: box.y / height,
      width: box.width / width,
      height: box.height / height,
      score,
    }));
  } finally {
    input.dispose();
  }
}
