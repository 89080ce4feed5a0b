// 10.5.2 minors of a power in the Instability or Fiasco zones, played through the Minor Country
// Control Step's beginning (beginMinorControl), as printed and with the v2.71 revolts (issue 18,
// general branch). Dice are forced; the thresholds are the rules' (v2.71: below 10 revolts, 10+
// wins the free state over).
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import type { Tx } from '../../shared/engine/tx';
import { controllerOf } from '../../shared/model';
import type { AreaId, Fleet, GameEvent, GameState } from '../../shared/model';
import { beginMinorControl } from '../../shared/engine/steps/political/minorControl';
import { minorRevolted, switchCandidates } from '../../shared/engine/steps/general/revolts';
import { answerPortLeave, evictFleets } from '../../shared/engine/steps/naval/ports';
import { statusTrackBoxes } from '../../shared/rules/political/status';
import { DATA, startPolitical } from '../political/politicalSetup';

type Sc = Record<string, unknown> & { forces: { corps: { nationality: string; area?: string }[]; garrisons: unknown[] } };
const areasOf = (minor: string) => (DATA.land!.landAreas ?? []).filter((a) => DATA.land!.area(a)?.minor === minor);
const events = <T extends GameEvent['type']>(tx: Tx, t: T) => tx.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

/** France in `zone`; a French garrison in Munich; `tweak` for more. */
function franceIn(zone: 'fiasco' | 'instability', revolts: boolean, tweak: (sc: Sc) => void = () => {}): GameState {
  const s = startPolitical((x) => {
    const sc = x as unknown as Sc;
    sc.forces.garrisons = [...sc.forces.garrisons, { nationality: 'france', area: '326', city: 'munich', factors: { infantry: 2 } }];
    tweak(sc);
  }, { minorRevolts: revolts });
  // France's marker in the first box of the zone (the display's left end is Fiasco 1)
  const at = statusTrackBoxes().findIndex((b) => b.zone === zone);
  return { ...s, political: { ...s.political!, status: { ...s.political!.status, france: at } } };
}
const begin = (s: GameState) => {
  const tx = beginTx(s, DATA);
  beginMinorControl(tx);
  return tx;
};

describe('10.5.2 as printed (option minorRevolts off)', () => {
  it('10.5.2.2 in the Fiasco zone no minor stays French, free states included: neutral, or (10.5.2.3) Austria\'s where its forces stand; errata 10.5.2.3 the garrison in Munich marches out', () => {
    const tx = begin(franceIn('fiasco', false));
    for (const id of ['bavaria', 'wurttemberg', 'baden', 'palatinate', 'lombardy', 'holland']) expect(tx.state.minors.find((m) => m.id === id)?.controller).not.toBe('france');
    expect(tx.state.minors.find((m) => m.id === 'holland')).toMatchObject({ status: 'neutral', controller: null });
    expect(events(tx, 'minorControlChanged').find((e) => e.minor === 'holland')?.rule).toBe('10.5.2.2');
    expect(tx.state.garrisons.some((g) => g.nationality === 'france' && g.area === '326')).toBe(false);
    expect(events(tx, 'forcesRepatriated').filter((e) => e.rule === '10.5.2.3' && e.from === '326')).toHaveLength(1);
  });

  it('10.5.2.3 / 10.5.2.4 an enemy corps inside takes the minor as conquered and gains one political point; France loses none for it', () => {
    const wurttemberg = areasOf('wurttemberg')[0]!;
    const s = franceIn('fiasco', false, (sc) => {
      const austrian = sc.forces.corps.find((c) => c.nationality === 'austria')!;
      austrian.area = wurttemberg;
    });
    const tx = begin(s);
    expect(tx.state.minors.find((m) => m.id === 'wurttemberg')).toMatchObject({ status: 'conquered', controller: 'austria' });
    const pp = events(tx, 'politicalPointsChanged');
    expect(pp.filter((e) => e.rule === '10.5.2.4' && e.reason.includes('rttemberg'))).toMatchObject([{ power: 'austria', delta: 1 }]);
    expect(pp.filter((e) => e.power === 'france')).toEqual([]);
  });
});

