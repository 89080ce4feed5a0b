import { MAX_SAVE_TRANSFER_BYTES, UPLOAD_CHUNK_CHARS } from '../../../shared/protocol';

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
