// Section 10.5.2 with section 11: v2.71 10.5.2.3.1 a section 11 kingdom takes one revolt check (its
// primary district rolls, the other members share the result), and printed 10.5.2.3 a combination's
// member lost in the 8.9 Fiasco check passes to an enemy with forces inside it.
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import type { Tx } from '../../shared/engine/tx';
import type { Combination, GameEvent, GameState, MinorCountry, MinorId } from '../../shared/model';
import { beginMinorControl } from '../../shared/engine/steps/political/minorControl';
import { switchCandidates } from '../../shared/engine/steps/general/revolts';
import { statusTrackBoxes } from '../../shared/rules/political/status';
import { revoltKingdom } from '../../shared/rules/campaign/combinations';
import { DATA, startPolitical } from '../political/politicalSetup';
import { playEconomic, startEconomic } from '../engine/economicSetup';

const events = <T extends GameEvent['type']>(tx: Tx, t: T) => tx.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);
const ITALY = ['lombardy', 'venetia', 'romagna'];
const frenchFree = (id: string): MinorCountry => ({ id: id as MinorId, name: id[0]!.toUpperCase() + id.slice(1), status: 'free', controller: 'france' });

/** France in the first Instability box with the v2.71 Kingdom of Italy standing (its three members French free states, rolling first). */
function italyFaltering(): GameState {
  const s = startPolitical(() => {}, { minorRevolts: true, kingdomOfItaly: true });
  const at = statusTrackBoxes().findIndex((b) => b.zone === 'instability');
  const italy: Combination = { id: 'kingdom-of-italy', name: 'Kingdom of Italy', controller: 'france', minors: ITALY, provinces: [], created: s.date };
  return {
    ...s,
    minors: [...ITALY.map(frenchFree), ...s.minors.filter((m) => !ITALY.includes(m.id))],
    political: { ...s.political!, status: { ...s.political!.status, france: at } },
    combinations: { active: [italy], polishLoyalty: null, dominant: ['france', 'britain'] },
  };
}
const begin = (s: GameState) => {
  const tx = beginTx(s, DATA);
  beginMinorControl(tx);
  return tx;
};

describe('opt:10.5.2.1 / opt:10.5.2.3.1 one revolt check for a section 11 kingdom', () => {
  it('10.5.2.3.1 the Kingdom of Italy rolls once, by Lombardy (its primary district); Venetia and Romagna take no check of their own', () => {
    const s = italyFaltering();
    expect(revoltKingdom(s, 'venetia')).toMatchObject({ primary: 'lombardy', followers: ['venetia', 'romagna'] });
    // Lombardy's die 6 (with France's modifiers: kept)
    const tx = begin(forceDice(s, [6, 6, 6]));
    const checks = events(tx, 'diceRolled').filter((e) => e.rule === '10.5.2.1').map((e) => e.purpose);
    expect(checks).toContain('revolt check in Lombardy');
    expect(checks).not.toContain('revolt check in Venetia');
    expect(checks).not.toContain('revolt check in Romagna');
  });

  it('10.5.2.3.1 Lombardy revolts and nobody wins it over: the whole kingdom turns neutral', () => {
    const s = italyFaltering();
    const candidates = switchCandidates(beginTx(s, DATA), 'lombardy' as MinorId, 'france');
    // Lombardy's revolt die 1 (below 10 with any modifier France has here), then every candidate 1+1
    const tx = begin(forceDice(s, [1, ...candidates.flatMap(() => [1, 1])]));
    for (const id of ITALY) expect(tx.state.minors.find((m) => m.id === id)).toMatchObject({ status: 'neutral', controller: null });
    expect(events(tx, 'minorControlChanged').filter((e) => e.minor === 'venetia' || e.minor === 'romagna').map((e) => e.rule)).toEqual(['10.5.2.3.1', '10.5.2.3.1']);
  });

  it('10.5.2.3.1 / 10.5.2.4 Lombardy won over by Austria (two dice 10+): Venetia and Romagna go over with it, and Austria gains one political point for the kingdom', () => {
    const s = italyFaltering();
    const candidates = switchCandidates(beginTx(s, DATA), 'lombardy' as MinorId, 'france');
    expect(candidates).toContain('austria');
    const tx = begin(forceDice(s, [1, ...candidates.flatMap((p) => (p === 'austria' ? [6, 6] : [1, 1]))]));
    for (const id of ITALY) expect(tx.state.minors.find((m) => m.id === id)).toMatchObject({ status: 'free', controller: 'austria' });
    expect(events(tx, 'politicalPointsChanged').filter((e) => e.rule === '10.5.2.4')).toMatchObject([{ power: 'austria', delta: 1 }]);
  });
});

describe('printed 10.5.2.3 a combination member lost in the 8.9 Fiasco check passes to an enemy inside it', () => {
  const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
    s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;

  it('11.3.3.2 / 10.5.2.3 / 10.5.2.4 Westphalia in France\'s Fiasco: Hanover, holding a British garrison, becomes Britain\'s conquered minor (+1); Hesse, empty, turns neutral', () => {
    const s0 = startEconomic(() => {}, { options: { rules: { westphalia: true, minorRevolts: false } } });
    const members = ['hanover', 'hesse'];
    const start: GameState = {
      ...s0,
      minors: [...s0.minors.filter((m) => !members.includes(m.id)), ...members.map(frenchFree)],
      political: { ...s0.political!, status: { ...s0.political!.status, france: 0 } },
      garrisons: [...s0.garrisons, { nationality: 'britain', area: '301' as never, place: { kind: 'city', city: 'hanover' as never }, factors: { infantry: 2 } }],
      combinations: { active: [{ id: 'kingdom-of-westphalia', name: 'Kingdom of Westphalia', controller: 'france', minors: members, provinces: [], created: s0.date }], polishLoyalty: null, dominant: ['france', 'britain'] },
    };
    // France's economic loss number in the first Fiasco box is 5: both forced dice (3, 5) fall at or under it
    const forced = forceDice(start, [3, 5]);
    const end = playEconomic(forced, undefined, stepEnded('economic/newCombinations', 3, forced.log.length));
    const log = end.log.slice(forced.log.length);
    expect(log.filter((e) => e.type === 'diceRolled' && e.rule === '11.3.3.2').map((e) => (e as { value: number }).value)).toEqual([3, 5]);
    expect(end.minors.find((m) => m.id === 'hanover')).toMatchObject({ status: 'conquered', controller: 'britain' });
    expect(end.minors.find((m) => m.id === 'hesse')).toMatchObject({ status: 'neutral', controller: null });
    expect(log.filter((e) => e.type === 'politicalPointsChanged' && e.rule === '10.5.2.4')).toMatchObject([{ power: 'britain', delta: 1 }]);
    expect(log.find((e) => e.type === 'minorControlChanged' && e.minor === 'hanover')).toMatchObject({ from: 'france', to: 'britain', rule: '10.5.2.3' });
  });
});
