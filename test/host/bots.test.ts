import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { answer, smallCampaign } from '../engine/helpers';
import { askClient, SLOW_PROOF_OK } from './askClient';

// 19.1 powers handed to the standing procedures at New game: the host answers every decision
// they owe as a command of its own (autosaved, replayable), so the people at the table only
// ever wait for each other.
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-bots-test-'));
  folders.push(folder);
  const saves = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
  return { host, saves, ...askClient(host) };
}

describe('powers played by the standing procedures (19.1)', () => {
  it('seats only the people; the host answers for the others and never waits on them', () => {
    const { host, ask, saves } = setup();
    const opened = ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', bots: ['austria', 'russia', 'britain'] });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    expect(opened.seats.map((s) => s.power)).toEqual(['france']);
    const bots: MajorPower[] = ['austria', 'russia', 'britain'];
    const france = opened.seats[0]!.seatToken;
    let commands = 0;
    for (let i = 0; i < 300 && !host.table()!.state.over; i++) {
      const state = host.table()!.state;
      // whatever France is waiting for, it is never a bot's decision
      expect(state.pending.filter((d) => bots.includes(d.power))).toEqual([]);
      const d = state.pending.find((x) => x.power === 'france');
      if (!d) break;
      // France ends each step when it may, else takes its first legal answer
      const first = d.options.find((o) => o.verdict.ok && o.value === 'end') ?? d.options.find((o) => o.verdict.ok);
      const command = d.select === 'many' || !first ? answer(d) : commandFor(d, first.value);
      const r = ask({ type: 'command', seatToken: france, basedOnVersion: host.table()!.versionFor(france), command });
      if (r.type !== 'accepted') throw new Error(JSON.stringify({ r, kind: d.kind, options: d.options.slice(0, 3) }));
      commands++;
    }
    expect(commands).toBeGreaterThan(10);
    // the bots' answers are in the save as their own commands, and the seats say who plays
    const file = saves.open(opened.saveId!);
    expect(file.meta().seats.filter((s) => s.controller === 'bot').map((s) => s.power).sort()).toEqual([...bots].sort());
    const deciders = new Set([...file.entries()].flatMap((e) => (e.power ? [e.power] : [])));
    expect([...deciders].some((p) => bots.includes(p as MajorPower))).toBe(true);
    file.close();
  });

  it('a loaded game keeps its bots; a power not in the game is refused', () => {
    const { host, ask } = setup();
    const bad = ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', bots: ['turkey'] });
    expect(bad).toMatchObject({ type: 'rejected', error: { code: 'illegal' } });
    const opened = ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', bots: ['austria', 'russia', 'britain'] });
    if (opened.type !== 'gameOpened') throw new Error(opened.type);
    const loaded = ask({ type: 'loadGame', saveId: opened.saveId });
    if (loaded.type !== 'gameOpened') throw new Error(JSON.stringify(loaded));
    expect(loaded.seats.map((s) => s.power)).toEqual(['france']);
    expect(host.table()!.state.pending.every((d) => d.power === 'france')).toBe(true);
  });

  it('without bots every power is seated at the table (hot-seat)', () => {
    const { ask } = setup();
    const opened = ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(opened.type);
    expect(opened.seats.map((s) => s.power).sort()).toEqual(['austria', 'britain', 'france', 'russia']);
  });
});
