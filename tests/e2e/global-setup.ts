// Serves the built renderer (dist/renderer) on a free localhost port for the end-to-end tests. Each test worker starts
// its own Chromium (launch() in browser.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // SIGHTLINE_DIST lets several builds be tested side by side (absolute path); the default is what `vite build` writes.
  const outDir = process.env.SIGHTLINE_DIST ?? path.resolve('dist/renderer');
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} is missing: run \`vite build\` first (npm run test:e2e does).`);
  const server = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 4317, strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseUrl', url);
  return async () => {
    await server.close();
  };
}
