/**
 * `npm run build:server`: compiles the server to plain JavaScript in dist/server (decision 049), so production runs
 * `node dist/server/main.js` with no TypeScript loader: no tsx, no transpiling at start.
 *
 * esbuild bundles src/server/main.ts (with src/core, content and the path aliases of tsconfig.json) and the render
 * worker (dist/server/render-worker.js). npm packages stay external: node_modules is read at run time as
 * before. Code splitting keeps what the sources load lazily (the cover renderer, the AI SDK, Talk...) in chunks
 * loaded on first use, so idle memory stays as low as with `npm start`.
 *
 * Files the server reads beside its own sources (the SQL migrations, the HEIC and face-detection workers, which are
 * plain .mjs) stay where they are: each `import.meta.url` of a source file becomes that file's own address,
 * written relative to the bundle, so `new URL('./x', import.meta.url)` finds the same file from dist as from src.
 * A production image therefore ships the repository (src, content, node_modules) with dist, as `npm start` does.
 *
 *   node --import tsx scripts/build-server.ts [--outdir dist/server]
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = process.argv.indexOf('--outdir');
const outdir = path.resolve(root, arg > 0 ? process.argv[arg + 1]! : 'dist/server');

/** The render pool keeps the bundle's own address: it loads render-worker.js from beside main.js. */
const KEEPS_OWN_URL = new Set([path.join(root, 'src/server/render/pool.ts')]);

const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url') || KEEPS_OWN_URL.has(args.path)) return undefined;
      const rel = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** JSON files of packages (word lists) are bundled: Node would want an import attribute for them. */
const require = createRequire(import.meta.url);
const packageJson: Plugin = {
  name: 'package-json',
  setup(b) {
    b.onResolve({ filter: /^[^./].*\.json$/ }, (args) => ({ path: require.resolve(args.path, { paths: [root] }) }));
  },
};

const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'render-worker': 'src/server/render/worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.server.json',
  sourcemap: true,
  define: { __SERVER_BUNDLE__: 'true' },
  logLevel: 'warning',
  metafile: true,
  plugins: [packageJson, sourceUrls],
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.warn(
  `server built into ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms ` +
    `(${Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length} files, ${Math.round(bytes / 1024)} KB with source maps)`,
);
