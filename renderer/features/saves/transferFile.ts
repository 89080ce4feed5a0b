import { MAX_SAVE_TRANSFER_BYTES, UPLOAD_CHUNK_CHARS, type HostMessage } from '../../../shared/protocol';
import type { GameClient } from '../game/gameClient';

/** Bytes as base64, converted a slice at a time (a whole file in one string call overflows the stack). */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  // A multiple of 3 bytes, so every slice encodes without padding but the last.
  const slice = 3 * 8192;
  for (let i = 0; i < bytes.length; i += slice) {
    parts.push(btoa(String.fromCharCode(...bytes.subarray(i, i + slice))));
  }
  return parts.join('');
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The pieces of an upload, each within the protocol's chunk size; at least one. */
export function uploadChunks(base64: string, size = UPLOAD_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < base64.length; i += size) chunks.push(base64.slice(i, i + size));
  return chunks.length > 0 ? chunks : [''];
}

/** Why a chosen file cannot be uploaded before reading it, or null. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_SAVE_TRANSFER_BYTES) return `${file.name} is ${Math.ceil(file.size / 1048576)} MB; a save upload may be at most ${MAX_SAVE_TRANSFER_BYTES / 1048576} MB.`;
  return null;
}

type Chunk = Extract<HostMessage, { type: 'saveFileChunk' }>;

/**
 * Issue 14 A save's export: the host sends the file in chunks (the first one answers the
 * request), each once this window has taken in the ones before. Resolves with the first answer
 * (a chunk, or the refusal) and the whole file once every chunk is in; rejects if they stop
 * coming for `stallMs`.
 */
export function downloadExport(client: GameClient, saveId: string, stallMs = 30_000): Promise<{ answer: Awaited<ReturnType<GameClient['request']>>; data: Uint8Array | null }> {
  const byRequest = new Map<string, Chunk[]>();
  let notify: (() => void) | null = null;
  const off = client.connection.onMessage((m) => {
    if (m.type !== 'saveFileChunk') return;
    const list = byRequest.get(m.requestId) ?? [];
    list[m.index] = m;
    byRequest.set(m.requestId, list);
    notify?.();
  });
  return (async () => {
    try {
      const answer = await client.request({ type: 'exportSave', saveId });
      if (answer.type !== 'saveFileChunk') return { answer, data: null };
      for (;;) {
        const got = byRequest.get(answer.requestId) ?? [];
        const complete = got.filter(Boolean).length === answer.total;
        if (complete) return { answer, data: fromBase64(got.map((c) => c.data).join('')) };
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('The export stopped coming from the host.')), stallMs);
          notify = () => {
            clearTimeout(timer);
            notify = null;
            resolve();
          };
        });
      }
    } finally {
      off();
    }
  })();
}
