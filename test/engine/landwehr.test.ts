// v2.71 12.11 militia and landwehr (option), played through the engine: the set-up conversion of
// an 1805 campaign (12.11.2), the landwehr raised in the 8.9 step (12.11.3), its -1 on the
// economic loss roll (12.11.3.1), the German Confederation penalty, the corps limits (12.11.1).
// Numbers come from the rule: two political points, 5 %, three militia an infantry factor, -1.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, newGame, pendingDecisions } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import { applyLandwehrChoice, landwehrOptions, landwehrSurrender } from '../../shared/engine/steps/land/landwehr';
import { landwehrAnswer } from '../../shared/engine/auto/landwehr';
import { finalExtra } from '../../shared/rules/economic/victory';
import { absorbVerdict, disembarkVerdict, legalDestinations } from '../../shared/rules/land/movement';
import { reinforcementVerdict } from '../../shared/rules/reinforcement';
import type { AreaId, Corps, GameEvent, GameState, LandMap, PooledReinforcement } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, sheet, startEconomic, type ScenarioJson } from './economicSetup';

const MAP: LandMap = ECON_DATA.land!;
const OPTION = { options: { rules: { militiaAndLandwehr: true } } };
const noAustrianMilitia = (j: ScenarioJson) => {
  for (const c of j.forces.corps!) if (c.id === 'austria-ii') c.factors = { infantry: 12 };
};
const logged = <T extends GameEvent['type']>(s: GameState, t: T) => s.log.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);
const corps = (s: GameState, id: string): Corps => s.corps.find((c) => c.id === id)!;
const withCorps = (s: GameState, id: string, change: Partial<Corps>): GameState => ({ ...s, corps: s.corps.map((c) => (c.id === id ? { ...c, ...change } : c)) });

describe('v2.71 12.11.3 the landwehr in the New Political Combinations Step', () => {
  it('12.11.3 Austria, having surrendered unconditionally, raises its landwehr in March 1806 for two political points; Prussia is not asked', () => {
    let s = startEconomic(noAustrianMilitia, OPTION);
    expect(s.landwehr?.active).toEqual([]);
    const tx = beginTx(s, ECON_DATA);
    landwehrSurrender(tx, 'austria', true); // the peace's hook (4.4.4)
    landwehrSurrender(tx, 'prussia', false); // a conditional surrender does not open it
    s = tx.state;
    expect(s.landwehr?.surrendered).toEqual(['austria']);
    s = playEconomic(s, () => undefined, atStep('economic/newCombinations', 3));
    const asked = pendingDecisions(s).filter((d) => d.kind === 'landwehr/decide');
    expect(asked.map((d) => d.power)).toEqual(['austria']);
    const d = asked[0]!;
    expect(d.options.map((o) => [o.value, o.verdict.ok])).toEqual([['keep', true], ['activate', true]]);
    const pointsBefore = s.powers.austria.politicalPoints;
    const r = applyCommand(s, commandFor(d, 'activate'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'austria', delta: -2, rule: '12.11.3' }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'landwehrChanged', power: 'austria', active: true, rule: '12.11.3' }));
    expect(r.state.powers.austria.politicalPoints).toBe(pointsBefore - 2);
    expect(r.state.landwehr).toMatchObject({ active: ['austria'], ever: ['austria'] });
    // 12.11.1 now II Corps may take militia from the Vienna garrison (3 militia there)
    const ii = corps(r.state, 'austria-ii');
    expect(absorbVerdict(r.state, MAP, ii, 'militia', { kind: 'city', city: 'vienna' as never })).toEqual({ ok: true });
    expect(absorbVerdict(s, MAP, corps(s, 'austria-ii'), 'militia', { kind: 'city', city: 'vienna' as never })).toMatchObject({ ok: false, rule: '12.11.1' });
  });

  it('12.11.3.1 standing down is refused while a regular corps holds militia (named), allowed once none does, and costs two points', () => {
    // ruling: II Corps set up with 2 militia, so Austria's landwehr is active from the start
    let s = startEconomic(() => {}, OPTION);
    expect(logged(s, 'landwehrChanged')).toMatchObject([{ power: 'austria', active: true, rule: '12.11.3' }]);
    s = playEconomic(s, () => undefined, atStep('economic/newCombinations', 3));
    const d = pendingDecisions(s).find((x) => x.kind === 'landwehr/decide' && x.power === 'austria')!;
    const down = d.options.find((o) => o.value === 'deactivate')!;
    expect(down.verdict).toMatchObject({ ok: false, rule: '12.11.3.1', detail: expect.stringContaining('II') });
    expect(landwehrAnswer(s, d)).toBe('keep'); // the procedures would stand it down at peace, but it is refused
    const freed = withCorps(s, 'austria-ii', { factors: { infantry: 12 } });
    const again = { ...freed, pending: freed.pending.filter((x) => x.id !== d.id) };
    const tx = beginTx(again, ECON_DATA);
    applyLandwehrChoice(tx, 'austria', 'deactivate');
    expect(tx.events).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'austria', delta: -2, rule: '12.11.3.1' }));
    expect(tx.state.landwehr).toMatchObject({ active: [], ever: ['austria'] });
  });
});

