// 8.7 civil disorder, 8.8 ceding, 8.10 the levy and 8.1.3.2 campaign victory, played on the test campaign.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from './economicSetup';

const answer = (s: GameState, power: string, kind: string, value: unknown): GameState => {
  const d = pendingDecisions(s).find((x) => x.power === power && x.kind === kind);
  if (!d) throw new Error(`no ${kind} for ${power}`);
  const r = applyCommand(s, commandFor(d, value as never), ECON_DATA);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const options = (s: GameState, power: string, kind: string) => pendingDecisions(s).find((x) => x.power === power && x.kind === kind)?.options ?? [];
const turkishProvinces = ECON_DATA.economy!.provinces.filter((p) => p.home === 'turkey').map((p) => p.id as string);

describe('8.7 civil disorder', () => {
  it('8.7 a power with no home-nation manpower leaves the game; 8.7.1 its conquered minors go to the power in its capital; 8.7.5 its enemies gain 5', () => {
    const s = playEconomic(startEconomic((j) => {
      j.relations.wars!.push(['russia', 'turkey']);
      // every Turkish province already ceded to Russia, Constantinople held by a Russian garrison
      j.economy.ceded = turkishProvinces.map((province) => ({ province, holder: 'russia' }));
      j.forces.garrisons!.push({ nationality: 'russia', area: '555', city: 'constantinople', factors: { infantry: 3 } });
      j.forces.corps = j.forces.corps!.filter((c) => c.id !== 'turkey-janissary-i');
      j.forces.depots = j.forces.depots!.filter((d) => d.owner !== 'turkey');
      j.minors.push({ id: 'egypt', name: 'Egypt', status: 'conquered', controller: 'turkey' });
    }), undefined, (x) => x.date.month === 4);
    expect(s.powers.turkey.inPlay).toBe(false);
    expect(s.economy!.civilDisorder).toEqual(['turkey']);
    expect(s.minors.find((m) => m.id === 'egypt')).toMatchObject({ status: 'conquered', controller: 'russia' });
    expect(s.corps.some((c) => c.nationality === 'turkey')).toBe(false); // the off-map feudal corps too
    expect(s.log.filter((e) => e.type === 'politicalPointsChanged' && e.rule === '8.7.5').map((e) => (e.type === 'politicalPointsChanged' ? [e.power, e.delta] : []))).toEqual([['russia', 5]]);
  });
});

describe('8.8 ceding', () => {
  it('opt:8.8 (v2.71) a power at war may not cede; 8.8.2 only to allies; 8.8.4 a political point', () => {
    let s = playEconomic(startEconomic((j) => j.minors.push({ id: 'venetia', name: 'Venetia', status: 'conquered', controller: 'austria' })), undefined, atStep('economic/ceding', 3));
    expect(options(s, 'france', 'economic/cede').filter((o) => o.value !== 'none').every((o) => !o.verdict.ok && o.verdict.rule === 'opt:8.8')).toBe(true);
    expect(options(s, 'austria', 'economic/cede').map((o) => o.value)).toEqual(['none', 'minor:venetia>britain']);
    const pp = s.powers.austria.politicalPoints;
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'economic/cede')) s = answer(s, d.power, 'economic/cede', d.power === 'austria' ? 'minor:venetia>britain' : 'none');
    expect(s.minors.find((m) => m.id === 'venetia')).toMatchObject({ status: 'conquered', controller: 'britain' });
    expect(s.powers.austria.politicalPoints).toBe(pp - 1);
  });

  it('8.8.5 a ceded free state is kept free, or conquered and its army removed (rules as first printed: France may cede at war)', () => {
    let s = playEconomic(startEconomic(undefined, { options: { rules: { cedingV271: false } } }), undefined, atStep('economic/ceding', 3));
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'economic/cede')) s = answer(s, d.power, 'economic/cede', d.power === 'france' ? 'minor:bavaria>spain' : 'none');
    expect(options(s, 'spain', 'economic/acceptCession').map((o) => o.value)).toEqual(['free:bavaria', 'conquer:bavaria']);
    s = answer(s, 'spain', 'economic/acceptCession', 'conquer:bavaria');
    expect(s.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'conquered', controller: 'spain' });
    expect(s.corps.some((c) => c.nationality === 'bavaria')).toBe(false);
    expect(s.log.some((e) => e.type === 'factorsChanged' && e.nationality === 'bavaria' && e.rule === '8.8.5' && e.delta === -8)).toBe(true);
  });
});

