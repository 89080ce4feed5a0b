import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { notBuiltOptionsOn } from '../../shared/model';
import { MAX_SAVE_TRANSFER_BYTES, type ClientMessage, type SaveSummaryMessage } from '../../shared/protocol';
import { isSaveError, SAVE_EXTENSION, type SaveSummary } from '../saves';
import type { GameSaveStore } from './gameSaves';

/** A save file arriving over the protocol in base64 chunks, held by the host until the last one. */
export interface Upload {
  readonly id: string;
  readonly fileName: string;
  readonly total: number;
  readonly chunks: readonly string[];
  readonly chars: number;
}

/** Base64 characters of the largest file accepted (4 characters per 3 bytes, padded). */
const MAX_UPLOAD_CHARS = Math.ceil(MAX_SAVE_TRANSFER_BYTES / 3) * 4;

export function summaryMessage(s: SaveSummary): SaveSummaryMessage {
  return {
    id: s.id,
    name: s.name,
    scenario: s.scenario,
    gameDate: s.gameDate,
    phaseLabel: s.phaseLabel,
    powers: [...s.powers],
    updatedAt: s.updatedAt,
    entries: s.entries,
    sizeBytes: s.sizeBytes,
    unbuiltOptions: unbuiltOptions(s.options),
  };
}

/**
 * Optional rules a save has switched on that the engine does not build. New games refuse them,
 * but a save written before the option statuses existed may carry one; it loads and plays, the
 * rule doing nothing, and the save browser says so instead of letting it look in force.
 */
export function unbuiltOptions(options: SaveSummary['options']): string[] {
  const rules = options['rules'];
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return [];
  const flags: Record<string, boolean> = {};
  for (const [id, on] of Object.entries(rules)) if (on === true) flags[id] = true;
  return notBuiltOptionsOn(flags).map((o) => `${o.rule} ${o.title}`);
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A SaveError about `location` retold about the file the player chose, without the host's temporary path. */
function aboutUpload(err: unknown, fileName: string): string {
  if (isSaveError(err)) return `${fileName}: ${err.problem}`;
  return `${fileName}: ${errorText(err)}`;
}

function withTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-transfer-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A consistent copy of a save as base64, for a download. */
export function exportSave(store: GameSaveStore, saveId: string): { ok: true; fileName: string; data: string } | { ok: false; message: string } {
  try {
    return withTempDir((dir) => {
      const file = path.join(dir, `${saveId}${SAVE_EXTENSION}`);
      store.exportTo(saveId, file);
      const size = statSync(file).size;
      if (size > MAX_SAVE_TRANSFER_BYTES) {
        return { ok: false as const, message: `The save is ${Math.ceil(size / 1048576)} MB, more than the ${MAX_SAVE_TRANSFER_BYTES / 1048576} MB that can be sent; copy its file from the saves folder instead.` };
      }
      return { ok: true as const, fileName: path.basename(file), data: readFileSync(file).toString('base64') };
    });
  } catch (err) {
    return { ok: false, message: errorText(err) };
  }
}

export type ChunkResult =
  | { kind: 'more'; upload: Upload }
  | { kind: 'done'; upload: undefined; save: SaveSummaryMessage }
  | { kind: 'refused'; upload: undefined; message: string };

/**
 * One chunk of an upload. Chunk 0 starts a new upload; the others must follow in order. The
 * last one writes the file to a temporary folder, lets the store validate and copy it in (the
 * existing saves are never touched), and checks the new save loads; a save that does not is
 * removed again and the reason given, naming the player's file.
 */
export function importChunk(store: GameSaveStore, upload: Upload | undefined, m: Extract<ClientMessage, { type: 'importSaveChunk' }>): ChunkResult {
  const refuse = (message: string): ChunkResult => ({ kind: 'refused', upload: undefined, message });
  const fileName = path.basename(m.fileName ?? upload?.fileName ?? 'upload.eiasave');
  if (m.index === 0) upload = { id: m.uploadId, fileName, total: m.total, chunks: [], chars: 0 };
  if (!upload || upload.id !== m.uploadId || upload.total !== m.total || upload.chunks.length !== m.index) {
    return refuse('The upload arrived out of order; choose the file again.');
  }
  const chars = upload.chars + m.data.length;
  if (chars > MAX_UPLOAD_CHARS) return refuse(`${upload.fileName} is larger than ${MAX_SAVE_TRANSFER_BYTES / 1048576} MB, the most a save upload may be.`);
  const next: Upload = { ...upload, chunks: [...upload.chunks, m.data], chars };
  if (next.chunks.length < next.total) return { kind: 'more', upload: next };

  const bytes = Buffer.from(next.chunks.join(''), 'base64');
  return withTempDir((dir) => {
    const file = path.join(dir, next.fileName.endsWith(SAVE_EXTENSION) ? next.fileName : `${next.fileName}${SAVE_EXTENSION}`);
    writeFileSync(file, bytes);
    let summary: SaveSummary;
    try {
      summary = store.importFrom(file);
    } catch (err) {
      return refuse(aboutUpload(err, next.fileName));
    }
    try {
      const opened = store.open(summary.id);
      try {
        opened.load();
      } finally {
        opened.close();
      }
    } catch (err) {
      store.remove(summary.id);
      return refuse(aboutUpload(err, next.fileName));
    }
    return { kind: 'done' as const, upload: undefined, save: summaryMessage(summary) };
  });
}
