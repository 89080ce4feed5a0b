// v2.71 14.3 uncontrolled major powers: the overture modifiers pinned from the rule text and the
// National Objectives Charts' UMP column (8.1.3.2.3.4), results, limits, 14.3.9 and 19.2.2.
import { describe, expect, it } from 'vitest';
import { EMPTY_CAMPAIGN } from '../../model';
import type { AreaId, GameEvent, GameState, LeaderId, MajorPower } from '../../model';
import { ECON_DATA, startEconomic } from '../../../test/engine/economicSetup';
import {
  UMP_LOSS_ORDER, chartModifier, crucialTerritories, forcedSueSucceeds, lockUntil, mayBreakInherited, naturalAllianceModifier, overtureAnswerVerdict,
  overtureModifiers, overtureOptions, overtureWinner, parseOvertures, statusFromRoll, umpMayAlly, umpMayDeclareWar, umpMayForage, umpForcedCalls, umpVictory,
} from './index';
import { politicalState, statusModifier } from '../political';

/** The economic test campaign (1806: France at war with Britain, Britain allied with Austria, France with Spain) with `umps`. */
function campaignWith(umps: MajorPower[], edit: (s: GameState) => GameState = (s) => s): GameState {
  const s = startEconomic();
  return edit({ ...s, campaign: { ...EMPTY_CAMPAIGN, umps: umps.map((power) => ({ power, status: 'inactive' as const, controller: null, lastController: null, neutralPhases: 0 })) } });
}
const order = (ump: MajorPower, extra: Partial<{ ppSelf: number; ppOthers: number; subsidy: number; cessions: string[] }> = {}) => ({ ump, ppSelf: 0, ppOthers: 0, subsidy: 0, cessions: [], ...extra });
/** 4.4.5.3 peace term C.6 as the peace step records it: Napoleon in the political record's removed leaders, his counter off the map. */
function removedByC6(s: GameState): GameState {
  const leaders = s.leaders.some((l) => l.id === 'napoleon')
    ? s.leaders.map((l) => (l.id === 'napoleon' ? { ...l, location: { kind: 'killed' as const } } : l))
    : s.leaders;
  return { ...s, leaders, political: { ...politicalState(s), removedLeaders: ['napoleon' as LeaderId] } } as GameState;
}
const sum = (mods: readonly { value: number }[]) => mods.reduce((n, m) => n + m.value, 0);
const byRule = (mods: readonly { rule: string; value: number }[], rule: string) => mods.filter((m) => m.rule === rule).map((m) => m.value);

