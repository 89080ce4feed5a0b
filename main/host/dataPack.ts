import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDataPack, type LoadedData, type PackError } from '../../shared/data/pack';
import { gameDataFromMap, type GameData } from '../../shared/engine';
import { canonicalHash } from '../saves';

/** The data games are played with: shipped, or shipped with a player's pack over it. */
export interface ActiveData {
  /** 'shipped', or the pack folder's name. */
  readonly id: string;
  readonly folder: string | null;
  /** Content hash recorded in every save (a game is defined by its data). */
  readonly hash: string;
  readonly loaded: LoadedData;
  readonly game: GameData;
}

const MAX_FILES = 200;
const MAX_DEPTH = 4;

/**
 * Issue 14 Where a file stops being JSON, never what it holds: the engine's message quotes the
 * start of the text, which for a file that is not JSON at all (a key, a password) must not leave
 * the host.
 */
function jsonProblem(err: unknown): string {
  const text = err instanceof Error ? err.message : '';
  const at = /position (\d+)/.exec(text) ?? /line (\d+) column (\d+)/.exec(text);
  if (!at) return 'it does not parse';
  return at.length === 3 ? `it stops parsing at line ${at[1]}, column ${at[2]}` : `it stops parsing at character ${at[1]}`;
}

/** Reads every `.json` file below `folder` (paths relative, with '/'); unreadable JSON is an error. */
export function readPackFolder(folder: string): { files: Record<string, unknown>; errors: PackError[] } {
  const files: Record<string, unknown> = {};
  const errors: PackError[] = [];
  const walk = (dir: string, depth: number) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const rel = path.relative(folder, full).split(path.sep).join('/');
      // Links are not followed (a loop would never end) and the tree is shallow, like assets/.
      const info = lstatSync(full);
      if (info.isSymbolicLink()) continue;
      if (info.isDirectory()) {
        if (depth < MAX_DEPTH) walk(full, depth + 1);
      } else if (name.endsWith('.json')) {
        if (Object.keys(files).length >= MAX_FILES) {
          errors.push({ file: rel, path: '', expected: `at most ${MAX_FILES} files in a pack` });
          continue;
        }
        try {
          files[rel] = JSON.parse(readFileSync(full, 'utf8'));
        } catch (err) {
          errors.push({ file: rel, path: '', expected: `valid JSON (${jsonProblem(err)})` });
        }
      }
    }
  };
  try {
    if (!statSync(folder).isDirectory()) throw new Error('not a folder');
    walk(folder, 0);
  } catch (err) {
    const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : 'unreadable';
    errors.push({ file: path.basename(folder), path: '', expected: `a folder of JSON files (${code === 'ENOENT' ? 'there is no such folder' : code === 'EACCES' ? 'it cannot be read' : err instanceof Error && err.message === 'not a folder' ? 'it is a file' : code})` });
  }
  return { files, errors };
}

/** Loads the shipped data (folder null) or a pack over it; every problem is listed, nothing half-applied. */
export function loadActiveData(folder: string | null): { ok: true; data: ActiveData } | { ok: false; errors: PackError[] } {
  const read = folder === null ? { files: {}, errors: [] } : readPackFolder(folder);
  if (read.errors.length > 0) return { ok: false, errors: read.errors };
  const parsed = parseDataPack(read.files);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return {
    ok: true,
    data: {
      id: folder === null ? 'shipped' : path.basename(folder),
      folder,
      hash: canonicalHash({ map: parsed.data.map.data, charts: parsed.data.charts, forces: parsed.data.forces }),
      loaded: parsed.data,
      game: gameDataFromMap(parsed.data.map),
    },
  };
}
