// Bundles Electron main and the sandboxed preload (which must be a single file) into dist-electron/.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node22', external: ['electron'], sourcemap: true, logLevel: 'warning' };
await build({ ...common, entryPoints: ['main/main.ts'], outfile: 'dist-electron/main.cjs' });
await build({ ...common, entryPoints: ['main/preload.ts'], outfile: 'dist-electron/preload.cjs' });
console.log('Built dist-electron/main.cjs and dist-electron/preload.cjs');