describe('opt:14.3.1 overture modifiers (14.3.1.1.8)', () => {
  it('14.3.1.1.8 allied with the UMP +2; at war with it -2', () => {
    const s = campaignWith(['austria', 'britain']);
    const ally = overtureModifiers(s, 'britain', order('austria'), new Map(), false);
    expect(byRule(ally, '14.3.1.1.8')).toEqual([2]); // Britain allied with Austria
    const enemy = overtureModifiers(s, 'france', order('britain'), new Map(), false);
    expect(byRule(enemy, '14.3.1.1.8')).toEqual([-2]); // France at war with Britain
  });

  it('14.3.1.1.3 up to two political points: +1 to our roll each, or -1 to every other roll each', () => {
    const s = campaignWith(['austria']);
    const all = new Map([['france', order('austria', { ppSelf: 2 })], ['russia', order('austria', { ppOthers: 1 })], ['prussia', order('austria', { ppSelf: 1, ppOthers: 1 })]] as const);
    expect(byRule(overtureModifiers(s, 'france', all.get('france')!, all, true), '14.3.1.1.3')).toEqual([2, -1, -1]);
    expect(byRule(overtureModifiers(s, 'russia', all.get('russia')!, all, true), '14.3.1.1.3')).toEqual([-1]);
  });

  it('14.3.1.1.6 +1 for every 20 money of subsidy; none while at war (and never beyond the treasury)', () => {
    const s = campaignWith(['austria', 'britain']);
    expect(byRule(overtureModifiers(s, 'russia', order('austria', { subsidy: 40 }), new Map(), false), '14.3.1.1.6')).toEqual([2]);
    expect(byRule(overtureModifiers(s, 'russia', order('austria', { subsidy: 39 }), new Map(), false), '14.3.1.1.6')).toEqual([1]);
    const opts = overtureOptions(s, 'france', ['britain'], false);
    expect(opts.find((o) => o.value === 'subsidy:britain:20')!.verdict).toMatchObject({ ok: false, rule: '14.3.1.1.6' });
  });

  it('14.3.1.1.7 -2 when the UMP once surrendered unconditionally to the power (read from the log)', () => {
    const peace: GameEvent = { type: 'peaceMade', loser: 'austria', victor: 'france', kind: 'unconditional', terms: [], rule: '4.4' };
    const s = campaignWith(['austria'], (x) => ({ ...x, log: x.log.append([peace]) }));
    expect(byRule(overtureModifiers(s, 'france', order('austria'), new Map(), false), '14.3.1.1.7')).toEqual([-2]);
    expect(byRule(overtureModifiers(s, 'russia', order('austria'), new Map(), false), '14.3.1.1.7')).toEqual([]);
  });

  it("14.3.1.1.4 ceding Bavaria to Austria adds Austria's chart modifier +3; 14.3.1.1.5 its (-n) crucial territories count against holders and allies", () => {
    // France holds Bavaria in the fixture; make France and Austria at war so the cession may be offered
    const s = campaignWith(['austria'], (x) => ({ ...x, relations: { ...x.relations, wars: [...x.relations.wars, ['france', 'austria']] } }));
    const opts = overtureOptions(s, 'france', ['austria'], false);
    expect(opts.find((o) => o.value === 'cede:austria:minor:bavaria')).toMatchObject({ verdict: { ok: true } });
    expect(byRule(overtureModifiers(s, 'france', order('austria', { cessions: ['minor:bavaria'] }), new Map(), false), '14.3.1.1.4')).toEqual([3]);
    expect(chartModifier('+1 each')).toBe(1);
    expect(chartModifier('(-3)')).toBe(-3);
  });

  it('14.3.1.1.4 a territory where a corps of another enemy (Britain) stands may not be offered; the UMP\'s own corps there do not bar it', () => {
    const s = campaignWith(['austria'], (x) => ({ ...x, relations: { ...x.relations, wars: [...x.relations.wars, ['france', 'austria']] } }));
    const map = ECON_DATA.land!;
    const bavarian = Array.from({ length: 788 }, (_, i) => String(i + 1).padStart(3, '0') as AreaId).find((a) => map.area(a)?.minor === 'bavaria')!;
    expect(bavarian).toBeDefined();
    const moveFirst = (x: GameState, nat: MajorPower): GameState => {
      const c = x.corps.find((k) => k.nationality === nat)!;
      return { ...x, corps: x.corps.map((k) => (k === c ? { ...k, location: { kind: 'area' as const, area: bavarian } } : k)) };
    };
    const cede = (x: GameState) => overtureOptions(x, 'france', ['austria'], false, map).find((o) => o.value === 'cede:austria:minor:bavaria')!.verdict;
    expect(cede(s)).toEqual({ ok: true });
    expect(cede(moveFirst(s, 'britain'))).toMatchObject({ ok: false, rule: '14.3.1.1.4' });
    expect(cede(moveFirst(s, 'austria'))).toEqual({ ok: true });
  });

  it("14.3.1.1.5 Britain's chart: Flanders or Holland held by France costs France -3 and its ally Spain too", () => {
    const s = campaignWith(['britain'], (x) => ({ ...x, minors: x.minors.map((m) => (m.id === 'holland' ? { ...m, status: 'conquered' as const, controller: 'france' as const } : m)) }));
    expect(crucialTerritories(s, 'france', 'britain').map((m) => m.value)).toContain(-3);
    expect(crucialTerritories(s, 'spain', 'britain').map((m) => m.value)).toContain(-3);
    expect(crucialTerritories(s, 'russia', 'britain').map((m) => m.value)).not.toContain(-3);
  });

  it('10.5.3 the status modifiers of the power and of the UMP both apply in play; before the game only the table and points (14.3.1)', () => {
    const s = campaignWith(['austria']);
    const inPlay = overtureModifiers(s, 'russia', order('austria', { ppSelf: 1 }), new Map(), false);
    expect(sum(byRule(inPlay, '10.5.3').map((value) => ({ value })))).toBe(statusModifier(s, 'russia') + statusModifier(s, 'austria'));
    const pregame = overtureModifiers(s, 'britain', order('austria', { ppSelf: 1 }), new Map(), true);
    expect(pregame.every((m) => m.rule === '14.3.1.1.2' || m.rule === '14.3.1.1.3')).toBe(true);
    expect(sum(pregame)).toBe(3); // 1 political point + 2 from the 14.3.1.2 table (Britain courting Austria)
  });

  it('14.3.8 with Napoleon removed (C.6) the Bourbon table applies: Britain courting France +1, Russia courting Turkey -3', () => {
    const s = campaignWith(['france', 'turkey']);
    const removed = removedByC6(s);
    expect(naturalAllianceModifier(removed, 'britain', 'france')).toBe(1);
    expect(naturalAllianceModifier(removed, 'russia', 'turkey')).toBe(-3);
    expect(naturalAllianceModifier(removed, 'turkey', 'austria')).toBe(-3);
    expect(naturalAllianceModifier(removed, 'france', 'austria')).toBe(-1);
  });

  it('14.3.1.1.3 one way of spending points per UMP; extras need the overture itself', () => {
    const s = campaignWith(['austria']);
    const opts = overtureOptions(s, 'russia', ['austria'], false);
    expect(overtureAnswerVerdict(s, 'russia', opts, ['overture:austria', 'pp:austria:2:0', 'pp:austria:0:1'])).toMatchObject({ ok: false, rule: '14.3.1.1.3' });
    expect(overtureAnswerVerdict(s, 'russia', opts, ['pp:austria:1:0'])).toMatchObject({ ok: false, rule: '14.3.1.1.1' });
    expect(overtureAnswerVerdict(s, 'russia', opts, ['overture:austria', 'pp:austria:1:1'])).toEqual({ ok: true });
    expect(parseOvertures(['overture:austria', 'pp:austria:1:1', 'subsidy:austria:40']).get('austria')).toEqual(order('austria', { ppSelf: 1, ppOthers: 1, subsidy: 40 }));
  });
});