describe('v2.71 10.5.2.1-10.5.2.3.2 minor country revolts (option minorRevolts)', () => {
  it('opt:10.5.2.3 a free state next to an enemy of its controller: the enemy rolls two dice, 10+ wins it over as its free state (+1, 10.5.2.4)', () => {
    const s = franceIn('instability', true);
    const candidates = switchCandidates(beginTx(s, DATA), 'bavaria' as never, 'france');
    expect(candidates).toContain('austria');
    // Bavaria's revolt die 1 (fails), then each candidate's two dice: Austria 6+6, the others 1+1
    const dice = [1, ...candidates.flatMap((p) => (p === 'austria' ? [6, 6] : [1, 1]))];
    const tx = begin(forceDice(s, dice));
    expect(tx.state.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'free', controller: 'austria' });
    expect(events(tx, 'minorControlChanged').find((e) => e.minor === 'bavaria')).toMatchObject({ from: 'france', to: 'austria', rule: '10.5.2.3' });
    expect(events(tx, 'politicalPointsChanged').filter((e) => e.rule === '10.5.2.4' && e.reason.includes('Bavaria'))).toMatchObject([{ power: 'austria', delta: 1 }]);
  });

  it('opt:10.5.2.3.2 the switching free state keeps its corps, except one standing with the former controller\'s forces (Munich\'s area holds a French garrison)', () => {
    const s = franceIn('instability', true);
    const bavarianCorps = s.corps.filter((c) => c.nationality === 'bavaria');
    expect(bavarianCorps.length).toBeGreaterThan(0);
    // areas where France's own forces (or its other minors') stand
    const french = new Set<string>([...s.corps.filter((c) => c.nationality !== 'bavaria' && controllerOf(s, c.nationality) === 'france' && c.location.kind === 'area').map((c) => (c.location as { area: AreaId }).area),
      ...s.garrisons.filter((g) => g.nationality !== 'bavaria' && controllerOf(s, g.nationality) === 'france').map((g) => g.area)]);
    expect(french.has('326')).toBe(true);
    const withFrench = bavarianCorps.filter((c) => c.location.kind === 'area' && french.has(c.location.area));
    const candidates = switchCandidates(beginTx(s, DATA), 'bavaria' as never, 'france');
    const tx = begin(forceDice(s, [1, ...candidates.flatMap((p) => (p === 'austria' ? [6, 6] : [1, 1]))]));
    expect(tx.state.corps.filter((c) => c.nationality === 'bavaria')).toHaveLength(bavarianCorps.length - withFrench.length);
    const garrisonsWithFrench = s.garrisons.filter((g) => g.nationality === 'bavaria' && french.has(g.area));
    expect(tx.state.garrisons.filter((g) => g.nationality === 'bavaria')).toHaveLength(s.garrisons.filter((g) => g.nationality === 'bavaria').length - garrisonsWithFrench.length);
    expect(events(tx, 'factorsChanged').filter((e) => e.rule === '10.5.2.3.2' && e.nationality === 'bavaria')).toHaveLength(withFrench.length + garrisonsWithFrench.length);
  });

  it('opt:10.5.2.3 two enemies winning it over at once leave the free state neutral (a Russian corps inside Bavaria makes Russia eligible too)', () => {
    const s = franceIn('instability', true, (sc) => {
      sc.forces.corps.find((c) => c.nationality === 'russia')!.area = '321';
    });
    const candidates = switchCandidates(beginTx(s, DATA), 'bavaria' as never, 'france');
    expect(candidates).toEqual(expect.arrayContaining(['austria', 'russia']));
    const tx = begin(forceDice(s, [1, ...candidates.flatMap(() => [6, 6])]));
    expect(tx.state.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'neutral', controller: null });
  });

  it('opt:10.5.2.1 / opt:10.5.2.2 a conquered minor that fails its check turns neutral (no enemy takes it under v2.71)', () => {
    const s = franceIn('instability', true);
    // every check fails, and every try to win a free state over too (all ones)
    const tx = begin(forceDice(s, Array.from({ length: 60 }, () => 1)));
    expect(tx.state.minors.find((m) => m.id === 'palatinate')).toMatchObject({ status: 'neutral', controller: null });
    expect(events(tx, 'minorControlChanged').find((e) => e.minor === 'palatinate')?.rule).toBe('10.5.2.1');
    // opt:10.5.2.2 France's garrison of Mainz marches to the nearest friendly city
    expect(events(tx, 'forcesRepatriated').find((e) => e.from === '315')).toMatchObject({ power: 'france', what: 'garrison of Mainz' });
  });
});

