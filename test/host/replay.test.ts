import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves, type GameSaveStore } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import { redactEvent, viewFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower, PowerView } from '../../shared/model';
import type { HostMessage } from '../../shared/protocol';
import { answer, smallCampaign } from '../engine/helpers';
import { askClient, SLOW_PROOF_OK } from './askClient';

type Frame = Extract<HostMessage, { type: 'replayFrame' }>;

function as<T extends HostMessage['type']>(m: HostMessage, type: T): Extract<HostMessage, { type: T }> {
  if (m.type !== type) throw new Error(`expected ${type}, got ${JSON.stringify(m).slice(0, 300)}`);
  return m as Extract<HostMessage, { type: T }>;
}

/** A host with a memory store, a small game opened and `n` commands played; every state kept. */
function played(n: number, store?: GameSaveStore) {
  const saves = store ?? memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(), appVersion: 'test' });
  const states: GameState[] = [];
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, onApplied: (a) => states.push(a.state), limits: SLOW_PROOF_OK });
  const c = askClient(host);
  const opened = as(c.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat' }), 'gameOpened');
  states.push(host.table()!.state);
  const seatOf = (p: string) => opened.seats.find((s) => s.power === p)!.seatToken;
  for (let i = 0; i < n && !host.table()!.state.over; i++) {
    const s = host.table()!.state;
    const d = s.pending[0]!;
    as(c.ask({ type: 'command', seatToken: seatOf(d.power), basedOnVersion: host.table()!.versionFor(seatOf(d.power)), command: answer(d) }), 'accepted');
  }
  return { host, c, saves, opened, states, seatOf };
}

const lastEvent = (v: PowerView) => JSON.stringify(v.log[v.log.length - 1]);

