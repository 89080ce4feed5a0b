import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The app's version from package.json, looked up from the running file upwards. */
export function readAppVersion(fromFile: string): string {
  let dir = path.dirname(fromFile);
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'empires-in-arms' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // not here; keep climbing
    }
    dir = path.dirname(dir);
  }
  return '0.0.0-unknown';
}