describe('v2.71 12.11.3 the standing procedures', () => {
  it('12.11.3 the procedures raise the landwehr at war with another major power, not at peace; they keep the set-up infantry (12.11.2)', () => {
    const s0 = startEconomic(noAustrianMilitia, OPTION);
    const s: GameState = { ...s0, landwehr: { active: [], ever: [], surrendered: ['austria'] } };
    const d = { id: 'd0', power: 'austria' as const, kind: 'landwehr/decide' as const, step: 'economic/newCombinations' as const, rule: '12.11.3', prompt: '', secret: false, select: 'one' as const, group: null, options: landwehrOptions(s, 'austria') };
    expect(landwehrAnswer(s, d)).toBe('keep');
    const atWar: GameState = { ...s, relations: { ...s.relations, wars: [...s.relations.wars, ['france', 'austria']] } as never };
    expect(landwehrAnswer(atWar, d)).toBe('activate');
    expect(landwehrAnswer(s, { ...d, kind: 'landwehr/setupMilitia' })).toBe('end');
  });
});

describe('v2.71 12.11.3.1 the economic loss roll and the German Confederation', () => {
  const inFiasco = (j: ScenarioJson) => {
    (j.economy.status as Record<string, unknown>).austria = { zone: 'fiasco', box: 4 }; // economic loss number 3
  };
  const collect = (edit: (j: ScenarioJson) => void, withOption: boolean): GameState => {
    let s = startEconomic(edit, withOption ? OPTION : {});
    s = playEconomic(s, () => undefined, atStep('economic/collection', 3));
    s = forceDice(s, [4]);
    return playEconomic(s, () => undefined, (x) => x.cursor.step !== 'economic/collection');
  };

  it('12.11.3.1 Austria in Fiasco 4 (loss number 3) rolls a 4: 3 with its landwehr, so it collects half; without the option, in full', () => {
    const withLandwehr = collect(inFiasco, true);
    expect(withLandwehr.landwehr?.active).toEqual(['austria']); // II Corps' militia at set-up (ruling)
    expect(logged(withLandwehr, 'diceRolled').filter((e) => e.rule === '10.5.2').map((e) => e.value)).toEqual([4]);
    expect(sheet(withLandwehr, 'austria').halved).toBe(true);
    const without = collect(inFiasco, false);
    expect(logged(without, 'diceRolled').filter((e) => e.rule === '10.5.2').map((e) => e.value)).toEqual([4]);
    expect(sheet(without, 'austria').halved).toBeFalsy();
  });

  it('12.11.3.1 the German Confederation held by France costs Austria -10, -20 once it has ever raised its landwehr (Prussia -15 / -25)', () => {
    const s0 = startEconomic(noAustrianMilitia, { options: { rules: { militiaAndLandwehr: true, nationalObjectives: true } } });
    const s: GameState = { ...s0, combinations: { active: [{ id: 'german-confederation', name: 'the Confederation of the Rhine', controller: 'france', minors: [], provinces: [], created: { month: 3, year: 1806 } }], polishLoyalty: null, dominant: [] } as never };
    const penalty = (x: GameState, p: 'austria' | 'prussia') => finalExtra(x, ECON_DATA.economy!, p).vp - finalExtra({ ...x, combinations: undefined }, ECON_DATA.economy!, p).vp;
    expect(penalty(s, 'austria')).toBe(-10);
    expect(penalty(s, 'prussia')).toBe(-15);
    const ever: GameState = { ...s, landwehr: { active: [], ever: ['austria', 'prussia'], surrendered: ['austria', 'prussia'] } };
    expect(penalty(ever, 'austria')).toBe(-20);
    expect(penalty(ever, 'prussia')).toBe(-25);
  });
});

