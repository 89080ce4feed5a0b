import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog, type Host } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import { commandFor, viewFor, type Command, type Viewer } from '../../shared/engine';
import type { GameEvent, GameState, PendingDecision, PowerView } from '../../shared/model';
import type { HostMessage } from '../../shared/protocol';
import { createStore } from '../../renderer/app/store';
import { hostMessageReceived } from '../../renderer/features/game/hostViewSlice';
import { smallCampaign } from '../engine/helpers';
import { SLOW_PROOF_OK } from './askClient';

type ViewMessage = Extract<HostMessage, { type: 'view' }>;

/** A client whose host messages go, in order, into its own renderer store, as in the app. */
function client(host: Host) {
  const got: HostMessage[] = [];
  const store = createStore();
  const session = host.connect(
    (m) => {
      got.push(m);
      store.dispatch(hostMessageReceived(m));
    },
    { role: 'host' },
  );
  const send = (m: object) => session.receive(JSON.stringify(m));
  const views = () => got.filter((m): m is ViewMessage => m.type === 'view');
  const last = <T extends HostMessage['type']>(type: T) => [...got].reverse().find((m) => m.type === type) as Extract<HostMessage, { type: T }> | undefined;
  return { got, store, send, views, last, session };
}

function setup() {
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
  const a = client(host);
  a.send({ type: 'newGame', requestId: 'n', scenarioId: 'small-campaign', seed: 5, seating: 'hotseat' });
  const opened = a.last('gameOpened')!;
  const token = (power: string) => opened.seats.find((s) => s.power === power)!.seatToken;
  return { host, a, saves, opened, token };
}

/** The first legal option of a decision (a few steps of the game each time). */
function firstLegal(d: PendingDecision): Command {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  return commandFor(d, d.select === 'many' ? [] : (legal[0] ?? 'done'));
}

/** Plays `n` commands through the protocol, each by the seat whose decision comes first. */
function play(host: Host, c: ReturnType<typeof client>, token: (p: string) => string, n: number): void {
  for (let i = 0; i < n; i++) {
    const s = host.table()!.state;
    const d = s.pending[0]!;
    c.send({
      type: 'command',
      requestId: `c${s.version}`,
      seatToken: token(d.power),
      basedOnVersion: host.table()!.versionFor(token(d.power)),
      command: firstLegal(d),
    });
    expect(c.last('accepted')?.requestId).toBe(`c${s.version}`);
  }
}

/** What a client holds must be the whole log the viewer may see now, redacted for it. */
function expectWholeLog(host: Host, c: ReturnType<typeof client>, viewer: Viewer): void {
  const held = c.store.getState().hostView;
  const state = host.table()!.state;
  expect(held.viewer).toBe(viewer);
  // 2.4.2 counted in the viewer's own log, not the state's (whose length counts hidden events)
  expect(held.logEnd).toBe(viewFor(state, viewer).log.length);
  expect(held.logGap).toBeNull();
  expect(held.view!.logFrom).toBe(0);
  expect(JSON.stringify(held.view!.log)).toBe(JSON.stringify(viewFor(state, viewer).log));
}

