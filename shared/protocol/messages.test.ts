import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES, PROTOCOL_VERSION, UPLOAD_CHUNK_CHARS, parseClientMessage, parseHostMessage } from './messages';

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
    expect(parseHostMessage(JSON.stringify({ type: 'version', requestId: 'r', appVersion: '1', protocolVersion: 1, hostKind: 'node', role: 'guest' })).ok).toBe(true);
    expect(parseHostMessage(JSON.stringify({ type: 'version', requestId: 'r', appVersion: 1 })).ok).toBe(false);
    // issue 14: the host tells each connection its role
    expect(parseHostMessage(JSON.stringify({ type: 'version', requestId: 'r', appVersion: '1', protocolVersion: 1, hostKind: 'node' })).ok).toBe(false);
  });

  it('carries replay requests and save uploads (issue 8), checking what they carry', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'openReplay', requestId: 'r', saveId: null, seatToken: 't', since: 'lastTurn' })).ok).toBe(true);
    expect(parseClientMessage(JSON.stringify({ type: 'openReplay', requestId: 'r', saveId: null, since: 'forever' })).ok).toBe(false);
    expect(parseClientMessage(JSON.stringify({ type: 'replaySeek', requestId: 'r', replayId: 'replay-1', seq: -1 })).ok).toBe(false);
    const chunk = { type: 'importSaveChunk', requestId: 'r', uploadId: 'u', index: 0, total: 1, data: 'U1FMaXRl', fileName: 'a.eiasave' };
    expect(parseClientMessage(JSON.stringify(chunk)).ok).toBe(true);
    expect(parseClientMessage(JSON.stringify({ ...chunk, data: 'not base64!' })).ok).toBe(false);
    expect(parseClientMessage(JSON.stringify({ ...chunk, data: 'A'.repeat(UPLOAD_CHUNK_CHARS + 4) })).ok).toBe(false);
    // A full chunk fits inside the client message cap.
    expect(JSON.stringify({ ...chunk, data: 'A'.repeat(UPLOAD_CHUNK_CHARS) }).length).toBeLessThan(MAX_CLIENT_MESSAGE_BYTES);
    expect(parseHostMessage(JSON.stringify({ type: 'replayFrame', requestId: 'r', replayId: 'x', seq: 3, events: 1, view: {} })).ok).toBe(true);
  });

  it('pushes a replay\'s new steps, undo marks with how many groups they took back (issue 8)', () => {
    const step = { seq: 9, gameDate: 'May 1805', phaseLabel: 'Land Phase: Movement', power: 'france', events: 0 };
    expect(parseHostMessage(JSON.stringify({ type: 'replayGrew', replayId: 'x', from: 7, steps: [step, { ...step, seq: 10, undid: 2 }] })).ok).toBe(true);
    expect(parseHostMessage(JSON.stringify({ type: 'replayGrew', replayId: 'x', from: 7, steps: [{ ...step, undid: 0 }] })).ok).toBe(false);
    expect(parseHostMessage(JSON.stringify({ type: 'replayGrew', replayId: 'x', from: -1, steps: [] })).ok).toBe(false);
  });
});

