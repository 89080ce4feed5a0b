import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog, type Host } from '../../main/host';
import type { HostMessage } from '../../shared/protocol';
import type { PendingDecision } from '../../shared/model';
import { answer, smallCampaign } from '../engine/helpers';
import { SLOW_PROOF_OK } from './askClient';

/** A client on an in-process session, collecting what the host sends. */
function client(host: Host) {
  const got: HostMessage[] = [];
  const session = host.connect((m) => got.push(m), { role: 'host' });
  const send = (m: object) => session.receive(JSON.stringify(m));
  const last = <T extends HostMessage['type']>(type: T) =>
    [...got].reverse().find((m) => m.type === type) as Extract<HostMessage, { type: T }> | undefined;
  return { got, send, last, session };
}

function hostWithGame() {
  const applied: number[] = [];
  const host = createHost({
    appVersion: '1.0.0',
    kind: 'node',
    scenarios: memoryScenarioCatalog([smallCampaign()]),
    onApplied: (a) => applied.push(a.state.version),
  });
  const a = client(host);
  a.send({ type: 'newGame', requestId: 'n1', scenarioId: 'small-campaign', seed: 7, seating: 'hotseat' });
  const opened = a.last('gameOpened')!;
  return { host, a, seats: opened.seats, applied };
}

type ViewLike = { version: number; decisions: PendingDecision[]; waitingFor: { power: string }[] };

describe('host: a game at the table (STYLE.md E order of checks)', () => {
  it('lists the scenarios it offers', () => {
    const host = createHost({ appVersion: '1', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), limits: SLOW_PROOF_OK });
    const c = client(host);
    c.send({ type: 'listScenarios', requestId: 'l' });
    expect(c.last('scenarios')!.scenarios.map((s) => s.id)).toEqual(['small-campaign']);
  });

  it('opens a hot-seat game with one seat per power in play', () => {
    const { seats } = hostWithGame();
    expect(seats.map((s) => s.power).sort()).toEqual(['austria', 'britain', 'france', 'russia']);
    expect(new Set(seats.map((s) => s.seatToken)).size).toBe(4);
  });

  it('refuses an unknown scenario with a reason', () => {
    const host = createHost({ appVersion: '1', kind: 'node', scenarios: memoryScenarioCatalog([]), limits: SLOW_PROOF_OK });
    const c = client(host);
    c.send({ type: 'newGame', requestId: 'n', scenarioId: 'nope', seating: 'hotseat' });
    expect(c.last('rejected')).toMatchObject({ requestId: 'n', error: { code: 'illegal' } });
  });

  it('sends a seat its own view and applies its command; every watcher gets the new view', () => {
    const { host, a, seats, applied } = hostWithGame();
    const b = client(host);
    b.send({ type: 'watch', requestId: 'w0', seatToken: null });
    const state = host.table()!.state;
    const decision = state.pending[0]!;
    const seat = seats.find((s) => s.power === decision.power)!;
    a.send({ type: 'watch', requestId: 'w1', seatToken: seat.seatToken });
    const view = a.last('view')!;
    expect(view.viewer).toBe(decision.power);
    expect((view.view as unknown as ViewLike).decisions.map((d) => d.id)).toContain(decision.id);
    const spectatorViews = b.got.filter((m) => m.type === 'view').length;

    a.send({
      type: 'command',
      requestId: 'c1',
      seatToken: seat.seatToken,
      basedOnVersion: host.table()!.versionFor(seat.seatToken),
      command: answer(decision),
    });
    expect(a.last('accepted')).toEqual({ type: 'accepted', requestId: 'c1' });
    expect(host.table()!.state.version).toBe(state.version + 1);
    expect(applied).toEqual([state.version + 1]);
    // 2.4.2 the seat's own version: one more, since its view changed
    expect(a.last('view')!.version).toBe(view.version + 1);
    expect(b.got.filter((m) => m.type === 'view').length).toBe(spectatorViews + 1);
    expect(b.last('view')!.viewer).toBe('spectator');
  });

  it('refuses, in order: bad token, another power, no such decision, stale version, illegal answer', () => {
    const { host, a, seats } = hostWithGame();
    const state = host.table()!.state;
    const d = state.pending[0]!;
    const own = seats.find((s) => s.power === d.power)!;
    const other = seats.find((s) => s.power !== d.power)!;
    const cmd = answer(d);
    const codes: string[] = [];
    const tryIt = (m: object) => {
      a.send(m);
      const r = a.last('rejected');
      codes.push(r ? r.error.code : 'accepted');
    };
    tryIt({ type: 'command', requestId: 'x1', seatToken: 'forged', basedOnVersion: 1, command: cmd });
    tryIt({
      type: 'command',
      requestId: 'x2',
      seatToken: other.seatToken,
      basedOnVersion: host.table()!.versionFor(other.seatToken),
      command: cmd,
    });
    tryIt({
      type: 'command',
      requestId: 'x3',
      seatToken: own.seatToken,
      basedOnVersion: host.table()!.versionFor(own.seatToken),
      command: { ...cmd, decisionId: 'd-none' },
    });
    tryIt({
      type: 'command',
      requestId: 'x4',
      seatToken: own.seatToken,
      basedOnVersion: host.table()!.versionFor(own.seatToken) + 5,
      command: cmd,
    });
    tryIt({
      type: 'command',
      requestId: 'x5',
      seatToken: own.seatToken,
      basedOnVersion: host.table()!.versionFor(own.seatToken),
      command: { type: 'nonsense' },
    });
    expect(codes).toEqual(['badSeat', 'notYourSeat', 'outOfTurn', 'staleVersion', 'malformed']);
    expect(host.table()!.state).toBe(state);
  });

  it('answers commands without a game with noGame', () => {
    const host = createHost({ appVersion: '1', kind: 'node', limits: SLOW_PROOF_OK });
    const c = client(host);
    c.send({ type: 'command', requestId: 'c', seatToken: 't', basedOnVersion: 0, command: {} });
    expect(c.last('rejected')!.error.code).toBe('noGame');
  });
});
