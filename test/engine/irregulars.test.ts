import { describe, expect, it } from 'vitest';
import { legalDestinations } from '../../shared/rules/land/movement';
import type { GameState } from '../../shared/model';
import { LAND, newLandGame, order, reach } from './landSetup';

const irregular = (s: GameState, kind: string) => s.irregulars.find((i) => i.kind === kind)!.counter;

describe('10.1 irregulars in land movement', () => {
  it('10.1.2.2 cossacks have 5 points and do not stop in areas with enemy corps', () => {
    const s = newLandGame((sc) => {
      sc.relations = { wars: [['france', 'russia'], ['france', 'austria']], alliances: [['austria', 'russia']], enforcedPeace: [] };
      sc.forces.irregulars = [{ nationality: 'russia', kind: 'cossack', factors: 1, area: '475' }];
    });
    const c = irregular(s, 'cossack');
    const dests = legalDestinations(s, LAND, 'russia', c).filter((d) => d.verdict.ok);
    expect(Math.max(...dests.map((d) => d.cost))).toBe(5);
    // fr-1 stands in 326: a cossack may go through it and beyond
    const beyond = dests.find((d) => d.path.length >= 2 && d.path[0] === '326');
    expect(beyond).toBeDefined();
  });

  it('10.1.2.2 freikorps stay in their home nation', () => {
    const s = newLandGame((sc) => {
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '475' }];
    });
    const f = irregular(s, 'freikorps');
    const toBavaria = legalDestinations(s, LAND, 'austria', f).find((d) => d.area === '326')!;
    expect(toBavaria.verdict).toMatchObject({ ok: false, code: 'noAccess', rule: '10.1.2.2' });
    expect(legalDestinations(s, LAND, 'austria', f).find((d) => d.area === '476')!.verdict.ok).toBe(true);
  });

  it('10.1.1 guerillas move one area, inside Spain, whatever the terrain', () => {
    const s = newLandGame((sc) => {
      sc.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
      sc.setupOrder = ['france', 'austria', 'russia', 'britain', 'spain'];
      sc.forces.irregulars = [{ nationality: 'spain', kind: 'guerilla', factors: 1, area: '381' }];
    });
    const g = irregular(s, 'guerilla');
    const dests = legalDestinations(s, LAND, 'spain', g);
    for (const d of dests.filter((x) => x.verdict.ok)) {
      expect(d.cost).toBe(1);
      expect(d.path).toHaveLength(1);
      expect(LAND.area(d.area)!.homeOf).toBe('spain');
    }
    expect(dests.find((d) => d.area === '426')).toMatchObject({ cost: 1, verdict: { ok: true } }); // a mountain area
  });

  it('7.3 an irregular moved one area by order is recorded like a corps', () => {
    let { s } = reach(newLandGame((sc) => {
      sc.forces.irregulars = [{ nationality: 'bavaria', kind: 'cossack', factors: 1, area: '324' }];
    }), 'france', 'land/movement');
    const c = irregular(s, 'cossack');
    s = order(s, 'france', 'land/movement', `move:${c}:325`);
    expect(s.irregulars.find((i) => i.counter === c)!.area).toBe('325');
    expect(s.turn.land!.moves.find((m) => m.counter === c)).toMatchObject({ spent: 1, entered: ['325'] });
  });
});