describe('v2.71 12.11.1 corps holding militia stay in their home nation', () => {
  it('12.11.1 a Russian corps with militia on the border may not march out; without militia the same step is open', () => {
    const s0 = startEconomic(noAustrianMilitia, OPTION);
    let home: AreaId | null = null;
    let abroad: AreaId | null = null;
    for (const a of MAP.landAreas ?? []) {
      if (MAP.area(a)?.homeOf !== 'russia') continue;
      const e = MAP.edges(a).find((x) => x.crossingSea === null && MAP.area(x.to)?.homeOf !== 'russia' && MAP.area(x.to) !== undefined);
      if (e) { home = a; abroad = e.to; break; }
    }
    const r = corps(s0, 'russia-i');
    const at = (militia: number) => withCorps(s0, 'russia-i', { location: { kind: 'area', area: home! }, factors: { infantry: 10, militia, cavalry: 2 } });
    const to = (s: GameState) => legalDestinations(s, MAP, 'russia', r.counter).find((d) => d.area === abroad);
    expect(to(at(2))?.verdict).toMatchObject({ ok: false, code: 'noAccess', rule: '12.11.1' });
    expect(to(at(0))?.verdict.ok === false && (to(at(0))!.verdict as { rule: string }).rule === '12.11.1').toBe(false);
  });

  it('12.11.1 a British corps with militia aboard a fleet may not land abroad', () => {
    const s0 = startEconomic(noAustrianMilitia, OPTION);
    const fleet = s0.fleets.find((f) => f.nationality === 'britain')!;
    const c = { ...corps(s0, 'britain-i'), location: { kind: 'fleet' as const, fleet: fleet.id }, factors: { infantry: 6, militia: 2 } };
    const s = { ...s0, corps: s0.corps.map((x) => (x.id === c.id ? c : x)), fleets: s0.fleets.map((f) => (f.id === fleet.id ? { ...f, location: { kind: 'sea' as const, area: '735' as AreaId } } : f)) };
    const coast = (MAP.sea?.('735' as AreaId)?.coast ?? []).filter((a) => MAP.area(a)?.homeOf !== 'britain' && MAP.area(a) !== undefined);
    expect(coast.length).toBeGreaterThan(0);
    expect(disembarkVerdict(s, MAP, 'britain', c, coast[0]!)).toMatchObject({ ok: false, rule: '12.11.1' });
  });
});

describe('v2.71 12.11.1 militia reinforcements', () => {
  it('12.11.1 a militia factor placed or transferred into an Austrian corps is refused until the landwehr is raised; into a garrison it is not', () => {
    const s0 = startEconomic(noAustrianMilitia, OPTION);
    const pool: PooledReinforcement[] = [{ power: 'austria', nationality: 'austria', area: '474' as AreaId, factors: { militia: 2 }, corps: [] }];
    const s: GameState = { ...s0, turn: { ...s0.turn, reinforcementPool: pool } };
    const i = corps(s, 'austria-i');
    const ii = corps(s, 'austria-ii');
    const into = (x: GameState) => reinforcementVerdict(x, MAP, 'austria', { kind: 'factor', pool: 0, factor: 'militia', counter: i.counter });
    expect(into(s)).toMatchObject({ ok: false, code: 'capacity', rule: '12.11.1' });
    // 12.11.2 militia may always garrison cities
    expect(reinforcementVerdict(s, MAP, 'austria', { kind: 'garrison', pool: 0, factor: 'militia', city: 'vienna' as never })).toEqual({ ok: true });
    const raised: GameState = { ...s, landwehr: { active: ['austria'], ever: ['austria'], surrendered: ['austria'] } };
    expect(into(raised)).toEqual({ ok: true });
    const withMilitia = withCorps(raised, 'austria-ii', { factors: { infantry: 8, militia: 2 } });
    const transfer = (x: GameState) => reinforcementVerdict(x, MAP, 'austria', { kind: 'transfer', from: ii.counter, factor: 'militia', to: i.counter });
    expect(transfer(withMilitia)).toEqual({ ok: true });
    expect(transfer({ ...withMilitia, landwehr: { active: [], ever: ['austria'], surrendered: ['austria'] } })).toMatchObject({ ok: false, rule: '12.11.1' });
  });
});

