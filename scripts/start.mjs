// `npm start`: the Electron app when its binary is installed, otherwise browser mode.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

// Finds the Electron binary without require('electron'), which would try to download it.
function electronBinary() {
  try {
    const dir = path.dirname(require.resolve('electron/package.json'));
    const pathFile = path.join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null; // never downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD, no network)
    const rel = readFileSync(pathFile, 'utf8').trim();
    const base = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(dir, 'dist');
    const bin = path.join(base, rel);
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

function run(cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}

const bin = electronBinary();
if (bin) {
  run(bin, ['.', ...process.argv.slice(2)]);
} else {
  console.log('Electron is not installed on this machine (`npx install-electron` downloads it); starting browser mode instead, open the URL below.');
  run(process.execPath, ['dist/main/serve.js', ...process.argv.slice(2)]);
}
