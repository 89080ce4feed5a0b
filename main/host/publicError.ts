import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { isSaveError } from '../saves';

/**
 * Issue 14 An error as a client may read it: a save problem names the file, not the folder
 * it is in, and any absolute path left in a message is cut to its last part, so no client
 * learns where the host keeps its files.
 */
export function publicError(err: unknown): string {
  if (isSaveError(err)) return `${path.basename(err.location)}: ${err.problem}`;
  return withoutPaths(err instanceof Error ? err.message : String(err));
}

const ROOTS = [process.cwd(), homedir(), tmpdir()].filter((r) => r.length > 1);

/** Replaces absolute paths (POSIX or Windows) in `text` by their last part. */
export function withoutPaths(text: string): string {
  let out = text;
  for (const root of ROOTS) out = out.split(root).join('…');
  return out
    .replace(/(?:[A-Za-z]:)?[\\/](?:[^\s\\/'"`:;,()]+[\\/])+([^\s\\/'"`:;,()]*)/g, (_m, last: string) => `…/${last}`)
    .replace(/…[\\/]+/g, '…/');
}
