import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The contract package builds its zod schemas at module level, which a bundler must keep unless told the
 * modules have no side effects. They have none, so a screen that only needs a constant or a message does
 * not pull zod into its chunk. (Same effect as `"sideEffects": false` in the contract's package.json.)
 */
function contractHasNoSideEffects(): Plugin {
  return {
    name: 'prepshelf:contract-has-no-side-effects',
    transform: {
      filter: { id: /packages[\\/]contract[\\/]src[\\/]/ },
      handler(code) {
        return { code, map: null, moduleSideEffects: false };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), contractHasNoSideEffects()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
