// The render pool's worker thread when the server runs from its TypeScript sources (npm start, tests). Plain
// JavaScript: a worker thread does not get the process's TypeScript loader (`--import tsx` does not reach
// piscina's threads on Node 20), so worker.ts is loaded through tsx's scoped import, which touches nothing else.
// The production bundle does not use this file: worker.ts is compiled to dist/server/render-worker.js.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./worker.ts', import.meta.url);
export default worker.default;
