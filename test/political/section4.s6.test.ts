// Section 4 rules the engine plays that no test named yet (issue 18, s6): separate peace and allies
// (4.4.7), ceded free states (4.4.6.4), a final peace (4.4.8), conditional surrender points
// (4.4.2.3.1), the controller's duty to be at war to help its minor (4.6.5.2), v2.71 enforced
// peace between victors (4.2.2.4.1, 4.4.6.3.1), C.7's colonial trade (v2.71 4.4) and royal
// marriages ended by war (v2.71 4.4.9). Played in the Political Phase test campaign (September
// 1805: France at war with Austria, Russia and Britain; Russia allied with Austria and Britain).
import { describe, expect, it } from 'vitest';
import type { GameState, MajorPower, Nationality, ProvinceId } from '../../shared/model';
import { powerPair } from '../../shared/model';
import { atWarWithNationality } from '../../shared/rules/political';
import { drive, startPolitical, until, type Picker } from './politicalSetup';

const deltas = (s: GameState, power: MajorPower, rule: string) =>
  s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === power && e.rule === rule).map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));

/** Austria sues France; France offers `kind`; Austria accepts; France picks `terms` in turn, then stops. */
function austriaSurrenders(s: GameState, kind: 'conditional' | 'unconditional', terms: string[], more: Picker = () => undefined): GameState {
  let i = 0;
  return drive(s, (d, st) => {
    if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
    if (d.kind === 'political/peaceOffer' && d.power === 'france') return `${kind}:austria`;
    if (d.kind === 'political/peaceAnswer') return 'accept:france';
    if (d.kind === 'political/peaceTerm' && d.power === 'france') return terms[i++] ?? 'done';
    return more(d, st);
  }, until('political/creatingAlliances'));
}

