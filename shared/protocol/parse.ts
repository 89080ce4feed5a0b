import type { z } from 'zod';
import { MAX_CLIENT_MESSAGE_BYTES, type ProtocolError } from './common';
import { clientMessageSchema, type ClientMessage } from './clientMessages';
import { hostMessageSchema, type HostMessage } from './hostMessages';

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: ProtocolError; requestId?: string };

function requestIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { requestId?: unknown }).requestId;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

function parseWith<T>(schema: z.ZodType<T>, raw: string, maxBytes: number): ParseResult<T> {
  // Length in UTF-16 units bounds the byte length from below; check it before parsing.
  if (raw.length > maxBytes) {
    return { ok: false, error: { code: 'tooLarge', message: `Message of ${raw.length} characters exceeds ${maxBytes}.` } };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: { code: 'malformed', message: 'Message is not valid JSON.' } };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    const rid = requestIdOf(value);
    return {
      ok: false,
      ...(rid !== undefined ? { requestId: rid } : {}),
      error: { code: 'malformed', message: `Message rejected${where}: ${issue?.message ?? 'invalid'}.` },
    };
  }
  return { ok: true, message: parsed.data };
}

/** Validates a client's message as the host receives it (size cap, JSON, schema). */
export function parseClientMessage(raw: string): ParseResult<ClientMessage> {
  return parseWith(clientMessageSchema, raw, MAX_CLIENT_MESSAGE_BYTES);
}

/** Validates a host message as a client receives it. Views can be large; no tight cap. */
export function parseHostMessage(raw: string): ParseResult<HostMessage> {
  return parseWith(hostMessageSchema, raw, 64 * 1024 * 1024);
}

/**
 * What the Electron preload exposes to the renderer as `window.eiaHost`: raw protocol text
 * both ways and nothing else (no ipcRenderer, no Node).
 */
export interface EiaHostBridge {
  send(raw: string): void;
  /** Subscribes to host messages; returns the unsubscribe function. */
  onMessage(listener: (raw: string) => void): () => void;
}
