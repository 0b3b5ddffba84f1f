import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The stylesheet goes into index.html as a <style> (about 14 KB compressed): the first paint waits for no second
 * request (Lighthouse's render-blocking CSS on / and /share/{id}). The .css file stays in dist for anything that
 * still asks for it. The display font's latin file is preloaded: it arrives before the welcome's heading is drawn,
 * so the heading does not change size (and push the form down) when it swaps in from the fallback serif.
 */
const PRELOADED_FONTS = [/^assets\/dm-serif-display-latin-400-normal-[\w-]+\.woff2$/];

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

// The web app lives in src/web; the server serves the built files from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineStylesheet()],
  // Path aliases (@core, @content, @web) come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/share-images': 'http://localhost:3000',
    },
  },
});
