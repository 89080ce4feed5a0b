import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { answer } from '../engine/helpers';
import { DATA } from '../engine/landSetup';

const ULM = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8')) as { id: string };
import { askClient, SLOW_PROOF_OK } from './askClient';

// Issue 21 New game hands a power to an AI level; the host answers for it with that level, and
// puts the AI's one-line reasons in the log: the whole line (its own strengths) for its power's
// seat only, the public head (the move and its aim) for the other seats.
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

describe('issue 21 AI levels at New game and their reasons in the log', () => {
  it('a power given to the strong AI explains its moves; the other seat sees no strength in them', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'eia-ai-test-'));
    folders.push(folder);
    const saves = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(DATA), appVersion: 'test' });
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([ULM]), saves, data: DATA, limits: SLOW_PROOF_OK });
    const { ask } = askClient(host);
    const opened = ask({ type: 'newGame', scenarioId: ULM.id, seed: 3, seating: 'hotseat', bots: ['austria', 'russia'], botLevels: { austria: 'strong' } });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    const france = opened.seats[0]!.seatToken;
    const table = () => host.table()!;
    const notes = () => table().state.log.filter((e): e is Extract<GameEvent, { type: 'aiExplained' }> => e.type === 'aiExplained');
    for (let i = 0; i < 400 && !table().state.over && !notes().some((e) => e.publicText !== undefined && e.publicText !== e.text); i++) {
      const state = table().state;
      const d = state.pending.find((x) => x.power === 'france');
      if (!d) break;
      const first = d.options.find((o) => o.verdict.ok && o.value === 'end') ?? d.options.find((o) => o.verdict.ok);
      const command = d.select === 'many' || !first ? answer(d) : commandFor(d, first.value);
      const r = ask({ type: 'command', seatToken: france, basedOnVersion: host.table()!.versionFor(france), command });
      if (r.type !== 'accepted') throw new Error(JSON.stringify(r));
    }
    const mine = notes();
    expect(mine.length).toBeGreaterThan(0);
    // only Austria (the strong AI) explains; the procedures (Russia) say nothing
    expect(new Set(mine.map((e) => e.power))).toEqual(new Set(['austria']));
    expect(mine.every((e) => e.level === 'strong' && e.text.startsWith('Austria'))).toBe(true);
    // France's seat: public heads only, never the AI's strengths ("… to 1", "factors")
    const seen = table().viewFor(france);
    if (!seen.ok) throw new Error('no view');
    const inFrance = seen.value.view.log.filter((e) => e.type === 'aiExplained');
    for (const e of inFrance) {
      expect(e.type === 'aiExplained' && e.publicText).toBeFalsy();
      expect(JSON.stringify(e)).not.toMatch(/to 1|factors|simulated days/);
    }
    const withDetail = mine.filter((e) => e.publicText !== undefined && e.publicText !== e.text);
    expect(inFrance.length).toBe(mine.filter((e) => e.publicText !== undefined).length);
    expect(withDetail.length).toBeGreaterThan(0);
    for (const e of withDetail) expect(JSON.stringify(seen.value.view.log)).not.toContain(e.text);
    // the reasons are saved with the AI's command group, so a loaded game shows them too
    const file = saves.open(opened.saveId!);
    const saved = [...file.entries()].flatMap((x) => x.events).filter((e) => e.type === 'aiExplained');
    expect(saved.length).toBe(mine.length);
    // the seats remember the level, so a loaded game is played by the same AI
    expect(file.meta().seats.find((s) => s.power === 'austria')).toMatchObject({ controller: 'bot', level: 'strong' });
    expect(file.meta().seats.find((s) => s.power === 'russia')?.level).toBeUndefined();
    // and the save still proves itself on replay (the notes are not the rules' events)
    expect(() => file.verifyFromStart()).not.toThrow();
    file.close();
  });
});
