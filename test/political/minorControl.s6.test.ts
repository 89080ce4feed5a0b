// v2.71 amendments of 4.6 played in the Minor Country Control Step of the Political Phase test
// campaign (September 1805): two dice for control (v2.71 4.6.2), control of a minor with forces as
// a free state (v2.71 4.6.3.1), backing down under any enforced peace (v2.71 4.6.4), and alliances
// and royal marriages broken by forced wars (4.6.4.2.2 and its v2.71 amendment).
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import { powerPair } from '../../shared/model';
import type { GameState, MajorPower } from '../../shared/model';
import { drive, startPolitical, until } from './politicalSetup';

const deltas = (s: GameState, power: MajorPower, rule: string) =>
  s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === power && e.rule === rule).map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));
const declare = (powers: MajorPower[]) => (d: { kind: string; power: MajorPower }) => (d.kind === 'political/declareWar' && powers.includes(d.power) ? ['minor:saxony'] : undefined);

/** Prussia declares war on Saxony; Spain and Turkey roll for control; the dice are forced. */
function bidFor(twoDice: boolean, dice: number[]): GameState {
  let s = drive(startPolitical(() => {}, { minorControlTwoDice: twoDice }), declare(['prussia']), (x) => x.pending.some((d) => d.kind === 'political/minorBid'));
  s = forceDice(s, dice);
  return drive(s, (d) => (d.kind === 'political/minorBid' ? (d.power === 'spain' || d.power === 'turkey' ? 'roll:saxony' : 'pass:saxony') : undefined), until('political/breakingAlliances'));
}

