import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog, type Host } from '../../main/host';
import { engineForSaves, saveNameOf, type GameSaveStore } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import type { HostMessage } from '../../shared/protocol';
import { smallCampaign, answer } from '../engine/helpers';
import type { GameEvent, GameState } from '../../shared/model';
import type { Command } from '../../shared/engine';
import { SLOW_PROOF_OK } from './askClient';

function client(host: Host) {
  const got: HostMessage[] = [];
  const session = host.connect((m) => got.push(m), { role: 'host' });
  const send = (m: object) => session.receive(JSON.stringify(m));
  const last = <T extends HostMessage['type']>(type: T) => [...got].reverse().find((m) => m.type === type) as Extract<HostMessage, { type: T }> | undefined;
  return { got, send, last };
}

function setup(store?: GameSaveStore) {
  const saves = store ?? memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
  const c = client(host);
  c.send({ type: 'newGame', requestId: 'n', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat' });
  const opened = c.last('gameOpened')!;
  return { host, c, saves, opened };
}

/** Answers the first pending decision through the protocol, as its seat. */
function play(host: Host, c: ReturnType<typeof client>, seats: { power: string; seatToken: string }[], n: number): void {
  for (let i = 0; i < n; i++) {
    const s = host.table()!.state;
    const d = s.pending[0]!;
    const seat = seats.find((x) => x.power === d.power)!;
    c.send({ type: 'command', requestId: `c${s.version}`, seatToken: seat.seatToken, basedOnVersion: host.table()!.versionFor(seat.seatToken), command: answer(d) });
    expect(c.last('accepted')?.requestId).toBe(`c${s.version}`);
  }
}

describe('host autosave (issue 8)', () => {
  it('creates a save with the game and writes every acknowledged command before acknowledging it', () => {
    const { host, c, saves, opened } = setup();
    expect(opened.saveId).not.toBeNull();
    play(host, c, opened.seats, 12);
    const file = saves.open(opened.saveId!);
    expect(file.lastSeq()).toBe(12);
    expect(JSON.stringify(file.load().state)).toBe(JSON.stringify(host.table()!.state));
    // Replaying the whole log from the start gives the same state (determinism).
    expect(JSON.stringify(file.verifyFromStart().state)).toBe(JSON.stringify(host.table()!.state));
  });

  it('lists the save and loads it into a new table with fresh seats', () => {
    const { host, c, opened } = setup();
    play(host, c, opened.seats, 5);
    const before = JSON.stringify(host.table()!.state);
    c.send({ type: 'listSaves', requestId: 'l' });
    const listed = c.last('saves')!;
    expect(listed.saves.map((s) => s.id)).toEqual([opened.saveId]);
    expect(listed.saves[0]!.gameDate).toMatch(/1805/);
    // issue 15: the name tells the game apart: scenario, who plays what, the day it was started
    const title = host.table()!.state.scenario.title;
    expect(listed.saves[0]!.name.startsWith(`${title} · `)).toBe(true);
    expect(listed.saves[0]!.name).toMatch(/ · \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    c.send({ type: 'loadGame', requestId: 'g', saveId: opened.saveId });
    const reopened = c.last('gameOpened')!;
    expect(reopened.requestId).toBe('g');
    expect(JSON.stringify(host.table()!.state)).toBe(before);
    expect(reopened.seats.map((s) => s.seatToken)).not.toEqual(opened.seats.map((s) => s.seatToken));
  });

  it('refuses to load a save that does not exist, naming it, and keeps the game going', () => {
    const { host, c } = setup();
    const state = host.table()!.state;
    c.send({ type: 'loadGame', requestId: 'g', saveId: 'no-such-save' });
    expect(c.last('rejected')!.error.message).toContain('no-such-save');
    expect(host.table()!.state).toBe(state);
  });

  it('undo takes back the seat\'s own last command, tells every machine that saw it, and stops at another power\'s decision', () => {
    const { host, c, opened } = setup();
    const other = client(host);
    // 2.4.2 a machine hears of an undo when it saw something of what was taken back: this one watches the public view
    other.send({ type: 'watch', requestId: 'w', seatToken: null });
    const start = host.table()!.state;
    play(host, c, opened.seats, 1);
    const decided = start.pending[0]!.power;
    const seat = opened.seats.find((s) => s.power === decided)!;
    c.send({ type: 'undo', requestId: 'u1', seatToken: seat.seatToken });
    expect(c.last('accepted')?.requestId).toBe('u1');
    expect(JSON.stringify(host.table()!.state)).toBe(JSON.stringify(start));
    expect(other.last('notice')).toMatchObject({ kind: 'undo' });
    // After the same power decides and then another power too, it may not undo across that.
    play(host, c, opened.seats, 1);
    // In this fixture every power acknowledges the first step in turn: France, then Britain.
    expect(host.table()!.state.pending[0]!.power).not.toBe(decided);
    play(host, c, opened.seats, 1);
    c.send({ type: 'undo', requestId: 'u2', seatToken: seat.seatToken });
    expect(c.last('rejected')).toMatchObject({ requestId: 'u2', error: { code: 'illegal' } });
  });

  it('takes a command back when its autosave fails, and says so to everyone', () => {
    const { host, c, saves, opened } = setup();
    const state = host.table()!.state;
    // Close the file under the host's feet: the next append fails.
    saves.open(opened.saveId!).close();
    const d = state.pending[0]!;
    const seat = opened.seats.find((s) => s.power === d.power)!;
    c.send({ type: 'command', requestId: 'x', seatToken: seat.seatToken, basedOnVersion: host.table()!.versionFor(seat.seatToken), command: answer(d) });
    expect(c.last('rejected')).toMatchObject({ requestId: 'x', error: { code: 'internal' } });
    expect(c.last('notice')).toMatchObject({ kind: 'saveFailed' });
    expect(host.table()!.state).toBe(state);
  });
});

describe('save names (issue 15)', () => {
  const day = new Date(2026, 10, 26, 20, 0);
  it('names the scenario, each power with its player (or computer, open) and the day the game started', () => {
    const name = saveNameOf('Ulm-Austerlitz', [
      { power: 'france', controller: 'human', player: 'Anna' },
      { power: 'austria', controller: 'open' },
      { power: 'russia', controller: 'bot' },
    ], day);
    expect(name).toBe('Ulm-Austerlitz · Anna (France), Austria (open), Russia (computer) · 26 Nov 2026');
  });
  it('drops the players rather than pass the 80 characters a save name may have', () => {
    const seats = (['france', 'austria', 'russia', 'prussia', 'britain', 'spain', 'turkey'] as const).map((power) => ({ power, controller: 'human', player: 'A long player name' }));
    const name = saveNameOf('The Grand Campaign', seats, day);
    expect(name).toBe('The Grand Campaign · 26 Nov 2026');
  });
});
