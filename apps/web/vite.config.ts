import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress-assets.ts';

export default defineConfig({
  plugins: [reactRouter(), precompressAssets()],
  // Workspace packages export TypeScript source; let Vite compile them with the app. The icon
  // set is bundled too, so the server keeps the icons the pages use, not all 6 000 (decision 0158).
  ssr: { noExternal: [/^@agrolease\//, '@tabler/icons-react'] },
  build: { modulePreload: false },
});
