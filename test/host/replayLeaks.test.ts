import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import { commandFor, controllerOf, type Command } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { shippedScenarios } from '../fuzz/soak';
import { withSentinels } from '../fuzz/engineFuzz';
import { shippedGameData } from '../saves/seededGame';
import { askClient, SLOW_PROOF_OK } from './askClient';

// STYLE D leak test for replays (issue 8): every corps carries a unique sentinel name; a replay
// seen by one power must never show the name of a corps that power neither owns nor was shown.
describe('replay leaks nothing a power did not see (issue 8)', () => {
  it('1805: frames of each power\'s replay, event by event, hold no hidden corps name', { timeout: 120_000 }, () => {
    const data = shippedGameData();
    const scenario = withSentinels(shippedScenarios().find((s) => s.file.includes('1805'))!.json);
    const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'test' });
    const states: GameState[] = [];
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, data, onApplied: (a) => states.push(a.state), limits: SLOW_PROOF_OK });
    const { ask } = askClient(host);
    const opened = ask({ type: 'newGame', scenarioId: scenario.id, seed: 5, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    states.push(host.table()!.state);
    const seatOf = (p: string) => opened.seats.find((s) => s.power === p)!.seatToken;
    // The first legal option mostly ends each step; every fourth answer takes the second (an order).
    for (let i = 0; i < 80 && !host.table()!.state.over; i++) {
      const s = host.table()!.state;
      const d = s.pending[0]!;
      const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
      const value = d.select === 'many' ? [] : (i % 4 === 3 && legal.length > 1 ? legal[1] : legal[0]) ?? 'done';
      const a = ask({ type: 'command', seatToken: seatOf(d.power), basedOnVersion: host.table()!.versionFor(seatOf(d.power)), command: commandFor(d, value) });
      // The engine's own soundness is the soak's business; this test needs a game that went on a while.
      if (a.type !== 'accepted') break;
    }
    expect(states.length).toBeGreaterThan(40);

    let frames = 0;
    for (const seat of opened.seats) {
      const power = seat.power as MajorPower;
      // Names of corps this power never held and was never shown, at any moment of the game.
      const hidden = new Set<string>();
      const seen = new Set<string>();
      for (const s of states) {
        for (const c of s.corps) {
          if (controllerOf(s, c.nationality) === power || c.revealedTo.includes(power)) seen.add(c.name);
          else hidden.add(c.name);
        }
      }
      const secret = [...hidden].filter((name) => !seen.has(name));
      expect(secret.length).toBeGreaterThan(0);
      const r = ask({ type: 'openReplay', saveId: null, seatToken: seat.seatToken });
      if (r.type !== 'replayOpened') throw new Error(JSON.stringify(r));
      const texts = [JSON.stringify(r)];
      for (const step of r.steps) {
        for (const events of new Set([0, step.events])) {
          const f = ask({ type: 'replaySeek', replayId: r.replayId, seq: step.seq, events });
          expect(f.type).toBe('replayFrame');
          texts.push(JSON.stringify(f));
          frames++;
        }
      }
      const all = texts.join('\n');
      expect(secret.filter((name) => all.includes(name))).toEqual([]);
      // The sentinels are there to be found: the power's own corps do show.
      expect([...seen].some((name) => all.includes(name))).toBe(true);
    }
    expect(frames).toBeGreaterThan(100);
  });
});
