import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import { commandFor, viewFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { shippedGameData } from '../saves/seededGame';
import { askClient } from './askClient';

// 4.1 / 2.4.2 a diplomatic note is its two powers' secret: a sentinel planted in France's note to
// Russia must never reach Austria, Britain, Prussia, Spain, Turkey or a spectator, in views, logs
// or replays; and France's secret 4.2 declaration stays hidden from the others until revealed.
const NOTE = 'SENTINEL-NOTE-9f3c';
const scenario = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/political-campaign.json', import.meta.url)), 'utf8'));

describe('4.1 notes and 4.2 secret declarations never reach another seat', () => {
  it('views, logs and replays of every other seat hold no trace of the note', { timeout: 120_000 }, () => {
    const data = shippedGameData();
    const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'test' });
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, data });
    const { ask } = askClient(host);
    const opened = ask({ type: 'newGame', scenarioId: scenario.id, seed: 5, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    const seatOf = (p: string) => opened.seats.find((s) => s.power === p)!.seatToken;
    let noted = false;
    let declaredSecretly: GameState | null = null;
    for (let i = 0; i < 60 && !host.table()!.state.over; i++) {
      const s = host.table()!.state;
      if (s.cursor.step === 'political/combinedMovement') break;
      // France writes its declaration first, so the others' views are checked before the reveal
      const d = s.pending.find((x) => x.kind === 'political/declareWar' && x.power === 'france') ?? s.pending[0]!;
      let value: unknown = d.select === 'many' ? [] : d.kind === 'political/diplomacy' ? 'end' : (d.options.find((o) => o.verdict.ok)?.value ?? 'done');
      if (d.kind === 'political/diplomacy' && d.power === 'france' && !noted) {
        value = `note:russia:${NOTE}`;
        noted = true;
      }
      if (d.kind === 'political/declareWar' && d.power === 'france') value = ['minor:switzerland'];
      const a = ask({ type: 'command', seatToken: seatOf(d.power), basedOnVersion: host.table()!.versionFor(seatOf(d.power)), command: commandFor(d, value as never) });
      if (a.type !== 'accepted') throw new Error(JSON.stringify(a));
      const after = host.table()!.state;
      if (d.kind === 'political/declareWar' && d.power === 'france') declaredSecretly = after;
    }
    const final = host.table()!.state;
    expect(final.political?.notes.map((n) => n.text)).toEqual([NOTE]);
    // the secret declaration, before the reveal: only France's view knows Switzerland is named
    expect(declaredSecretly).not.toBeNull();
    const franceAnswer = (v: ReturnType<typeof viewFor>) =>
      v.log.filter((e) => e.type === 'decisionAnswered' && e.power === 'france' && e.kind === 'political/declareWar').map((e) => (e.type === 'decisionAnswered' ? (e.answer ?? null) : null));
    for (const p of ['russia', 'austria', 'britain', 'spectator'] as const) expect(franceAnswer(viewFor(declaredSecretly!, p)), p).toEqual([null]);
    expect(franceAnswer(viewFor(declaredSecretly!, 'france'))).toEqual([['minor:switzerland']]);

    const others: (MajorPower | 'spectator')[] = ['austria', 'britain', 'prussia', 'spain', 'turkey', 'spectator'];
    for (const v of others) expect(JSON.stringify(viewFor(final, v, { data })), v).not.toContain(NOTE);
    for (const v of ['france', 'russia'] as const) expect(JSON.stringify(viewFor(final, v, { data })), v).toContain(NOTE);
    // each seat's replay frames stay clean
    for (const p of others.filter((x): x is MajorPower => x !== 'spectator')) {
      const r = ask({ type: 'openReplay', saveId: null, seatToken: seatOf(p) });
      if (r.type !== 'replayOpened') throw new Error(JSON.stringify(r));
      const texts = [JSON.stringify(r)];
      for (const step of r.steps) texts.push(JSON.stringify(ask({ type: 'replaySeek', replayId: r.replayId, seq: step.seq, events: step.events })));
      expect(texts.join('\n'), p).not.toContain(NOTE);
    }
    const rr = ask({ type: 'openReplay', saveId: null, seatToken: seatOf('russia') });
    if (rr.type !== 'replayOpened') throw new Error(JSON.stringify(rr));
    const russia = rr.steps.map((step) => JSON.stringify(ask({ type: 'replaySeek', replayId: rr.replayId, seq: step.seq, events: step.events }))).join('\n');
    expect(russia).toContain(NOTE);
  });
});