describe('v2.71 10.5.2.2 / 10.5.2.3.2 fleets when a minor revolts (6.2.6, checked by the sequencer after the step)', () => {
  it('opt:10.5.2.2 Holland revolts to neutrality: the French fleet in Amsterdam must leave as from a lost port (6.2.6), the owner choosing where', () => {
    const s0 = franceIn('instability', true);
    const s = { ...s0, fleets: [...s0.fleets, { id: 'fr-x', name: 'Texel Squadron', nationality: 'france', ships: 5, location: { kind: 'port', city: 'amsterdam' } } as unknown as Fleet] };
    const tx = begin(forceDice(s, Array.from({ length: 60 }, () => 1)));
    expect(tx.state.minors.find((m) => m.id === 'holland')).toMatchObject({ status: 'neutral', controller: null });
    evictFleets(tx);
    const d = tx.state.pending.find((x) => x.kind === 'naval/portLeave' && x.power === 'france');
    expect(d?.prompt).toContain('Amsterdam has turned neutral');
    expect(d?.prompt).toContain('Texel Squadron');
    answerPortLeave(tx, 'france', String(d!.options.find((o) => o.verdict.ok)!.value));
    expect(tx.state.fleets.find((f) => f.id === 'fr-x')?.location.kind).not.toBe('port');
  });

  it('opt:10.5.2.3.2 a free state won over keeps its fleet, but one lying in a port of its former controller leaves it (6.2.6): the Dutch fleet in Brest, Holland won by Britain', () => {
    const inHolland = areasOf('holland')[0]!;
    const s0 = franceIn('instability', true, (sc) => {
      sc.forces.corps.push({ id: 'britain-i', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, area: inHolland, factors: { infantry: 5 } } as never);
    });
    const s = { ...s0, fleets: [...s0.fleets.filter((f) => f.nationality !== 'holland'), { id: 'nl-a', name: 'Dutch Fleet', nationality: 'holland', ships: 12, location: { kind: 'port', city: 'brest' } } as unknown as Fleet] };
    const tx = beginTx(forceDice(s, [6, 6]), DATA);
    expect(switchCandidates(tx, 'holland' as never, 'france')).toEqual(['britain']);
    minorRevolted(tx, tx.state.minors.find((m) => m.id === 'holland')!, 'france', 'instability');
    expect(tx.state.minors.find((m) => m.id === 'holland')).toMatchObject({ status: 'free', controller: 'britain' });
    expect(tx.state.fleets.find((f) => f.id === 'nl-a')).toMatchObject({ ships: 12, location: { kind: 'port', city: 'brest' } });
    evictFleets(tx);
    const d = tx.state.pending.find((x) => x.kind === 'naval/portLeave' && x.power === 'britain');
    expect(d?.prompt).toContain('Brest has fallen to France');
  });
});

describe('10.2.1.1 / 10.5.2.3 a minor\'s fleet kept off the map at its strength', () => {
  it('10.5.2.3 Holland (its fleet down to 7 of the printed 12 ships) turns neutral: the fleet leaves the map, 7 ships kept; 10.2.1.1 set up again as a free state (4.6.3.5) it has 7, not 12', async () => {
    const { setUpFleet } = await import('../../shared/engine/steps/political/minorSetup');
    const s0 = franceIn('instability', true);
    // the Dutch fleet at sea off its ports, 7 ships left (the chart's 1805 line prints 12)
    const dutch = { id: 'holland-fleet', name: 'Dutch Fleet', nationality: 'holland', ships: 7, location: { kind: 'port', city: 'amsterdam' } } as unknown as Fleet;
    const s: GameState = { ...s0, fleets: [...s0.fleets.filter((f) => f.nationality !== 'holland'), dutch] };
    const tx = begin(forceDice(s, Array.from({ length: 60 }, () => 1)));
    expect(tx.state.minors.find((m) => m.id === 'holland')).toMatchObject({ status: 'neutral', controller: null });
    expect(tx.state.fleets.some((f) => f.nationality === 'holland')).toBe(false);
    expect(tx.state.general?.keptFleets).toEqual([expect.objectContaining({ nationality: 'holland', ships: 7 })]);
    expect(events(tx, 'shipsChanged').filter((e) => e.fleet === 'holland-fleet')).toMatchObject([{ delta: -7, rule: '10.5.2.1' }]);
    // later a free state of Britain's again
    const again = beginTx({ ...tx.state, minors: tx.state.minors.map((m) => (m.id === 'holland' ? { ...m, status: 'free' as const, controller: 'britain' as const } : m)) }, DATA);
    const fleet = setUpFleet(again, 'holland' as never);
    expect(fleet).toMatchObject({ nationality: 'holland', ships: 7 });
    expect(again.state.general?.keptFleets ?? []).toEqual([]);
  });
});
