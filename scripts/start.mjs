// Launches the built app in Electron; where no Electron binary can be had, says so in one line and points to the browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const NO_ELECTRON =
  'Sightline: the Electron binary is not installed and cannot be downloaded on this machine; run `npm run web` to use Sightline in your browser.';

function electronBinary() {
  let dir;
  try {
    dir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(dir, 'path.txt');
  const present = () => existsSync(pathFile) && existsSync(path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim()));
  if (!present()) {
    // Electron 45+ fetches its binary on first launch; try once, quietly, with a time limit.
    spawnSync(process.execPath, [path.join(dir, 'install.js')], { stdio: 'ignore', timeout: 180_000, env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' } });
  }
  return present() ? path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim()) : null;
}

const bin = electronBinary();
if (!bin) {
  console.error(NO_ELECTRON);
  process.exit(1);
}
// Anything after `npm start --` (a layout file to open) goes to the app; npm runs this from the project directory,
// so file names are resolved against the directory npm was started in.
const from = process.env.INIT_CWD ?? process.cwd();
const passed = process.argv.slice(2).map((a) => (a.startsWith('-') ? a : path.resolve(from, a)));
const child = spawn(bin, ['.', ...passed], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
