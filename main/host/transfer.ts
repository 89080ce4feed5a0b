import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { notBuiltOptionsOn, type OptionCatalogue } from '../../shared/model';
import { MAX_SAVE_TRANSFER_BYTES, type ClientMessage, type SaveSummaryMessage } from '../../shared/protocol';
import { isSaveError, SAVE_EXTENSION, type SaveSummary } from '../saves';
import { publicError } from './publicError';
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
export function unbuiltOptions(options: SaveSummary['options'], catalogue?: OptionCatalogue): string[] {
  const rules = options['rules'];
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return [];
  const flags: Record<string, boolean> = {};
  for (const [id, on] of Object.entries(rules)) if (on === true) flags[id] = true;
  return notBuiltOptionsOn(flags, catalogue).map((o) => `${o.rule} ${o.title}`);
}

/** A SaveError about `location` retold about the file the player chose, without the host's temporary path. */
export function aboutUpload(err: unknown, fileName: string): string {
  if (isSaveError(err)) return `${fileName}: ${err.problem}`;
  return `${fileName}: ${publicError(err)}`;
}

function withTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-transfer-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A consistent copy of a save's file, for a download (the host sends it in chunks). */
export function exportSave(store: GameSaveStore, saveId: string): { ok: true; fileName: string; data: Buffer } | { ok: false; message: string } {
  try {
    return withTempDir((dir) => {
      const file = path.join(dir, `${saveId}${SAVE_EXTENSION}`);
      store.exportTo(saveId, file);
      const size = statSync(file).size;
      if (size > MAX_SAVE_TRANSFER_BYTES) {
        return { ok: false as const, message: `The save is ${Math.ceil(size / 1048576)} MB, more than the ${MAX_SAVE_TRANSFER_BYTES / 1048576} MB that can be sent; copy its file from the saves folder instead.` };
      }
      return { ok: true as const, fileName: path.basename(file), data: readFileSync(file) };
    });
  } catch (err) {
    return { ok: false, message: publicError(err) };
  }
}

export type ChunkResult =
  | { kind: 'more'; upload: Upload }
  | { kind: 'complete'; upload: undefined; fileName: string; bytes: Buffer }
  | { kind: 'refused'; upload: undefined; message: string };

/**
 * One chunk of an upload. Chunk 0 starts a new upload; the others must follow in order. The
 * last one gives the whole file; `heldByOthers` (base64 characters other clients' unfinished
 * uploads hold) and `totalCap` keep all uploads together within the host's memory budget.
 */
export function addChunk(upload: Upload | undefined, m: Extract<ClientMessage, { type: 'importSaveChunk' }>, heldByOthers: number, totalCap: number): ChunkResult {
  const refuse = (message: string): ChunkResult => ({ kind: 'refused', upload: undefined, message });
  const fileName = path.basename(m.fileName ?? upload?.fileName ?? 'upload.eiasave');
  if (m.index === 0) upload = { id: m.uploadId, fileName, total: m.total, chunks: [], chars: 0 };
  if (!upload || upload.id !== m.uploadId || upload.total !== m.total || upload.chunks.length !== m.index) {
    return refuse('The upload arrived out of order or was forgotten after a pause; choose the file again.');
  }
  const chars = upload.chars + m.data.length;
  if (chars > MAX_UPLOAD_CHARS) return refuse(`${upload.fileName} is larger than ${MAX_SAVE_TRANSFER_BYTES / 1048576} MB, the most a save upload may be.`);
  if (heldByOthers + chars > totalCap) return refuse('The host is receiving too many files at once; try again in a minute.');
  const next: Upload = { ...upload, chunks: [...upload.chunks, m.data], chars };
  if (next.chunks.length < next.total) return { kind: 'more', upload: next };
  return { kind: 'complete', upload: undefined, fileName: next.fileName, bytes: Buffer.from(next.chunks.join(''), 'base64') };
}

/**
 * Adds an uploaded file as a new save: written to a temporary folder, checked by the store
 * (header, ownership, schema, format, integrity, migration) and copied in; existing saves are
 * never touched. The caller then proves it (`proveSave`) and removes it if it does not replay.
 * Errors name the player's file, never a path of the host.
 */
export function importFile(store: GameSaveStore, fileName: string, bytes: Buffer): { ok: true; summary: SaveSummary } | { ok: false; message: string } {
  return withTempDir((dir) => {
    const file = path.join(dir, fileName.endsWith(SAVE_EXTENSION) ? fileName : `${fileName}${SAVE_EXTENSION}`);
    writeFileSync(file, bytes);
    try {
      return { ok: true as const, summary: store.importFrom(file) };
    } catch (err) {
      return { ok: false as const, message: aboutUpload(err, fileName) };
    }
  });
}
