import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The stylesheet goes into index.html as a <style> (about 14 KB compressed): the first paint waits for no second
 * request (Lighthouse's render-blocking CSS on / and /share/{id}). The .css file stays in dist for anything that
 * still asks for it. The display font's latin file is preloaded: it arrives before the welcome's heading is drawn,
 * so the heading does not change size (and push the form down) when it swaps in from the fallback serif. So is the
 * body font's (Inter, latin): when it swapped in after the first paint, the whole page was styled and laid out again
 * with it, a long task in the middle of the page's start (decision 018); preloaded, it is in by the first layout.
 */
const PRELOADED_FONTS = [
  /^assets\/dm-serif-display-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
];

function inlineStylesheet(): Plugin {
  return {
    name: 'futureself:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {})
          .filter((f) => PRELOADED_FONTS.some((re) => re.test(f)))
          .map((f) => `<link rel="preload" as="font" type="font/woff2" href="/${f}" crossorigin>`);
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const css = ctx.bundle?.[file];
          return css?.type === 'asset'
            ? `${fonts.join('\n    ')}\n    <style>${String(css.source).replace(/<\/style/gi, '<\\/style')}</style>`
            : tag;
        });
      },
    },
  };
}

/**
 * Brotli (11) and gzip (9) copies of every text file the build writes, beside it (`x.js.br`, `x.js.gz`): the server
 * sends them as they are (src/server/http/static.ts) instead of compressing on its first requests. Not index.html,
 * which the server rewrites (brand, meta tags) and compresses itself.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'futureself:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.values(bundle)
          .filter((f) => /\.(js|css|svg|json|txt)$/.test(f.fileName))
          .map(async (f) => {
            const body = Buffer.from(f.type === 'chunk' ? f.code : f.source);
            if (body.length < 1024) return;
            const file = path.join(dir, f.fileName);
            const [b, g] = await Promise.all([
              br(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
          }),
      );
    },
  };
}

/**
 * The lists of files to preload with each lazy import (`__vite__mapDeps`, in the first JavaScript for the routes)
 * leave out what the importing chunk has already loaded: its own static imports, all of them in the page before it
 * runs. Same requests, fewer bytes in the entry script (decision 018).
 */
let builtBundle: Rollup.OutputBundle | undefined;
function rememberBundle(): Plugin {
  return {
    name: 'futureself:remember-bundle',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        builtBundle = bundle;
      },
    },
  };
}
function loadedWith(file: string): Set<string> {
  const seen = new Set([file]);
  const walk = (f: string) => {
    const chunk = builtBundle?.[f];
    if (chunk?.type !== 'chunk') return;
    for (const i of chunk.imports) {
      if (seen.has(i)) continue;
      seen.add(i);
      walk(i);
    }
  };
  walk(file);
  return seen;
}

// What both builds share: the web app lives in src/web (path aliases @core, @content, @web from tsconfig.json); the
// server serves the built files from dist/web.
const both = { root: 'src/web', resolve: { tsconfigPaths: true } };
const bothBuild = { outDir: '../../dist/web', sourcemap: false, target: 'es2022' };

/**
 * Two builds into dist/web (`npm run build` runs both):
 * - the web app (index.html), the default;
 * - `--mode pages`: what the two pages that paint before any of the app's JavaScript need (decision 057): the public
 *   share page's shell (share.html, with its own small stylesheet and its one small script; the server writes the
 *   page into it, src/server/features/share/page.ts) and the home page's first-screen stylesheet
 *   (assets/first-screen-*.css; scripts/prerender-home.tsx makes home.html from index.html with it). Built on their
 *   own, so the few modules the share page's script shares with the app do not change how the app's JavaScript is
 *   split into files.
 */
export default defineConfig(({ mode }) =>
  mode === 'pages'
    ? {
        ...both,
        publicDir: false,
        plugins: [tailwindcss(), inlineStylesheet(), precompress()],
        build: {
          ...bothBuild,
          emptyOutDir: false,
          modulePreload: false,
          rollupOptions: {
            input: {
              share: path.resolve(import.meta.dirname, 'src/web/share.html'),
              'first-screen': path.resolve(import.meta.dirname, 'src/web/features/journey/first-screen.css'),
            },
          },
        },
      }
    : {
        ...both,
        publicDir: 'public',
        plugins: [react(), tailwindcss(), inlineStylesheet(), precompress(), rememberBundle()],
        build: {
          ...bothBuild,
          emptyOutDir: true,
          // Every browser the app targets (es2022) knows <link rel="modulepreload">: no polyfill in the first
          // JavaScript.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps, { hostId, hostType }) => {
              if (hostType !== 'js' || !builtBundle) return deps;
              const loaded = loadedWith(hostId);
              return deps.filter((d) => !loaded.has(d));
            },
          },
        },
        server: {
          port: 5173,
          proxy: {
            '/api': 'http://localhost:3000',
            '/healthz': 'http://localhost:3000',
            '/share-images': 'http://localhost:3000',
          },
        },
      },
);
