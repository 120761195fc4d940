import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages export TypeScript source; let Vite compile them with the app.
  ssr: { noExternal: [/^@agrolease\//] },
});