describe('replay (issue 8)', () => {
  it('replays the running game from the asking seat only, entry by entry, as that seat saw it', () => {
    const { c, opened, states, seatOf } = played(30);
    const power = opened.seats[0]!.power as MajorPower;
    // No seat: refused; a seat asking for the spectator's view still gets its own.
    expect(as(c.ask({ type: 'openReplay', saveId: null }), 'rejected').error.code).toBe('badSeat');
    const r = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(power), viewer: 'spectator' }), 'replayOpened');
    expect(r.viewer).toBe(power);
    expect(r.viewers).toEqual([power]);
    expect(r.over).toBe(false);
    expect(r.steps.map((s) => s.seq)).toEqual(states.map((_, i) => i));
    for (const [i, step] of r.steps.entries()) {
      const f = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: step.seq }), 'replayFrame');
      const view = f.view as unknown as PowerView;
      const expected = viewFor(states[i]!, power);
      expect(view.viewer).toBe(power);
      expect(JSON.stringify(view.corps)).toBe(JSON.stringify(expected.corps));
      expect(JSON.stringify(view.cursor)).toBe(JSON.stringify(expected.cursor));
      expect(lastEvent(view)).toBe(lastEvent(expected));
      // The step counts the entry's events this seat may see.
      const own = states[i]!.log.slice(i === 0 ? states[i]!.log.length : states[i - 1]!.log.length);
      expect(step.events).toBe(own.filter((e) => redactEvent(e, power, states[i]!.options) !== null).length);
    }
  });

  it('steps event by event inside an entry, and backwards, with the same frames as going forwards', () => {
    const { c, opened, seatOf } = played(40);
    const r = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(opened.seats[1]!.power) }), 'replayOpened');
    const busy = r.steps.find((s) => s.events >= 2)!;
    const full = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: busy.seq }), 'replayFrame');
    const none = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: busy.seq, events: 0 }), 'replayFrame');
    const one = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: busy.seq, events: 1 }), 'replayFrame');
    const logOf = (f: Frame) => (f.view as unknown as PowerView).log;
    expect(full.events).toBe(busy.events);
    expect(logOf(none).length).toBe(logOf(full).length - busy.events);
    expect(logOf(one).length).toBe(logOf(none).length + 1);
    expect(JSON.stringify(logOf(one))).toBe(JSON.stringify(logOf(full).slice(0, logOf(one).length)));
    const forwards = r.steps.map((s) => JSON.stringify(as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: s.seq }), 'replayFrame').view));
    const backwards = [...r.steps].reverse().map((s) => JSON.stringify(as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: s.seq }), 'replayFrame').view));
    expect(backwards.reverse()).toEqual(forwards);
    expect(as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 10_000 }), 'rejected').error.message).toContain('not a standing entry');
    expect(as(c.ask({ type: 'replaySeek', replayId: 'replay-999', seq: 0 }), 'rejected').error.message).toContain('not open');
  });

  it('"since my last turn" starts at the seat\'s last decision', () => {
    const { c, opened, seatOf, saves } = played(25);
    const file = saves.open(opened.saveId!);
    for (const seat of opened.seats) {
      const power = seat.power as MajorPower;
      const r = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(power), since: 'lastTurn' }), 'replayOpened');
      expect(r.start).toBe(file.lastTurnOf(power)?.seq ?? 0);
    }
    const decided = opened.seats.filter((s) => (file.lastTurnOf(s.power as MajorPower)?.seq ?? 0) > 0);
    expect(decided.length).toBeGreaterThan(0);
  });

  it('a save not at the table replays from any one power\'s view, the spectator only once the game is over', () => {
    const { c, opened } = played(12);
    const first = opened.saveId!;
    // Another game takes the table; the first save is now just a file.
    as(c.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 4, seating: 'hotseat' }), 'gameOpened');
    expect(as(c.ask({ type: 'openReplay', saveId: first, viewer: 'spectator' }), 'rejected').error.message).toContain('choose a power');
    const r = as(c.ask({ type: 'openReplay', saveId: first, viewer: opened.seats[1]!.power }), 'replayOpened');
    expect(r.viewer).toBe(opened.seats[1]!.power);
    expect(r.viewers).toEqual(opened.seats.map((s) => s.power));
    expect(r.steps.length).toBe(13);
    const f = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 12 }), 'replayFrame');
    expect((f.view as unknown as PowerView).viewer).toBe(opened.seats[1]!.power);
    expect(as(c.ask({ type: 'closeReplay', replayId: r.replayId }), 'accepted').type).toBe('accepted');
    expect(as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 0 }), 'rejected').type).toBe('rejected');
  });

  it('a finished game replays from the spectator\'s view and every power\'s', () => {
    const { c, host, opened } = played(5000);
    expect(host.table()!.state.over).not.toBeNull();
    const r = as(c.ask({ type: 'openReplay', saveId: null }), 'replayOpened');
    expect(r.over).toBe(true);
    expect(r.viewer).toBe('spectator');
    expect(r.viewers).toEqual([...opened.seats.map((s) => s.power), 'spectator']);
    const mid = r.steps[Math.floor(r.steps.length / 2)]!;
    const f = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: mid.seq }), 'replayFrame');
    const view = f.view as unknown as PowerView;
    expect(view.viewer).toBe('spectator');
    // The spectator sees no corps' identity.
    expect(view.corps.every((x) => x.identity === null)).toBe(true);
    const asPower = as(c.ask({ type: 'openReplay', saveId: null, viewer: opened.seats[0]!.power }), 'replayOpened');
    expect(asPower.viewer).toBe(opened.seats[0]!.power);
  });

  it('steps over commands taken back by an undo: the replay is the standing game', () => {
    const { host, c, opened, seatOf, saves } = played(6);
    const d = host.table()!.state.pending[0]!;
    const before = host.table()!.state;
    as(c.ask({ type: 'command', seatToken: seatOf(d.power), basedOnVersion: host.table()!.versionFor(seatOf(d.power)), command: answer(d) }), 'accepted');
    as(c.ask({ type: 'undo', seatToken: seatOf(d.power) }), 'accepted');
    // Entry 7 was taken back by the undo mark 8; play on from the state before it.
    for (let i = 0; i < 4; i++) {
      const s = host.table()!.state;
      const next = s.pending[0]!;
      as(c.ask({ type: 'command', seatToken: seatOf(next.power), basedOnVersion: host.table()!.versionFor(seatOf(next.power)), command: answer(next) }), 'accepted');
    }
    const r = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(opened.seats[0]!.power) }), 'replayOpened');
    // The undo mark 8 is a step of its own: who took back how many groups.
    expect(r.steps.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
    expect(r.steps.find((s) => s.seq === 8)).toMatchObject({ power: d.power, events: 0, undid: 1 });
    expect(r.steps.filter((s) => s.undid !== undefined).length).toBe(1);
    // It shows the game as it stood before the commands taken back: as after entry 6.
    const mark = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 8 }), 'replayFrame');
    expect(JSON.stringify((mark.view as unknown as PowerView).corps)).toBe(JSON.stringify(viewFor(before, opened.seats[0]!.power as MajorPower).corps));
    expect((mark.view as unknown as PowerView).cursor).toEqual(viewFor(before, opened.seats[0]!.power as MajorPower).cursor);
    const end = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 12 }), 'replayFrame');
    expect(JSON.stringify((end.view as unknown as PowerView).corps)).toBe(JSON.stringify(viewFor(host.table()!.state, opened.seats[0]!.power as MajorPower).corps));
    const six = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 6 }), 'replayFrame');
    expect((six.view as unknown as PowerView).cursor).toEqual(viewFor(before, opened.seats[0]!.power as MajorPower).cursor);
    expect(as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 7 }), 'rejected').error.message).toContain('not a standing entry');
    expect(saves.open(opened.saveId!).lastSeq()).toBe(12);
  });

  it('an undo mark is one step naming who took back as many groups as the undo notice said', () => {
    const { host, c, seatOf } = played(4);
    const table = host.table()!;
    const step = () => {
      const s = table.state;
      const d = s.pending[0]!;
      as(c.ask({ type: 'command', seatToken: seatOf(d.power), basedOnVersion: host.table()!.versionFor(seatOf(d.power)), command: answer(d) }), 'accepted');
      return d.power;
    };
    // Play, trying an undo after each command, until one is allowed.
    let taken: { power: string; count: number } | null = null;
    for (let i = 0; i < 200 && !taken; i++) {
      const power = step();
      const tail = c.ask({ type: 'undo', seatToken: seatOf(power) });
      if (tail.type !== 'accepted') continue;
      const notice = c.got.filter((m) => m.type === 'notice').at(-1) as Extract<HostMessage, { type: 'notice' }>;
      const count = Number(/took back (\d+)/.exec(notice.text)![1]);
      taken = { power, count };
    }
    expect(taken).not.toBeNull();
    const r = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(taken!.power) }), 'replayOpened');
    const marks = r.steps.filter((s) => s.undid !== undefined);
    expect(marks.at(-1)).toMatchObject({ power: taken!.power, undid: taken!.count });
    // The steps stay in log order, and the last one is the game at the table.
    expect(r.steps.map((s) => s.seq)).toEqual([...new Set(r.steps.map((s) => s.seq))].sort((a, b) => a - b));
    const end = as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: r.steps.at(-1)!.seq }), 'replayFrame');
    expect((end.view as unknown as PowerView).cursor).toEqual(viewFor(table.state, taken!.power as MajorPower).cursor);
  });

  it('a replay of the running game follows it: new entries and undo marks are pushed, the end is the live end', () => {
    const { host, c, opened, seatOf } = played(6);
    const power = opened.seats[0]!.power as MajorPower;
    const watcher = askClient(host);
    const r = as(watcher.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(power) }), 'replayOpened');
    expect(r.steps.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    let steps = [...r.steps];
    const grown = () => {
      for (const m of watcher.got.splice(0)) {
        if (m.type !== 'replayGrew') continue;
        expect(m.replayId).toBe(r.replayId);
        steps = [...steps.slice(0, m.from), ...m.steps];
      }
      return steps;
    };
    watcher.got.length = 0;
    // Someone else plays on: each command adds one step.
    for (let i = 0; i < 3; i++) {
      const s = host.table()!.state;
      const d = s.pending[0]!;
      as(c.ask({ type: 'command', seatToken: seatOf(d.power), basedOnVersion: host.table()!.versionFor(seatOf(d.power)), command: answer(d) }), 'accepted');
    }
    expect(grown().map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const live = as(watcher.ask({ type: 'replaySeek', replayId: r.replayId, seq: 9 }), 'replayFrame');
    expect(JSON.stringify((live.view as unknown as PowerView).corps)).toBe(JSON.stringify(viewFor(host.table()!.state, power).corps));
    // The pushed steps are the ones a fresh replay lists.
    const fresh = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(power) }), 'replayOpened');
    expect(grown()).toEqual(fresh.steps);
    // An undo: the steps it took back go, its mark comes.
    const s = host.table()!.state;
    const d = s.pending[0]!;
    as(c.ask({ type: 'command', seatToken: seatOf(d.power), basedOnVersion: host.table()!.versionFor(seatOf(d.power)), command: answer(d) }), 'accepted');
    expect(grown().at(-1)!.seq).toBe(10);
    as(c.ask({ type: 'undo', seatToken: seatOf(d.power) }), 'accepted');
    expect(grown().map((x) => x.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    expect(steps.at(-1)).toMatchObject({ seq: 11, power: d.power, undid: 1, events: 0 });
    expect(as(watcher.ask({ type: 'replaySeek', replayId: r.replayId, seq: 11 }), 'replayFrame').seq).toBe(11);
    expect(as(watcher.ask({ type: 'replaySeek', replayId: r.replayId, seq: 10 }), 'rejected').error.message).toContain('not a standing entry');
    // A replay of a save not at the table hears nothing.
    as(c.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 4, seating: 'hotseat' }), 'gameOpened');
    watcher.got.length = 0;
    const t = host.table()!.state;
    const next = t.pending[0]!;
    const seats = (c.got.filter((m) => m.type === 'gameOpened').at(-1) as Extract<HostMessage, { type: 'gameOpened' }>).seats;
    as(c.ask({ type: 'command', seatToken: seats.find((x) => x.power === next.power)!.seatToken, basedOnVersion: host.table()!.versionFor(seats.find((x) => x.power === next.power)!.seatToken), command: answer(next) }), 'accepted');
    expect(watcher.got.some((m) => m.type === 'replayGrew')).toBe(false);
  });

  it('a replay of the game at the table keeps its save open when another game takes the table, and closes it after', () => {
    const { c, opened, seatOf, saves } = played(10);
    const r = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(opened.seats[0]!.power) }), 'replayOpened');
    as(c.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 9, seating: 'hotseat' }), 'gameOpened');
    // The old game's save is no longer the table's, but the replay still reads it.
    expect(as(c.ask({ type: 'replaySeek', replayId: r.replayId, seq: 10 }), 'replayFrame').seq).toBe(10);
    as(c.ask({ type: 'closeReplay', replayId: r.replayId }), 'accepted');
    // Closed by the replay: opening it again gives a fresh handle that works.
    const again = saves.open(opened.saveId!);
    expect(again.lastSeq()).toBe(10);
    again.close();
  });

  it('a client that disconnects leaves no replay behind, and one client has one replay at a time', () => {
    const { host, c, opened, seatOf } = played(8);
    const first = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(opened.seats[0]!.power) }), 'replayOpened');
    const second = as(c.ask({ type: 'openReplay', saveId: null, seatToken: seatOf(opened.seats[1]!.power) }), 'replayOpened');
    expect(second.replayId).not.toBe(first.replayId);
    expect(as(c.ask({ type: 'replaySeek', replayId: first.replayId, seq: 1 }), 'rejected').error.message).toContain('not open');
    c.session.close();
    expect(host.sessionCount()).toBe(0);
  });
});

