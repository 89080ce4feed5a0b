// opt:12.2.7~2 / 12.2.1 soak: six months of the naval campaign setup with the West Indies and every
// optional arrow on, the powers answered by the standing procedures except that a stack in 741/742
// sails off the map whenever it may and fleets off the map take the first West Indies order
// offered. The naval invariants of the fuzz hold after every command (ships kept off the map too).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor } from '../../../shared/engine';
import { autoAnswer, seededRng } from '../../../shared/engine/auto';
import type { GameState } from '../../../shared/model';
import { checkNaval, totalShips } from '../../fuzz/engineFuzz';
import { customNaval, mapData, startNaval } from './navalSetup';

const OPTIONS = { rules: { westIndies: true, channelArrow: true, danishSwedishArrows: true, alternateCrossingArrows: true } };

describe('opt:12.2.7~2 West Indies soak', () => {
  it('opt:12.2.7.1~2 six months: fleets sail through the Canaries and the Mid-Atlantic to the West Indies, no invariant breaks, no stall', () => {
    const scenario = customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain'], ['spain', 'britain']], alliances: [['france', 'spain']],
      fleets: [
        { id: 'fr-a', name: 'Toulon Squadron', nationality: 'france', ships: 6, location: { kind: 'sea', area: '742' } },
        { id: 'sp-a', name: 'Cadiz Squadron', nationality: 'spain', ships: 5, location: { kind: 'sea', area: '741' } },
        { id: 'gb-a', name: 'Leeward Squadron', nationality: 'britain', ships: 4, location: { kind: 'sea', area: '742' } },
      ],
      corps: [], garrisons: [], start: { month: 4, year: 1805 },
    });
    (scenario as { end: unknown }).end = { month: 10, year: 1805 };
    let s: GameState = startNaval(scenario, { options: OPTIONS });
    let ships = totalShips(s);
    const rng = seededRng(7);
    const violations: string[] = [];
    const boxes = new Set<string>();
    for (let i = 0; i < 6000 && !s.over; i++) {
      const d = s.pending[0];
      if (!d) throw new Error(`stall at ${s.cursor.step}`);
      const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
      // a fleet standing in 741/742 is picked up to sail off the map
      const atEdge = (v: string) => v.startsWith('pick:') && s.fleets.some((f) => `pick:${f.id}` === v && f.location.kind === 'sea' && ['741', '742'].includes(f.location.area));
      const offBoard = d.kind === 'naval/movement'
        ? (legal.find((v) => v === 'wi:exit') ?? legal.find((v) => v.startsWith('wi:') && !v.includes(':sea:')) ?? legal.find((v) => v.startsWith('wi:')) ?? (s.turn.naval?.moving.some((m) => m.power === d.power) ? undefined : legal.find(atEdge)))
        : undefined;
      const value = offBoard ?? autoAnswer(s, d, rng, mapData());
      const r = applyCommand(s, commandFor(d, value), mapData());
      if (!r.ok) throw new Error(`${d.kind} ${JSON.stringify(value)} refused: ${r.error.message}`);
      s = r.state;
      // ships change only through events naming their rule (battles, as in the fuzz)
      for (const e of r.events) if (e.type === 'shipsChanged') ships += e.delta;
      for (const f of s.westIndies?.fleets ?? []) boxes.add(f.box);
      checkNaval(s, ships, violations, `command ${i} ${s.date.month}/${s.date.year} ${s.cursor.step}`, mapData());
      if (violations.length > 0) break;
    }
    expect(violations.join("\n")).toBe("");
    expect(s.over).not.toBeNull();
    expect([...boxes].sort()).toEqual(['canaries', 'midAtlantic', 'westIndies']);
  });
});
