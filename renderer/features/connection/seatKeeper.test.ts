import { describe, expect, it } from 'vitest';
import type { ClientMessage, HostMessage } from '../../../shared/protocol';
import { Listeners, type HostConnection } from './HostConnection';
import { keepSeats, keptSeats, type SeatStorage } from './seatKeeper';

function fakeConnection() {
  const messages = new Listeners<HostMessage>();
  const sent: ClientMessage[] = [];
  const connection: HostConnection = {
    transport: 'websocket',
    send: (m) => sent.push(m),
    onMessage: (l) => messages.add(l),
    onStatus: () => () => {},
    onInvalid: () => () => {},
    close: () => {},
  };
  return { connection, sent, hear: (m: HostMessage) => messages.emit(m) };
}

function memoryStorage(): SeatStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const welcome = (role: 'host' | 'guest'): HostMessage => ({ type: 'welcome', protocolVersion: 2, appVersion: '1', role });
const opened = (requestId: string, seats: { power: string; seatToken: string }[], saveId = 'game-1'): HostMessage => ({ type: 'gameOpened', requestId, scenarioId: 's', saveId, seats });

// Issue 14: a window's seats outlive a reload, a lost connection and the host loading the game again.
describe('the seat keeper', () => {
  it('keeps the seats the host gives, and asks for them back on the next connection (a reload)', () => {
    const storage = memoryStorage();
    const a = fakeConnection();
    keepSeats({ connection: a.connection, storage, host: 'h:1', deliver: () => {}, held: () => null });
    a.hear(welcome('guest'));
    expect(a.sent).toEqual([]);
    a.hear(opened('g1', [{ power: 'austria', seatToken: 'tok-a' }]));
    expect(keptSeats(storage, 'h:1 guest')?.seats).toEqual([{ power: 'austria', seatToken: 'tok-a' }]);
    const b = fakeConnection();
    keepSeats({ connection: b.connection, storage, host: 'h:1', deliver: () => {}, held: () => null });
    b.hear(welcome('guest'));
    expect(b.sent).toEqual([{ type: 'resumeSeats', requestId: 'resume-1', tokens: ['tok-a'] }]);
  });

  it('a new connection asks for every kept seat, even those the screen still shows from before it dropped', () => {
    const storage = memoryStorage();
    const a = fakeConnection();
    const seats = [{ power: 'austria', seatToken: 'tok-a' }];
    keepSeats({ connection: a.connection, storage, host: 'h:1', deliver: () => {}, held: () => ({ scenarioId: 's', saveId: 'game-1', seats }) });
    a.hear(welcome('guest'));
    a.hear(opened('g1', seats));
    expect(a.sent).toEqual([]);
    a.hear(welcome('guest'));
    expect(a.sent).toEqual([{ type: 'resumeSeats', requestId: 'resume-1', tokens: ['tok-a'] }]);
  });

  it('asks again when the host opens the kept game (after a restart), not for another game', () => {
    const storage = memoryStorage();
    const a = fakeConnection();
    keepSeats({ connection: a.connection, storage, host: 'h:1', deliver: () => {}, held: () => null });
    a.hear(welcome('guest'));
    a.hear(opened('g1', [{ power: 'austria', seatToken: 'tok-a' }]));
    const b = fakeConnection();
    keepSeats({ connection: b.connection, storage, host: 'h:1', deliver: () => {}, held: () => null });
    b.hear(welcome('guest'));
    b.hear({ type: 'rejected', requestId: 'resume-1', error: { code: 'noGame', message: 'No game' } });
    b.hear({ type: 'seats', game: { scenarioId: 's', title: 't', gameDate: 'd', saveId: 'other', seats: [] } });
    expect(b.sent).toHaveLength(1);
    b.hear({ type: 'seats', game: { scenarioId: 's', title: 't', gameDate: 'd', saveId: 'game-1', seats: [] } });
    expect(b.sent).toEqual([
      { type: 'resumeSeats', requestId: 'resume-1', tokens: ['tok-a'] },
      { type: 'resumeSeats', requestId: 'resume-2', tokens: ['tok-a'] },
    ]);
  });

  it('the host\'s own window and a player\'s window of the same origin keep their seats apart', () => {
    const storage = memoryStorage();
    const host = fakeConnection();
    keepSeats({ connection: host.connection, storage, host: 'h:1', deliver: () => {}, held: () => null });
    host.hear(welcome('host'));
    host.hear(opened('n', [{ power: 'france', seatToken: 'tok-f' }]));
    const guest = fakeConnection();
    keepSeats({ connection: guest.connection, storage, host: 'h:1', deliver: () => {}, held: () => null });
    guest.hear(welcome('guest'));
    guest.hear(opened('j', [{ power: 'austria', seatToken: 'tok-a' }]));
    expect(keptSeats(storage, 'h:1 host')?.seats.map((s) => s.power)).toEqual(['france']);
    expect(keptSeats(storage, 'h:1 guest')?.seats.map((s) => s.power)).toEqual(['austria']);
  });

  it('forgets seats the host freed; leaves to the other window seats it took back with the same token; hands the game screen what remains', () => {
    const storage = memoryStorage();
    const a = fakeConnection();
    const delivered: HostMessage[] = [];
    let held = [
      { power: 'austria', seatToken: 'tok-a' },
      { power: 'russia', seatToken: 'tok-r' },
    ];
    keepSeats({ connection: a.connection, storage, host: 'h:1', deliver: (m) => delivered.push(m), held: () => ({ scenarioId: 's', saveId: 'game-1', seats: held }) });
    a.hear(welcome('guest'));
    a.hear(opened('g1', held));
    a.hear({ type: 'seatsRevoked', powers: ['russia'], cause: 'freed', reason: 'The host freed Russia.' });
    expect(keptSeats(storage, 'h:1 guest')?.seats.map((s) => s.power)).toEqual(['austria']);
    expect(delivered.at(-1)).toMatchObject({ type: 'gameOpened', seats: [{ power: 'austria' }] });
    held = [{ power: 'austria', seatToken: 'tok-a' }];
    a.hear({ type: 'seatsRevoked', powers: ['austria'], cause: 'takenElsewhere', reason: 'Another window took it.' });
    // still kept for the other window's reloads, and not asked back from here (no tug of war)
    expect(keptSeats(storage, 'h:1 guest')?.seats.map((s) => s.power)).toEqual(['austria']);
    held = [];
    a.hear({ type: 'seats', game: { scenarioId: 's', title: 't', gameDate: 'd', saveId: 'game-1', seats: [] } });
    expect(a.sent).toEqual([]);
  });
});