describe('opt:4.6 v2.71 minor country control (issue 18, s6)', () => {
  it('opt:4.6.2 (v2.71 correction) each power rolling for Saxony throws two dice; unticked, one die as printed (4.6.2)', () => {
    const rolls = (s: GameState) => s.log.filter((e) => e.type === 'diceRolled' && e.rule === '4.6.2').length;
    expect(rolls(bidFor(true, [6, 6, 1, 1]))).toBe(4);
    expect(rolls(bidFor(false, [6, 1]))).toBe(2);
  });

  it('4.6.1 France\'s marker in box 3 of the Instability Zone: at the start of the step each minor it runs is checked (v2.71 10.5.2.1 revolt rolls)', () => {
    const s = drive(startPolitical((j) => ((j as unknown as { political: { status: Record<string, unknown> } }).political.status = { france: { zone: 'instability', number: 3 } }), { minorRevolts: true }),
      () => undefined, (x) => x.cursor.step === 'political/minorCountryControl' || x.cursor.step === 'political/breakingAlliances');
    const checked = s.log.filter((e) => e.type === 'diceRolled' && e.rule === '10.5.2.1').map((e) => (e.type === 'diceRolled' ? e.purpose : ''));
    for (const m of ['Bavaria', 'Holland', 'Lombardy']) expect(checked).toContain(`revolt check in ${m}`);
    expect(checked.some((p) => /Venetia/.test(p))).toBe(false); // Austria's, not France's
  });

  it('opt:4.6.3.1 Saxony (corps on the 1805 chart) put under Spain\'s control after Prussia\'s declaration is a free state with its corps set up, and Spain gains a point per district', () => {
    const s = bidFor(true, [6, 6, 1, 1]);
    expect(s.minors.find((m) => m.id === 'saxony')).toMatchObject({ controller: 'spain', status: 'free' });
    expect(s.corps.some((c) => c.nationality === 'saxony' && c.location.kind === 'area')).toBe(true);
    expect(deltas(s, 'spain', '4.6.3.1')).toEqual([1]);
  });

  it('opt:4.6.4 (v2.71) Prussia and Russia under a broken alliance\'s enforced peace (4.7.1) both declare on Saxony: both must back down, still paying a point each (4.2.1.2)', () => {
    const s0 = startPolitical();
    const s1: GameState = { ...s0, relations: { ...s0.relations, enforcedPeace: [{ powers: powerPair('prussia', 'russia'), until: { month: 11, year: 1805 }, kind: 'brokenAlliance' }] } };
    const s = drive(s1,
      declare(['prussia', 'russia']), (x) => x.pending.some((d) => d.kind === 'political/minorBid' || d.kind === 'political/backDown') || x.cursor.step === 'political/breakingAlliances');
    expect(s.log.filter((e) => e.type === 'warLapsed' && e.minor === 'saxony' && e.rule === '4.6.4').map((e) => (e.type === 'warLapsed' ? e.power : '')).sort()).toEqual(['prussia', 'russia']);
    expect(s.pending.some((d) => d.kind === 'political/backDown')).toBe(false);
    expect(deltas(s, 'prussia', '4.2.1.2')).toEqual([-1]);
    expect(deltas(s, 'russia', '4.2.1.2')).toEqual([-1]);
    expect(s.relations.wars).not.toContainEqual(['prussia', 'russia']);
  });

  it('4.6.4.1 Prussia and Russia both back down from Saxony: Spain, rolling for it, still gets control and keeps it, with no war left on Saxony', () => {
    let s = drive(startPolitical(), declare(['prussia', 'russia']), (x) => x.pending.some((d) => d.kind === 'political/backDown'));
    s = drive(s, (d) => (d.kind === 'political/backDown' ? 'back:saxony' : undefined), (x) => x.pending.some((d) => d.kind === 'political/minorBid'));
    const bid = s.pending.filter((d) => d.kind === 'political/minorBid').map((d) => d.power);
    expect(bid).toContain('spain');
    expect(bid).not.toContain('prussia');
    s = forceDice(s, [6, 6]);
    s = drive(s, (d) => (d.kind === 'political/minorBid' ? (d.power === 'spain' ? 'roll:saxony' : 'pass:saxony') : undefined), until('political/breakingAlliances'));
    expect(s.minors.find((m) => m.id === 'saxony')).toMatchObject({ controller: 'spain', status: 'free' });
    expect((s.political?.minorWars ?? []).filter((w) => w.minor === 'saxony')).toEqual([]);
    expect(deltas(s, 'prussia', '4.2.1.2')).toEqual([-1]);
  });

  it('4.6.4.2 / 4.6.4.2.1 / 4.6.4.2.2 / 4.6.4.2.3 / opt:4.6.4.2.2 allied and married Prussia and Russia both stay at war on Saxony: alliance and marriage broken, each loses 2 and 1, and 3 for the forced declaration', () => {
    let s = startPolitical((j) => j.relations.alliances.push(['prussia', 'russia']), { royalMarriages: true });
    s = { ...s, political: { ...s.political!, royalMarriages: [{ powers: ['prussia', 'russia'], since: { month: 1, year: 1805 }, allianceUntil: { month: 12, year: 1806 } }] } };
    s = drive(s, declare(['prussia', 'russia']), (x) => x.pending.some((d) => d.kind === 'political/backDown'));
    const asked: string[] = [];
    s = drive(s, (d) => {
      asked.push(d.kind);
      return d.kind === 'political/backDown' ? 'stay:saxony' : d.kind === 'political/minorBid' ? 'pass:saxony' : undefined;
    }, until('political/breakingAlliances'));
    // 4.6.4.2.3 no calls to allies for the forced declarations
    expect(asked).not.toContain('political/callAllies');
    expect(s.relations.wars).toContainEqual(['prussia', 'russia']);
    expect(s.relations.alliances).not.toContainEqual(['prussia', 'russia']);
    expect(s.political?.royalMarriages ?? []).toEqual([]);
    for (const p of ['prussia', 'russia'] as const) {
      expect(deltas(s, p, '4.6.4.2.2')).toEqual([-2]);
      expect(deltas(s, p, 'opt:4.6.4.2.2')).toEqual([-1]);
    }
    // 4.6.4.2.1 each pays one declaration (-3) in all; 4.2.1.2 a point for Saxony's one district if a controller is found
    const declared = (p: MajorPower) => deltas(s, p, '4.2.1.1').reduce((a, b) => a + b, 0) + deltas(s, p, '4.6.4.2.1').reduce((a, b) => a + b, 0);
    expect(declared('prussia')).toBe(-3);
    expect(declared('russia')).toBe(-3);
  });
});
