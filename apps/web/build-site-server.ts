/**
 * The production server as plain JavaScript (decision 0158): `npm run build` bundles server.ts
 * with the gateway and the workspace packages into build/site/, and `node
 * apps/web/build/site/server.js` starts it without tsx. Compiling TypeScript on the fly kept
 * each process's module sources a second time in tsx's loader thread and an inline source map
 * of every module in Node's source map cache: some 300 MB of a worker's 560 MB once ready.
 * Packages under node_modules stay imports; development (`npm run dev`) and the gateway's own
 * entry still run through tsx.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const webRoot = dirname(fileURLToPath(import.meta.url));

/**
 * Each module's `import.meta.url` stays the address of its source file: files are found beside
 * the sources (the migrations, the page build, fonts through createRequire), not beside the bundle.
 */
function sourceLocation(): Plugin {
  return {
    name: 'agrolease-source-location',
    transform(code, id) {
      if (!/\.[cm]?ts$/.test(id) || !code.includes('import.meta.url')) return undefined;
      return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)), map: null };
    },
  };
}

await build({
  configFile: false,
  root: webRoot,
  logLevel: 'warn',
  plugins: [sourceLocation()],
  ssr: { noExternal: [/^@agrolease\//] },
  build: {
    ssr: true,
    outDir: join(webRoot, 'build/site'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    // Cyrillic escaped: V8 then keeps the bundle's source one byte a character (decision 0191).
    rollupOptions: {
      input: { server: join(webRoot, 'server.ts') },
      output: { charset: 'ascii', comments: false },
    },
  },
});