describe('opt:14.3.2 results of overtures', () => {
  it('opt:14.3.2 the highest roll wins; a tie goes to the last controller, else a roll-off', () => {
    expect(overtureWinner([{ power: 'france', total: 9 }, { power: 'russia', total: 11 }], null)).toEqual({ winner: 'russia', total: 11 });
    expect(overtureWinner([{ power: 'france', total: 11 }, { power: 'russia', total: 11 }], 'france')).toEqual({ winner: 'france', total: 11 });
    expect(overtureWinner([{ power: 'france', total: 11 }, { power: 'russia', total: 11 }], 'britain')).toEqual({ tied: ['france', 'russia'], total: 11 });
    expect(overtureWinner([], null)).toBeNull(); // 14.3.6 no overture: neutral
  });

  it('opt:14.3.2 10+ active, 9 or less inactive; opt:14.3.7 Turkey needs 12+', () => {
    expect(statusFromRoll('austria', 10)).toBe('active');
    expect(statusFromRoll('austria', 9)).toBe('inactive');
    expect(statusFromRoll('turkey', 11)).toBe('inactive');
    expect(statusFromRoll('turkey', 12)).toBe('active');
  });
});

describe('opt:14.3 using UMPs (14.3.3-14.3.5)', () => {
  it('opt:14.3.5 an inactive UMP may not declare war or ally; an active one may', () => {
    const s = campaignWith(['prussia']);
    expect(umpMayDeclareWar(s, 'prussia')).toMatchObject({ ok: false, rule: '14.3.5' });
    expect(umpMayAlly(s, 'russia', 'prussia')).toMatchObject({ ok: false, rule: '14.3.5' });
    const active = { ...s, campaign: { ...s.campaign!, umps: s.campaign!.umps.map((u) => ({ ...u, status: 'active' as const })) } };
    expect(umpMayDeclareWar(active, 'prussia')).toEqual({ ok: true });
  });

  it('14.3.3.2 a UMP declared on calls every ally except one also allied with the declarer', () => {
    const s = campaignWith(['austria'], (x) => ({ ...x, relations: { ...x.relations, alliances: [...x.relations.alliances, ['austria', 'russia'], ['france', 'russia']] } }));
    expect(umpForcedCalls(s, 'austria', 'france')).toEqual(['britain']);
  });

  it('14.3.3.7 losses from militia, then infantry, cavalry, guard; forage at peace only when at most one point can be lost', () => {
    expect(UMP_LOSS_ORDER).toEqual(['militia', 'infantry', 'cavalry', 'guard']);
    const s = campaignWith(['prussia']);
    expect(umpMayForage(s, 'prussia', 1)).toEqual({ ok: true });
    expect(umpMayForage(s, 'prussia', 2)).toMatchObject({ ok: false, rule: '14.3.3.7' });
  });

  it('14.3.3.8 a forced suit succeeds on a die greater than the UMP\'s victory points number', () => {
    expect(forcedSueSucceeds(4, 3)).toBe(true);
    expect(forcedSueSucceeds(3, 3)).toBe(false);
  });
});

