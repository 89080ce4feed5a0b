import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES, PROTOCOL_VERSION, parseClientMessage, parseHostMessage } from './messages';

describe('protocol messages', () => {
  it('accepts a well-formed hello and getVersion', () => {
    const hello = parseClientMessage(JSON.stringify({ type: 'hello', protocolVersion: PROTOCOL_VERSION, client: 'test' }));
    expect(hello.ok).toBe(true);
    const get = parseClientMessage(JSON.stringify({ type: 'getVersion', requestId: 'r1' }));
    expect(get).toEqual({ ok: true, message: { type: 'getVersion', requestId: 'r1' } });
  });

  it('rejects text that is not JSON', () => {
    const r = parseClientMessage('{nope');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('malformed');
  });

  it('rejects unknown message types and keeps the request id for the reply', () => {
    const r = parseClientMessage(JSON.stringify({ type: 'launchMissiles', requestId: 'r9' }));
    expect(r).toMatchObject({ ok: false, requestId: 'r9', error: { code: 'malformed' } });
  });

  it('rejects a command without its seat token, naming the field', () => {
    const r = parseClientMessage(JSON.stringify({ type: 'command', requestId: 'a', basedOnVersion: 0, command: {} }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('seatToken');
  });

  it('rejects oversized messages before parsing them', () => {
    const big = JSON.stringify({ type: 'getVersion', requestId: 'x', pad: 'a'.repeat(MAX_CLIENT_MESSAGE_BYTES) });
    const r = parseClientMessage(big);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('tooLarge');
  });

  it('validates host messages on the client side too', () => {
    expect(parseHostMessage(JSON.stringify({ type: 'version', requestId: 'r', appVersion: '1', protocolVersion: 1, hostKind: 'node' })).ok).toBe(true);
    expect(parseHostMessage(JSON.stringify({ type: 'version', requestId: 'r', appVersion: 1 })).ok).toBe(false);
  });
});