describe('v2.71 12.11.2 militia at the set-up of an 1805 campaign', () => {
  const json = JSON.parse(readFileSync(new URL('../../assets/scenarios/14.4-1805-1807-campaign.json', import.meta.url), 'utf8'));

  it('12.11.2 every power but Turkey may convert 5 % of its infantry; a garrison\'s infantry factor becomes three militia there', () => {
    const g = newGame({ scenario: json, seed: 5, data: ECON_DATA, ...OPTION });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    let s = g.value;
    const asked = pendingDecisions(s).filter((d) => d.kind === 'landwehr/setupMilitia');
    expect(asked.map((d) => d.power).sort()).toEqual(['austria', 'britain', 'france', 'prussia', 'russia', 'spain']);
    const setup = s.landwehr!.setup!;
    // each limit is 5 % of the power's set-up infantry, rounded down
    for (const x of setup) {
      const inf = s.corps.filter((c) => c.nationality === x.power).reduce((n, c) => n + (c.factors.infantry ?? 0), 0) + s.garrisons.filter((q) => q.nationality === x.power).reduce((n, q) => n + (q.factors.infantry ?? 0), 0);
      expect(x.limit, x.power).toBe(Math.floor(inf / 20));
    }
    const fr = asked.find((d) => d.power === 'france')!;
    const viaGarrison = fr.options.find((o) => String(o.value).startsWith('convert:g:') && o.verdict.ok);
    expect(viaGarrison, 'a French garrison with infantry').toBeDefined();
    const [, , area, city] = String(viaGarrison!.value).split(':');
    const before = s.garrisons.find((q) => q.nationality === 'france' && q.area === area && q.place.kind === 'city' && q.place.city === city)!;
    const r = applyCommand(s, commandFor(fr, viaGarrison!.value), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const after = s.garrisons.find((q) => q.nationality === 'france' && q.area === area && q.place.kind === 'city' && q.place.city === city)!;
    expect(after.factors.infantry ?? 0).toBe((before.factors.infantry ?? 0) - 1);
    expect(after.factors.militia ?? 0).toBe((before.factors.militia ?? 0) + 3);
    expect(r.events.filter((e) => e.type === 'factorsChanged').map((e) => (e as { delta: number }).delta)).toEqual([-1, 3]);
    const france = s.landwehr!.setup!.find((x) => x.power === 'france')!;
    expect(france.used).toBe(1);
    const reopened = pendingDecisions(s).find((d) => d.kind === 'landwehr/setupMilitia' && d.power === 'france');
    if (france.limit > 1) expect(reopened?.prompt).toContain(`up to ${france.limit - 1} more`);
    // a label names the city, not its id; the procedures keep the rest as infantry
    expect(viaGarrison!.label).not.toContain(`${city} garrison`);
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'landwehr/setupMilitia')) {
      expect(landwehrAnswer(s, d)).toBe('end');
      const e = applyCommand(s, commandFor(d, 'end'), ECON_DATA);
      if (!e.ok) throw new Error(e.error.message);
      s = e.state;
    }
    expect(pendingDecisions(s).some((d) => d.kind === 'landwehr/setupMilitia')).toBe(false);
    expect(s.cursor.phase).toBe('political');
  });

  it('ruling: the 1813 campaign sets Prussia\'s V Corps up with militia, so Prussia\'s landwehr is active from the start; 1805 has no landwehr', () => {
    const j1813 = JSON.parse(readFileSync(new URL('../../assets/scenarios/14.6-1813-campaign.json', import.meta.url), 'utf8'));
    const g = newGame({ scenario: j1813, seed: 5, data: ECON_DATA, ...OPTION });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    expect(g.value.landwehr).toMatchObject({ active: ['prussia'], ever: ['prussia'] });
    const g1805 = newGame({ scenario: json, seed: 5, data: ECON_DATA, ...OPTION });
    if (!g1805.ok) throw new Error('1805');
    expect(g1805.value.landwehr?.active).toEqual([]);
  });
});
