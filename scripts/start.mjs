// `npm start`: the Electron app when its binary is installed, otherwise browser mode.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    // The electron package exports the binary's path, and throws when the binary was never
    // downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD, or no network at install time).
    const bin = require('electron');
    return typeof bin === 'string' && existsSync(bin) ? bin : null;
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
  console.log('Electron is not installed on this machine; starting browser mode instead (open the URL below).');
  run(process.execPath, ['dist/main/serve.js', ...process.argv.slice(2)]);
}
