import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './precompress-assets.ts';

/**
 * The server build escapes its Cyrillic (`\u0410`): V8 keeps a module's source for as long as the
 * process runs, and a source with one character beyond ASCII is kept two bytes a character
 * (decision 0191). The browser's chunks stay UTF-8, which is shorter on the wire.
 */
function asciiServerBuild(): Plugin {
  return {
    name: 'agrolease:ascii-server-build',
    configEnvironment(name) {
      if (name === 'ssr')
        return { build: { rollupOptions: { output: { charset: 'ascii', comments: false } } } };
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompressAssets(), asciiServerBuild()],
  // Workspace packages export TypeScript source; let Vite compile them with the app. The icon
  // set is bundled too, so the server keeps the icons the pages use, not all 6 000 (decision 0158).
  ssr: { noExternal: [/^@agrolease\//, '@tabler/icons-react'] },
  build: { modulePreload: false },
});