describe('host: live views carry only the new log entries (issues 7/8)', () => {
  it('sends the whole log on a watch, then only what is new; each renderer store holds the whole redacted log after every command', () => {
    const { host, a, token } = setup();
    const france = client(host);
    const spectator = client(host);
    france.send({ type: 'watch', requestId: 'w', seatToken: token('france') });
    spectator.send({ type: 'watch', requestId: 'w', seatToken: null });
    const first = france.views()[0]!;
    expect((first.view as unknown as PowerView).logFrom).toBe(0);
    expect(first.logEnd).toBe(viewFor(host.table()!.state, 'france').log.length);
    let hidden = 0;
    for (let i = 0; i < 60; i++) {
      play(host, a, token, 1);
      expectWholeLog(host, france, 'france');
      expectWholeLog(host, spectator, 'spectator');
      const state = host.table()!.state;
      hidden = Math.max(hidden, state.log.length - viewFor(state, 'spectator').log.length);
    }
    // The spectator misses some events (private money, forced dice …): its counts are of its own
    // list, never of the state's log (whose length would count what it may not see).
    expect(hidden).toBeGreaterThan(0);
    const later = france.views().slice(1);
    // 2.4.2 a view only when France's own view changed: each one a new version, none repeated
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThanOrEqual(60);
    expect(new Set([first, ...later].map((v) => v.version)).size).toBe(later.length + 1);
    for (const [i, v] of later.entries()) expect((v.view as unknown as PowerView).logFrom).toBe(france.views()[i]!.logEnd);
    // Each later view is smaller than the whole view sent for the same moment.
    const last = later[later.length - 1]!;
    const whole = viewFor(host.table()!.state, 'france');
    expect(JSON.stringify(last).length).toBeLessThan(JSON.stringify(whole).length);
  });

  it('a seat change (a new watch) and a reconnect send the whole log again', () => {
    const { host, a, token } = setup();
    a.send({ type: 'watch', requestId: 'w1', seatToken: token('france') });
    play(host, a, token, 10);
    expect((a.last('view')!.view as unknown as PowerView).logFrom).toBeGreaterThan(0);
    a.send({ type: 'watch', requestId: 'w2', seatToken: token('britain') });
    expect((a.last('view')!.view as unknown as PowerView).logFrom).toBe(0);
    expectWholeLog(host, a, 'britain');
    play(host, a, token, 5);
    expectWholeLog(host, a, 'britain');
    // A new connection knows nothing yet, whatever the old one was sent.
    a.session.close();
    const again = client(host);
    again.send({ type: 'watch', requestId: 'w3', seatToken: token('britain') });
    expect((again.views()[0]!.view as unknown as PowerView).logFrom).toBe(0);
    expectWholeLog(host, again, 'britain');
  });

  it('an undo shortens the log: every watcher gets it whole again, and appends go on from there', () => {
    const { host, a, token } = setup();
    const france = client(host);
    france.send({ type: 'watch', requestId: 'w', seatToken: token('france') });
    a.send({ type: 'watch', requestId: 'w', seatToken: null });
    play(host, a, token, 6);
    const before = host.table()!.state.log.length;
    const d = host.table()!.state.pending[0]!;
    play(host, a, token, 1);
    expect(host.table()!.state.log.length).toBeGreaterThan(before);
    a.send({ type: 'undo', requestId: 'u', seatToken: token(d.power) });
    expect(a.last('accepted')?.requestId).toBe('u');
    expect(host.table()!.state.log.length).toBe(before);
    expect((france.last('view')!.view as unknown as PowerView).logFrom).toBe(0);
    expectWholeLog(host, france, 'france');
    expectWholeLog(host, a, 'spectator');
    play(host, a, token, 3);
    expect((france.last('view')!.view as unknown as PowerView).logFrom).toBeGreaterThan(0);
    expectWholeLog(host, france, 'france');
  });

  it('loading a save asks every client to watch again, and the first view then is whole', () => {
    const { host, a, opened, token } = setup();
    a.send({ type: 'watch', requestId: 'w', seatToken: token('france') });
    play(host, a, token, 8);
    a.send({ type: 'loadGame', requestId: 'g', saveId: opened.saveId });
    const seats = a.last('gameOpened')!.seats;
    const sent = a.views().length;
    play(host, { ...a }, (p) => seats.find((s) => s.power === p)!.seatToken, 1);
    // Not watching the loaded game yet: no view, so no count to continue.
    expect(a.views().length).toBe(sent);
    a.send({ type: 'watch', requestId: 'w2', seatToken: seats.find((s) => s.power === 'france')!.seatToken });
    expect((a.last('view')!.view as unknown as PowerView).logFrom).toBe(0);
    expectWholeLog(host, a, 'france');
  });

  it('never sends a view whose log does not continue what that client holds', () => {
    const { host, a, token } = setup();
    const watchers = [client(host), client(host), a];
    const seatsOf: (string | null)[] = ['france', null, 'austria'];
    watchers.forEach((c, i) => c.send({ type: 'watch', requestId: 'w', seatToken: seatsOf[i] === null ? null : token(seatsOf[i]!) }));
    for (let round = 0; round < 6; round++) {
      play(host, a, token, 4);
      // Seats change hands now and then (hot-seat curtains), and undos put the log back.
      if (round % 2 === 1) watchers[0]!.send({ type: 'watch', requestId: `s${round}`, seatToken: token(round % 4 === 1 ? 'britain' : 'france') });
      const d = host.table()!.state.pending[0]!;
      play(host, a, token, 1);
      a.send({ type: 'undo', requestId: `u${round}`, seatToken: token(d.power) });
    }
    for (const c of watchers) {
      const views = c.views();
      expect(views.length).toBeGreaterThan(20);
      for (const [i, v] of views.entries()) {
        const from = (v.view as unknown as PowerView).logFrom;
        if (from !== 0) expect(from).toBe(views[i - 1]!.logEnd);
      }
      expect(c.store.getState().hostView.logGap).toBeNull();
    }
  });

  it('spectators watching from the same point share one view message, a late one still gets the whole log (issue 14 benchmark)', () => {
    const { host, a, token } = setup();
    const one = client(host);
    const two = client(host);
    one.send({ type: 'watch', requestId: 'w', seatToken: null });
    two.send({ type: 'watch', requestId: 'w', seatToken: null });
    play(host, a, token, 5);
    const late = client(host);
    late.send({ type: 'watch', requestId: 'w', seatToken: null });
    play(host, a, token, 5);
    // the same object: the server serializes it once for both
    expect(one.views().at(-1)).toBe(two.views().at(-1));
    expect((one.views().at(-1)!.view as unknown as PowerView).logFrom).toBeGreaterThan(0);
    // the late spectator's first view started from the whole log, not from the others' point
    expect((late.views()[0]!.view as unknown as PowerView).logFrom).toBe(0);
    for (const c of [one, two, late]) expectWholeLog(host, c, 'spectator');
    // a seat's view is never one of the spectators'
    const france = client(host);
    france.send({ type: 'watch', requestId: 'w', seatToken: token('france') });
    play(host, a, token, 1);
    expect(france.views().at(-1)!.viewer).toBe('france');
    expect(france.views().at(-1)).not.toBe(one.views().at(-1));
  });
});
