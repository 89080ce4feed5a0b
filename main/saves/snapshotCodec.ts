import { deflateSync, inflateSync } from 'node:zlib';
import { SaveError } from './errors';

/**
 * Format 5: snapshots after the start are stored deflated (zlib) as BLOBs. A Grand Campaign keeps
 * several hundred seek-point snapshots (one per 25 entries), nearly all of a long game's file as
 * JSON text; their JSON shrinks about ten-fold. Text snapshots (the start, and every snapshot of a
 * file written before format 5) are still read as they are.
 */
export type StoredSnapshot = string | Buffer | Uint8Array;

/** No stored state inflates past this: a hostile file cannot make the host allocate without bound. */
export const MAX_SNAPSHOT_BYTES = 64 * 1024 * 1024;

export function encodeSnapshot(json: string): Buffer {
  return deflateSync(Buffer.from(json, 'utf8'));
}

/** The snapshot's JSON text, whichever way it was stored; a damaged or oversized blob is a `damaged` save. */
export function decodeSnapshot(stored: StoredSnapshot, location: string, what: string): string {
  if (typeof stored === 'string') return stored;
  try {
    return inflateSync(stored, { maxOutputLength: MAX_SNAPSHOT_BYTES }).toString('utf8');
  } catch (err) {
    throw new SaveError('damaged', location, `${what} in the save cannot be unpacked.`, { cause: err });
  }
}