describe('8.10 the levy', () => {
  it('10.1.2.1 / 10.1.2.1.1 one new cossack a Levy Step, up to one per Russian-held cossack province', () => {
    const s = playEconomic(startEconomic(), undefined, atStep('economic/levy', 3));
    const values = options(s, 'russia', 'economic/levy').map((o) => String(o.value));
    // Astrakhan, Crimea and Georgia are cossack provinces; one cossack is on the map
    expect(values[0]).toBe('end');
    expect(values.filter((v) => v.startsWith('cossack:')).length).toBe(ECON_DATA.economy!.provinces.filter((p) => p.cossack && p.home === 'russia').reduce((n, p) => n + p.areas.length, 0));
    const after = answer(s, 'russia', 'economic/levy', values.find((v) => v.startsWith('cossack:'))!);
    expect(after.irregulars.filter((i) => i.kind === 'cossack')).toHaveLength(2);
    expect(options(after, 'russia', 'economic/levy').some((o) => String(o.value).startsWith('cossack:'))).toBe(false); // one per step
  });

  it('10.1.2.1.1 excess cossacks leave the map before the levy ends when no enemy corps is inside Russia', () => {
    const s = playEconomic(startEconomic((j) => {
      for (const area of ['147', '148', '149']) j.forces.irregulars!.push({ nationality: 'russia', kind: 'cossack', factors: 1, area });
    }), undefined, atStep('economic/levy', 3));
    const opts = options(s, 'russia', 'economic/levy');
    expect(opts[0]).toMatchObject({ value: 'end', verdict: { ok: false, rule: '10.1.2.1.1' } });
    expect(opts.filter((o) => String(o.value).startsWith('remove:'))).toHaveLength(4);
  });

  it('10.1.2.1.1 / 7.3.3.3.1 cossacks in a garrison count toward the limit and may be the ones removed', () => {
    const s = playEconomic(startEconomic((j) => {
      for (const area of ['147', '148']) j.forces.irregulars!.push({ nationality: 'russia', kind: 'cossack', factors: 1, area });
      j.forces.garrisons!.push({ nationality: 'russia', area: '119', city: 'moscow', factors: { infantry: 1, cossack: 2 } });
    }), undefined, atStep('economic/levy', 3));
    const g = s.garrisons.find((x) => x.nationality === 'russia' && (x.factors.cossack ?? 0) > 0)!;
    const key = g.place.kind === 'city' ? g.place.city : 'depot';
    const value = `remove:garrison:${g.area}:${key}`;
    const opts = options(s, 'russia', 'economic/levy');
    expect(opts.find((o) => o.value === value)?.verdict).toEqual({ ok: true });
    const after = answer(s, 'russia', 'economic/levy', value);
    expect(after.garrisons.find((x) => x.area === g.area && x.nationality === 'russia' && x.place.kind === g.place.kind)!.factors.cossack).toBe(1);
    expect(after.log.some((e) => e.type === 'garrisonIrregularsLost' && e.rule === '10.1.2.1.1')).toBe(true);
    // the second garrisoned factor goes the same way; the garrison keeps its regular factors
    const twice = answer(after, 'russia', 'economic/levy', value);
    const left = twice.garrisons.find((x) => x.area === g.area && x.nationality === 'russia' && x.place.kind === g.place.kind);
    expect(left?.factors.cossack ?? 0).toBe(0);
  });

  it('10.1.2.1.2 Austria\'s freikorps appears at Vienna from March 1809, not before', () => {
    const later = playEconomic(startEconomic((j) => {
      j.start = { month: 1, year: 1809 };
      j.end = { month: 6, year: 1809 };
    }), undefined, atStep('economic/levy', 3));
    expect(options(later, 'austria', 'economic/levy').map((o) => o.value)).toEqual(['end', 'freikorps']);
    const placed = answer(later, 'austria', 'economic/levy', 'freikorps');
    expect(placed.irregulars.find((i) => i.kind === 'freikorps')).toMatchObject({ nationality: 'austria', area: '474', factors: 1 });
    const early = playEconomic(startEconomic(), undefined, atStep('economic/levy', 3));
    expect(options(early, 'austria', 'economic/levy')).toEqual([]);
  });

  it('10.1.3.1 / 10.1.4.3 in December Turkey raises a feudal corps in its province and Austria fills its insurrection corps', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/levy', 12));
    // 10.1.4.3 15 militia and 3 cavalry, off the map as it is
    expect(s.corps.find((c) => c.id === 'austria-insurrection-i')).toMatchObject({ location: { kind: 'offMap' }, factors: { militia: 15, cavalry: 3 } });
    const rumelia = options(s, 'turkey', 'economic/levy').filter((o) => String(o.value).startsWith('feudal:turkey-feudal-rumelia:'));
    expect(rumelia.map((o) => String(o.value).split(':')[2])).toEqual(['549', '550', '551', '552']);
    s = answer(s, 'turkey', 'economic/levy', 'feudal:turkey-feudal-rumelia:550');
    expect(s.corps.find((c) => c.id === 'turkey-feudal-rumelia')).toMatchObject({ location: { kind: 'area', area: '550' }, factors: { feudalInfantry: 6 } });
  });
});

describe('8.1.3.2 campaign victory', () => {
  it('8.1.3.2 a power at its level may announce victory; announced, it wins and the game ends', () => {
    let s = playEconomic(startEconomic((j) => (j.powers.prussia!.victoryPoints = 350)), undefined, (x) => pendingDecisions(x).some((d) => d.kind === 'economic/announceVictory'));
    // Neutral 10 is worth 7: 357 reaches Prussia's level of 352
    expect(pendingDecisions(s).filter((d) => d.kind === 'economic/announceVictory').map((d) => d.power)).toEqual(['prussia']);
    s = answer(s, 'prussia', 'economic/announceVictory', 'announce');
    expect(s.over?.reason).toMatch(/^Prussia won the campaign in March 1806/);
    expect(s.economy!.outcome).toMatchObject({ winners: ['prussia'], draw: false });
    expect(s.log.at(-1)).toMatchObject({ type: 'gameEnded' });
    expect(s.log.at(-2)).toMatchObject({ type: 'stepEnded', step: 'economic/victoryPoints' });
  });

  it('8.1.3.2.2 a shorter campaign ends at its last Victory Points Step with the largest share of a victory level', () => {
    const s = playEconomic(startEconomic((j) => (j.end = { month: 3, year: 1806 })));
    // one Victory Points Step of the 44 the levels are set for: the shares of the levels decide (the judgement itself is unit-tested in rules/economic)
    expect(s.economy!.outcome?.how).toMatch(/8\.1\.3\.2\.2/);
    expect(s.over?.reason).toMatch(/won the campaign in March 1806/);
  });
});
