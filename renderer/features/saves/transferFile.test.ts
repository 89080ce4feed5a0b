import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64, uploadChunks, uploadProblem } from './transferFile';

describe('save file transfer helpers (issue 8)', () => {
  it('base64 of a file larger than one slice matches a one-go encoding and decodes back', () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 7919) % 256);
    const text = toBase64(bytes);
    expect(text).toBe(btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')));
    expect(fromBase64(text)).toEqual(bytes);
  });

  it('cuts an upload into chunks that join back to the text', () => {
    const chunks = uploadChunks('A'.repeat(25), 10);
    expect(chunks.map((c) => c.length)).toEqual([10, 10, 5]);
    expect(uploadChunks('')).toEqual(['']);
  });

  it('refuses empty and oversized files before reading them', () => {
    expect(uploadProblem({ name: 'a.eiasave', size: 0 })).toContain('empty');
    expect(uploadProblem({ name: 'a.eiasave', size: 40 * 1048576 })).toContain('at most 32 MB');
    expect(uploadProblem({ name: 'a.eiasave', size: 5000 })).toBeNull();
  });
});