describe('v2.71 14.3.9 UMPs and campaign victory', () => {
  it('14.3.9 example: France with active Austria at 355 of 330 and its own 380 of 400 may announce victory (380+25=405)', () => {
    expect(umpVictory({ umpVp: 355, umpLevel: 330, umpActive: true, ownVp: 380, ownLevel: 400 })).toEqual({ ok: true });
    expect(umpVictory({ umpVp: 355, umpLevel: 330, umpActive: false, ownVp: 380, ownLevel: 400 })).toMatchObject({ ok: false, rule: '14.3.9' });
    expect(umpVictory({ umpVp: 355, umpLevel: 330, umpActive: true, ownVp: 370, ownLevel: 400 })).toMatchObject({ ok: false, rule: '14.3.9' }); // 395
    expect(umpVictory({ umpVp: 329, umpLevel: 330, umpActive: true, ownVp: 420, ownLevel: 400 })).toMatchObject({ ok: false, rule: '14.3.9' });
  });
});

describe('v2.71 19.2.2 inherited alliances', () => {
  it('19.2.2 taken in June 1806, an inherited alliance may not be broken before September 1806', () => {
    expect(lockUntil({ month: 6, year: 1806 })).toEqual({ month: 9, year: 1806 });
    const s = campaignWith([]);
    const locked = { ...s, date: { month: 8, year: 1806 }, campaign: { ...EMPTY_CAMPAIGN, allianceLocks: [{ power: 'britain' as const, ally: 'russia' as const, until: { month: 9, year: 1806 } }] } };
    expect(mayBreakInherited(locked, 'britain', 'russia')).toMatchObject({ ok: false, code: 'allianceLocked', rule: '19.2.2' });
    expect(mayBreakInherited({ ...locked, date: { month: 9, year: 1806 } }, 'britain', 'russia')).toEqual({ ok: true });
  });
});
