import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress-assets.ts';

export default defineConfig({
  plugins: [reactRouter(), precompressAssets()],
  // Workspace packages export TypeScript source; let Vite compile them with the app.
  ssr: { noExternal: [/^@agrolease\//] },
  build: { modulePreload: false },
});
