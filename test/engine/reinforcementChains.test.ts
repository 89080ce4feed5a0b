// 5.2.2.2.3 campaign factors for corps outside the home borders: the chain of depots back home
// (5.2.2.2.3.1 six depots for regulars), a free state's chain to a source in its own country
// (5.2.2.2.3.3), chains through sea supply but never invasion supply (5.2.2.2.3.4); and the
// home borders leave out ceded provinces (5.2.2.2.1).
import { describe, expect, it } from 'vitest';
import type { AreaId, FleetId, GameState, PendingDecision } from '../../shared/model';
import { chainDepths } from '../../shared/rules/land/depots';
import { reinforcementOptions } from '../../shared/rules/reinforcement';
import { LAND, counterOf, newLandGame, reach } from './landSetup';
import type { smallCampaign } from './helpers';

type Sc = ReturnType<typeof smallCampaign>;
const corpsList = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];

/** France's campaign reinforcements in May 1805 (no area): French infantry and militia (entry 0), Bavarian infantry (entry 1). */
function game(tweak: (sc: Sc) => void): { s: GameState; d: PendingDecision } {
  return reach(
    newLandGame((sc) => {
      sc.reinforcements = [
        { date: { month: 5, year: 1805 }, power: 'france', factors: { infantry: 2, militia: 2 } },
        { date: { month: 5, year: 1805 }, power: 'france', nationality: 'bavaria', factors: { infantry: 1 } },
      ];
      tweak(sc);
    }),
    'france',
    'reinforcement/army',
  );
}
const verdictOf = (d: PendingDecision, value: string) => d.options.find((o) => o.value === value)?.verdict;

describe('5.2.2.2.3.1 chains of six depots for regular factors', () => {
  /** French depots from Strasbourg across Germany into Prussia, two areas apart: the seventh at 270. */
  const line = ['775', '317', '307', '292', '273', '268', '270'];
  const chain = (corpsArea: string) =>
    game((sc) => {
      sc.relations = { wars: [['france', 'austria']], alliances: [], enforcedPeace: [] };
      sc.forces.depots = line.map((area) => ({ owner: 'france', area }));
      corpsList(sc)[0]!.area = corpsArea;
    });

  it('5.2.2.2.3.1 regular infantry joins a corps next to the sixth depot of the chain, not one at the seventh', () => {
    const near = chain('269'); // next to 268 (sixth) and 270 (seventh)
    const depths = chainDepths(near.s, LAND, 'france', (x) => LAND.area(x.area)!.homeOf === 'france');
    expect(line.map((a) => depths.get(near.s.depots.find((x) => x.area === a)!.id))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(verdictOf(near.d, `factor:0:infantry:${counterOf(near.s, 'fr-1')}`)).toEqual({ ok: true });
    const far = chain('270'); // on the seventh only
    expect(verdictOf(far.d, `factor:0:infantry:${counterOf(far.s, 'fr-1')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.3.1' });
    expect(verdictOf(far.d, `factor:0:militia:${counterOf(far.s, 'fr-1')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.3.2' });
  });
});

describe('5.2.2.2.3.3 free states trace to a source in their own country', () => {
  it('5.2.2.2.3.3 a Bavarian corps in Württemberg takes Bavarian factors from a French chain only if it starts inside Bavaria', () => {
    const bavarianCorpsAt320 = (depots: string[]) =>
      game((sc) => {
        sc.forces.depots = depots.map((area) => ({ owner: 'france', area }));
        corpsList(sc)[2]!.area = '320';
      });
    const fromMunich = bavarianCorpsAt320(['326', '320']);
    expect(verdictOf(fromMunich.d, `factor:1:infantry:${counterOf(fromMunich.s, 'bv-1')}`)).toEqual({ ok: true });
    const fromStrasbourg = bavarianCorpsAt320(['775', '320']);
    expect(verdictOf(fromStrasbourg.d, `factor:1:infantry:${counterOf(fromStrasbourg.s, 'bv-1')}`)).toMatchObject({
      ok: false,
      rule: '5.2.2.2.3',
    });
    // the same chain from Strasbourg serves a French corps there (its source is in France)
    const french = game((sc) => {
      sc.forces.depots = [
        { owner: 'france', area: '775' },
        { owner: 'france', area: '320' },
      ];
      corpsList(sc)[0]!.area = '320';
    });
    expect(verdictOf(french.d, `factor:0:infantry:${counterOf(french.s, 'fr-1')}`)).toEqual({ ok: true });
  });
});

describe('5.2.2.2.3.4 chains by sea, not by invasion supply', () => {
  /** France's home depot at Toulon (463), a depot at Zara (483, a French garrison), I Corps at Zara. */
  const zara = (fleets: unknown[]) =>
    game((sc) => {
      sc.forces.depots = [
        { owner: 'france', area: '463' },
        { owner: 'france', area: '483' },
      ];
      sc.forces.garrisons = [
        ...(sc.forces.garrisons ?? []),
        { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } },
      ];
      corpsList(sc)[0]!.area = '483';
      sc.forces.fleets = fleets;
    });
  const toulonFleet = {
    id: 'fr-fleet',
    name: 'Toulon Squadron',
    nationality: 'france',
    ships: 5,
    location: { kind: 'port', area: '463', city: 'toulon' },
  };

  it('5.2.2.2.3.4 a fleet in Toulon links the home depot to Zara by sea: the corps there takes factors', () => {
    const { s, d } = zara([toulonFleet]);
    expect(verdictOf(d, `factor:0:infantry:${counterOf(s, 'fr-1')}`)).toEqual({ ok: true });
  });

  it('5.2.2.2.3.4 without the fleet there is no chain; a depot aboard a fleet in the Adriatic (invasion supply) does not serve', () => {
    const none = zara([]);
    expect(verdictOf(none.d, `factor:0:infantry:${counterOf(none.s, 'fr-1')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.3' });
    const atSea = zara([{ ...toulonFleet, location: { kind: 'sea', area: '752' } }]);
    const withInvasion: GameState = {
      ...atSea.s,
      depots: [
        ...atSea.s.depots,
        { id: 'inv-1', owner: 'france', area: '752' as GameState['depots'][number]['area'], fleet: 'fr-fleet' as FleetId },
      ],
    };
    const value = `factor:0:infantry:${counterOf(atSea.s, 'fr-1')}`;
    expect(reinforcementOptions(withInvasion, LAND, 'france').find((o) => o.value === value)?.verdict).toMatchObject({
      ok: false,
      rule: '5.2.2.2.3',
    });
  });
});

describe('5.2.2.2.1 ceded provinces are not home', () => {
  it('5.2.2.2.1 a French corps in Lorraine takes factors without a depot until Lorraine is ceded', () => {
    const home = game((sc) => {
      sc.forces.depots = [];
      corpsList(sc)[0]!.area = '775';
    });
    const k = counterOf(home.s, 'fr-1');
    expect(verdictOf(home.d, `factor:0:infantry:${k}`)).toEqual({ ok: true });
    const ceded = game((sc) => {
      sc.forces.depots = [];
      corpsList(sc)[0]!.area = '775';
    });
    const s: GameState = { ...ceded.s, ceded: [{ province: LAND.area('775' as AreaId)!.province!, home: 'france', holder: 'austria' }] };
    expect(reinforcementOptions(s, LAND, 'france').find((o) => o.value === `factor:0:infantry:${k}`)?.verdict).toMatchObject({
      ok: false,
      rule: '5.2.2.2.3',
    });
  });
});
