// Vite builds the renderer (served by `npm run web` and loaded by Electron from app://).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    // No inline scripts or styles: the CSP forbids them.
    assetsInlineLimit: 0,
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
});
