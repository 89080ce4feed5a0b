// Issue 20 (performance): what the Political and Economic steps now keep or index instead of
// working out again. Each case changes one input and expects the answer worked out afresh.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaId, GameState, MajorPower, MinorId } from '../../shared/model';
import { controllerOf } from '../../shared/model';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { buyableCounters, provinceById } from '../../shared/rules/economic';
import { collectionOptions } from '../../shared/engine/steps/economic/collection';
import { canReachMinor } from '../../shared/rules/political/declarations';
import { GRAND_CAMPAIGN } from '../campaign/soakCampaign';
import { ECON_DATA, atStep, playEconomic, startEconomic } from './economicSetup';

describe('8.5.4 the counters a nationality may buy, kept while what they read is the same (issue 20)', () => {
  it('8.5.4 a counter bought drops out of the list; the first state asked again reads as before', () => {
    const s = startEconomic();
    const first = buyableCounters(s, 'france');
    expect(first.length).toBeGreaterThan(0);
    expect(buyableCounters(s, 'france')).toBe(first); // kept
    const c = first[0]!;
    const bought: GameState = {
      ...s,
      economy: {
        ...s.economy!,
        purchasedCounters: [
          { power: 'france', nationality: 'france', kind: c.kind, roster: c.roster, designation: c.designation, until: s.date },
        ],
      },
    };
    expect(buyableCounters(bought, 'france').some((x) => x.kind === c.kind && x.roster === c.roster)).toBe(false);
    expect(buyableCounters(s, 'france')).toEqual(first);
    // another list of corps (the same counters): worked out again, the same answer
    const moved: GameState = { ...s, corps: [...s.corps] };
    const again = buyableCounters(moved, 'france');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe('8.2.1.2 the trade list of a collection step, worked out once per state (issue 20)', () => {
  it('8.2.1.2 a power offered trade in one state is not when Great Britain is out of play in another', () => {
    const s = playEconomic(startEconomic(), undefined, atStep('economic/collection'));
    const econ = ECON_DATA.economy!;
    const traders = (x: GameState) =>
      (['france', 'austria', 'prussia', 'russia', 'spain', 'turkey'] as MajorPower[]).filter((p) =>
        collectionOptions(x, econ, p).some((o) => o.value === 'trade'),
      );
    expect(traders(s).length).toBeGreaterThan(0);
    const noBritain: GameState = { ...s, powers: { ...s.powers, britain: { ...s.powers.britain, inPlay: false } } };
    expect(traders(noBritain)).toEqual([]);
    expect(traders(s).length).toBeGreaterThan(0);
  });

  it('8.2.1.2.1 the province index finds each province as a search of the list does', () => {
    const econ = ECON_DATA.economy!;
    for (const p of econ.provinces) expect(provinceById(econ, p.id)).toBe(econ.provinces.find((x) => x.id === p.id));
    expect(provinceById(econ, 'no-such-province')).toBeUndefined();
  });
});

describe('4.2.2.3 the land reach of a declaration on areas by number (issue 20)', () => {
  it('4.2.2.3 every power reaches the same neutral minors as one search per force finds, at the Grand Campaign start', () => {
    const loaded = loadMap();
    if (!loaded.ok) throw new Error('shipped map invalid');
    const data = gameDataFromMap(loaded.map);
    const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 1, data });
    if (!g.ok) throw new Error('setup rejected');
    const s = g.value;
    const map = data.land!;
    const reference = (power: MajorPower): Set<string> => {
      const found = new Set<string>();
      const starts: [AreaId, number][] = [
        ...s.corps.flatMap((c) =>
          c.location.kind === 'area' && controllerOf(s, c.nationality) === power
            ? [[c.location.area, c.movement + 1] as [AreaId, number]]
            : [],
        ),
        ...s.irregulars.filter((i) => controllerOf(s, i.nationality) === power).map((i) => [i.area, 5] as [AreaId, number]),
      ];
      for (const [from, reach] of starts) {
        const dist = new Map<AreaId, number>([[from, 0]]);
        let frontier = [from];
        while (frontier.length > 0) {
          const next: AreaId[] = [];
          for (const a of frontier) {
            const m = map.area(a)?.minor;
            if (m) found.add(m);
            if (dist.get(a)! >= reach) continue;
            for (const e of map.edges(a)) {
              if (dist.has(e.to)) continue;
              dist.set(e.to, dist.get(a)! + 1);
              next.push(e.to);
            }
          }
          frontier = next;
        }
      }
      return found;
    };
    let reached = 0;
    for (const power of ['france', 'austria', 'russia', 'prussia'] as MajorPower[]) {
      const want = reference(power);
      for (const m of s.minors.filter((x) => x.status === 'neutral')) {
        const got = canReachMinor(s, map, power, m.id as MinorId);
        expect(got, `${power} ${m.id}`).toBe(want.has(m.id));
        if (got) reached++;
      }
    }
    expect(reached).toBeGreaterThan(0);
  });
});
