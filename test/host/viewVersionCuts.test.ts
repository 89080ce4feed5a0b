// 2.4.2 A seat's own view version (main/host/table.ts viewVersion) moves by one exactly when what
// the seat sees changed since its last look: its view, or the log entries it may read. Since
// session 13 the table no longer hashes the whole log on a look after a load or an undo; it
// compares only what changed past the part of the log the two looks share. This drives a real
// game (1805, the standing procedures) through the table with undos (the same state object put
// back, or a copy as a save gives it) and seats looking at random moments, and checks every
// version against the definition worked out from scratch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Table, fixedDiceSeed } from '../../main/host/table';
import { commandFor, newGame, redactEvent, type Viewer } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { revivedState } from '../../shared/model/storedState';
import { DATA } from '../engine/landSetup';

const SCENARIO = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8'),
) as object;

/** What `viewer` sees, from scratch: its view without the counters, and its whole log. */
function seenFromScratch(t: Table, token: string | null, viewer: Viewer): { view: string; log: string } {
  const r = t.viewFor(token);
  if (!r.ok) throw new Error(r.error.message);
  const log = t.state.log.toArray().flatMap((e) => redactEvent(e, viewer, t.state.options) ?? []);
  return { view: JSON.stringify({ ...r.value.view, version: 0, logFrom: 0, log: [] }), log: JSON.stringify(log) };
}

describe("2.4.2 a seat's view version moves only when its own view or log changed, across undos", () => {
  it("a 1805 game with undos (same state and a save's copy) and random looks: every version as worked out from scratch", () => {
    const g = newGame({ scenario: SCENARIO as never, seed: fixedDiceSeed(5), data: DATA });
    if (!g.ok) throw new Error('1805 rejected');
    const t = Table.resume(g.value, DATA, []);
    const tokens = new Map<MajorPower, string>();
    for (const p of t.powers()) tokens.set(p, t.take(p, undefined, true).token);
    const viewers: Viewer[] = [...tokens.keys(), 'spectator'];
    const last = new Map<Viewer, { n: number; view: string; log: string }>();
    const rng = seededRng(11);
    let checked = 0;
    let moved = 0;
    let stayed = 0;
    const look = (viewer: Viewer): number => {
      const token = viewer === 'spectator' ? null : tokens.get(viewer)!;
      const n = t.versionFor(token);
      const now = seenFromScratch(t, token, viewer);
      const was = last.get(viewer);
      const expected = was === undefined ? 1 : was.view !== now.view || was.log !== now.log ? was.n + 1 : was.n;
      expect(n).toBe(expected);
      if (was !== undefined) {
        if (n === was.n) stayed++;
        else moved++;
      }
      checked++;
      last.set(viewer, { n, ...now });
      return n;
    };
    let line: GameState[] = [t.state];
    let undos = 0;
    for (let i = 0; i < 140 && !t.state.over; i++) {
      if (rng() < 0.12 && line.length > 1) {
        // an undo: back one to five commands, the very state or a copy as read from a save
        const k = Math.max(0, line.length - 1 - Math.ceil(rng() * 5));
        const back = rng() < 0.5 ? line[k]! : revivedState(JSON.parse(JSON.stringify(line[k]!)) as GameState);
        t.reset(back);
        line = [...line.slice(0, k), back];
        undos++;
      } else {
        const d = t.state.pending[0]!;
        const token = tokens.get(d.power)!;
        const r = t.submit(token, look(d.power), commandFor(d, autoAnswer(t.state, d, rng, DATA)));
        if (!r.ok) throw new Error(r.error.message);
        line.push(t.state);
      }
      for (const v of viewers) if (rng() < 0.25) look(v);
    }
    expect(undos).toBeGreaterThan(8);
    expect(checked).toBeGreaterThan(150);
    // both ways were seen: versions that moved and versions that stayed (an undo of what a seat never saw)
    expect(moved).toBeGreaterThan(30);
    expect(stayed).toBeGreaterThan(10);
    console.log(`checked ${checked} looks: ${moved} moved, ${stayed} stayed, ${undos} undos`);
  }, 180_000);

  it('what a seat saw, taken back and replaced by something else it sees at the same place in the log, moves its version; replaced by the same, or hidden, it does not', () => {
    const g = newGame({ scenario: SCENARIO as never, seed: fixedDiceSeed(5), data: DATA });
    if (!g.ok) throw new Error('1805 rejected');
    const s0 = g.value;
    // issue 21 notes: the head is public, a note without one is Austria's alone
    const note = (text: string, publicText?: string): GameEvent => ({
      type: 'aiExplained',
      power: 'austria',
      level: 'strong',
      text,
      ...(publicText ? { publicText } : {}),
    });
    const plus = (s: GameState, e: GameEvent): GameState => ({ ...s, log: s.log.append([e]), version: s.version + 1 });
    const t = Table.resume(s0, DATA, []);
    const fr = t.take('france', undefined, true).token;
    const v0 = t.versionFor(fr);
    // France sees A; it is taken back; B stands at the same place: France's log changed, its view did not
    t.reset(plus(s0, note('a', 'Austria moves A')));
    const v1 = t.versionFor(fr);
    expect(v1).toBe(v0 + 1);
    t.reset(s0);
    t.reset(plus(s0, note('b', 'Austria moves B')));
    expect(t.versionFor(fr)).toBe(v1 + 1);
    // …the same line again, as a save gives it back (new objects): nothing changed for France
    const v2 = t.versionFor(fr);
    t.reset(s0);
    t.reset(revivedState(JSON.parse(JSON.stringify(plus(s0, note('b', 'Austria moves B')))) as GameState));
    expect(t.versionFor(fr)).toBe(v2);
    // …an entry hidden from France, taken back and put back changed: nothing for France
    t.reset(plus(t.state, note('secret one')));
    const v3 = t.versionFor(fr);
    expect(v3).toBe(v2);
    t.reset(revivedState(JSON.parse(JSON.stringify(s0)) as GameState));
    t.reset(plus(plus(s0, note('b', 'Austria moves B')), note('secret two')));
    expect(t.versionFor(fr)).toBe(v3);
  });
});