describe('section 4 in play (issue 18, s6)', () => {
  it('4.4.7 France and Austria make an informal peace; Russia, Austria\'s ally still at war with France, demands that Austria break the alliance: Austria loses 2', () => {
    const s = drive(startPolitical(), (d) => {
      if (d.kind === 'political/sue' && d.power === 'france') return ['informal:austria'];
      if (d.kind === 'political/sue' && d.power === 'austria') return ['informal:france'];
      if (d.kind === 'political/separatePeace') return d.power === 'russia' ? 'demand:austria' : undefined;
      return undefined;
    }, until('political/creatingAlliances'));
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'peaceMade', kind: 'informal' }));
    expect(s.relations.alliances).not.toContainEqual(['austria', 'russia']);
    expect(deltas(s, 'austria', '4.4.7')).toEqual([-2]);
    expect(deltas(s, 'russia', '4.4.7')).toEqual([]);
  });

  it('4.4.2.3.1 Austria surrenders conditionally to France: France +3, Austria -5', () => {
    const s0 = startPolitical();
    const s = austriaSurrenders(s0, 'conditional', [], (d) => (d.kind === 'political/peaceTerm' && d.power === 'austria' ? d.options.find((o) => o.verdict.ok && o.value !== 'done')?.value : undefined));
    expect(deltas(s, 'france', '4.4.2.3.1')).toEqual([3]);
    expect(deltas(s, 'austria', '4.4.2.3.1')).toEqual([-5]);
  });

  it('4.4.6.4 Venetia, an Austrian free state, ceded to France by B.7: France makes it a conquered minor', () => {
    const s0 = startPolitical((j) => (j.minors.find((m) => m.id === 'venetia')!.status = 'free'));
    const s = austriaSurrenders(s0, 'unconditional', ['B.7:minor:venetia'], (d) => (d.kind === 'political/cededFreeState' ? 'conquer:venetia' : undefined));
    expect(s.minors.find((m) => m.id === 'venetia')).toMatchObject({ controller: 'france', status: 'conquered' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'minorControlChanged', minor: 'venetia', status: 'conquered', rule: '4.4.6.4' }));
  });

  it('4.4.6.4 kept as it is, Venetia stays a free state of France', () => {
    const s0 = startPolitical((j) => (j.minors.find((m) => m.id === 'venetia')!.status = 'free'));
    const s = austriaSurrenders(s0, 'unconditional', ['B.7:minor:venetia'], (d) => (d.kind === 'political/cededFreeState' ? 'keep:venetia' : undefined));
    expect(s.minors.find((m) => m.id === 'venetia')).toMatchObject({ controller: 'france', status: 'free' });
  });

  it('4.4.8 with every other home province already ceded, Austria cedes the province of Vienna: a final peace, Austria leaves the game with its forces', () => {
    const others = ['bohemia', 'east-galicia', 'hungary', 'illyria', 'military-border', 'moravia', 'transylvania', 'tyrol', 'west-galicia'];
    const s0 = startPolitical();
    const s1: GameState = { ...s0, ceded: others.map((p) => ({ province: p as ProvinceId, home: 'austria' as const, holder: 'russia' as const })) };
    const s = austriaSurrenders(s1, 'unconditional', ['B.7:province:austria']);
    expect(s.political?.outOfGame).toContain('austria');
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'powerOutOfGame', power: 'austria', rule: '4.4.8' }));
    expect(s.corps.filter((c) => c.nationality === 'austria' && c.location.kind === 'area')).toEqual([]);
    expect(s.relations.wars.some((w) => w.includes('austria'))).toBe(false);
  });

  it('opt:4.2.2.4.1 / opt:4.4.6.3.1 Russia surrenders to France and Turkey at once: the victors may not declare war on each other for three months (through November 1805); opt:4.4 C.7 is a debt of colonial trade', () => {
    const s0 = startPolitical((j) => {
      j.relations.wars.push(['turkey', 'russia']);
    }, { victorsEnforcedPeace: true });
    let picks = 0;
    const s = drive(s0, (d) => {
      if (d.kind === 'political/sue' && d.power === 'russia') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm') return d.power === 'france' && picks++ === 0 ? 'C.7' : 'done';
      return undefined;
    }, until('political/creatingAlliances'));
    expect(s.relations.enforcedPeace).toContainEqual({ powers: powerPair('france', 'turkey'), until: { month: 11, year: 1805 }, kind: 'victors' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'enforcedPeaceBegan', kind: 'victors', rule: '4.4.6.3.1' }));
    expect(s.political?.debts.find((d) => d.source === 'C.7')).toMatchObject({ debtor: 'russia', creditor: 'france' });
    expect(s.political?.debts.find((d) => d.source === 'C.7')!.instalments.map((x) => x.kind)).toEqual(['colonialTrade', 'colonialTrade', 'colonialTrade', 'colonialTrade']);
  });

  it('opt:4.4.9 Prussia, married to Russia, declares war on it: 3 points and one more for the marriage, which ends', () => {
    let s = startPolitical(() => {}, { royalMarriages: true });
    s = { ...s, political: { ...s.political!, royalMarriages: [{ powers: powerPair('prussia', 'russia'), since: { month: 1, year: 1805 }, allianceUntil: { month: 12, year: 1806 } }] } };
    s = drive(s, (d) => (d.kind === 'political/declareWar' && d.power === 'prussia' ? ['russia'] : undefined), until('political/callToAllies'));
    expect(deltas(s, 'prussia', '4.2.1.1')).toEqual([-4]);
    expect(s.political?.royalMarriages).toEqual([]);
  });

  it('4.6.5.2 Prussia at war with Saxony only: Saxon forces are its enemies, those of Saxony\'s controller Spain are not until Spain declares', () => {
    const s0 = startPolitical((j) => Object.assign(j.minors.find((m) => m.id === 'saxony')!, { status: 'free', controller: 'spain' }));
    const s: GameState = { ...s0, political: { ...s0.political!, minorWars: [{ minor: 'saxony' as never, power: 'prussia', since: s0.date }] } };
    expect(atWarWithNationality(s, 'prussia', 'saxony' as Nationality)).toBe(true);
    expect(atWarWithNationality(s, 'prussia', 'spain')).toBe(false);
    const war: GameState = { ...s, relations: { ...s.relations, wars: [...s.relations.wars, powerPair('spain', 'prussia')] } };
    expect(atWarWithNationality(war, 'prussia', 'spain')).toBe(true);
  });
});
