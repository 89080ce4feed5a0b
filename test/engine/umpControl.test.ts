// v2.71 14.3.1 the control step before the game and the 8.11 UMP Control Step, played with the
// standing procedures and forced dice; 14.3.5 inactive limits; 2.4.2 the controller's view.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, parseScenario, pendingDecisions, viewFor, withUmps } from '../../shared/engine';
import { startGame } from '../../shared/engine/sequencer';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { EMPTY_CAMPAIGN } from '../../shared/model';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { ECON_DATA, atStep, economicCampaign, playEconomic, startEconomic } from './economicSetup';

/** The economic test campaign with Austria and Prussia uncontrolled, before its pre-game control step. */
function withTwoUmps(): GameState {
  const json = economicCampaign();
  // a sentinel name in a Prussian corps (2.4.2 leak test)
  (json.forces.corps as { nationality: string; name: string }[]).find((c) => c.nationality === 'prussia')!.name = 'SENTINEL-PRUSSIAN-CORPS';
  const r = parseScenario(json, { seed: 11, data: ECON_DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return withUmps(r.value, ['austria', 'prussia']);
}

/** Answers every overture with the standing procedures. */
function answerOvertures(s: GameState): GameState {
  for (let d = pendingDecisions(s).find((x) => x.kind === 'campaign/umpOverture'); d; d = pendingDecisions(s).find((x) => x.kind === 'campaign/umpOverture')) {
    const r = applyCommand(s, commandFor(d, autoAnswer(s, d, seededRng(1), ECON_DATA)), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const ump = (s: GameState, p: MajorPower) => s.campaign!.umps.find((u) => u.power === p)!;

describe('opt:14.3.1 the control step before the game', () => {
  // Overtures are rolled UMP by UMP, powers in MAJOR_POWERS order (France, Britain, Spain, Russia, Turkey), two dice each.
  // Austria: France 3+3, Britain 6+5 (+1 political point, +2 natural alliance), Spain 1+1, Russia 2+2, Turkey 1+2 → Britain 14, active.
  // Prussia: 1+1 for all but Russia 4+4 = 8 → Russia, inactive.
  const dice = [3, 3, 6, 5, 1, 1, 2, 2, 1, 2, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1];

  function started(): GameState {
    const s = startGame(withTwoUmps(), ECON_DATA);
    expect(pendingDecisions(s).map((d) => d.power)).toEqual(['france', 'britain', 'spain', 'russia', 'turkey']);
    return answerOvertures(forceDice(s, dice));
  }

  it('opt:14.3.1 / opt:14.3.2 played with the procedures: only the natural alliance table and political points count; 10+ active, 9 or less inactive', () => {
    const s = started();
    expect(ump(s, 'austria')).toMatchObject({ controller: 'britain', status: 'active' });
    expect(ump(s, 'prussia')).toMatchObject({ controller: 'russia', status: 'inactive' });
    const rolls = s.log.filter((e) => e.type === 'umpOvertureRolled');
    expect(rolls).toHaveLength(10);
    const british = rolls.find((e) => e.type === 'umpOvertureRolled' && e.power === 'britain' && e.ump === 'austria');
    expect(british).toMatchObject({ dice: [6, 5], total: 14, modifiers: [{ rule: '14.3.1.1.2', value: 2 }, { rule: '14.3.1.1.3', value: 1 }] }); // 14.3.1.2 Britain courting Austria +2
    // 14.3.1.1.3 the point passes from Britain to Austria before the rolls; 14.3.2.1 no points for control
    const points = s.log.filter((e) => e.type === 'politicalPointsChanged' && e.rule.startsWith('14.3.1.1.3'));
    expect(points.map((e) => (e.type === 'politicalPointsChanged' ? [e.power, e.delta] : null))).toEqual([['britain', -1], ['austria', 1]]);
    expect(s.campaign!.pregameControlDone).toBe(true);
    expect(pendingDecisions(s)[0]!.kind).toBe('political/diplomacy');
  });

  it('14.3.5 inactive Prussia may not declare war; active Austria may', () => {
    const s = playEconomic(started(), undefined, atStep('political/declarationsOfWar'));
    const prussia = pendingDecisions(s).find((d) => d.power === 'prussia' && d.kind === 'political/declareWar')!;
    expect(prussia.options.length).toBeGreaterThan(0);
    expect(prussia.options.every((o) => !o.verdict.ok && o.verdict.code === 'umpRestricted' && o.verdict.rule === '14.3.5')).toBe(true);
    const austria = pendingDecisions(s).find((d) => d.power === 'austria' && d.kind === 'political/declareWar')!;
    expect(austria.options.some((o) => o.verdict.ok)).toBe(true);
  });

  it("2.4.2 / 14.3.3.1 Russia's seat sees Prussia's corps and decisions; France's seat does not", () => {
    const s = started();
    const russia = JSON.stringify(viewFor(s, 'russia'));
    expect(russia).toContain('SENTINEL-PRUSSIAN-CORPS');
    expect(viewFor(s, 'russia').decisions.some((d) => d.power === 'prussia')).toBe(true);
    for (const other of ['france', 'britain', 'spain', 'turkey', 'austria', 'spectator'] as const) expect(JSON.stringify(viewFor(s, other))).not.toContain('SENTINEL-PRUSSIAN-CORPS');
    expect(viewFor(s, 'france').decisions.some((d) => d.power === 'prussia')).toBe(false);
  });
});

describe('8.11 / opt:14.3.1 the UMP Control Step', () => {
  it('runs in every Economic Phase (March 1806 here, not only December); no overture leaves a UMP neutral, its forces off the board (14.3.6)', () => {
    let s = startGame(withTwoUmps(), ECON_DATA);
    s = answerOvertures(forceDice(s, [3, 3, 6, 5, 1, 1, 2, 2, 1, 2, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1]));
    s = playEconomic(s, undefined, atStep('economic/umpControl', 3));
    const asked = pendingDecisions(s).filter((d) => d.kind === 'campaign/umpOverture');
    expect(asked.map((d) => d.power)).toEqual(['france', 'britain', 'spain', 'russia', 'turkey']);
    expect(asked[0]!.step).toBe('economic/umpControl');
    // the quiet player makes no overture: both turn neutral
    s = playEconomic(s, undefined, (x) => !x.pending.some((d) => d.kind === 'campaign/umpOverture'));
    expect(ump(s, 'prussia')).toMatchObject({ status: 'neutral', controller: null, lastController: 'russia' });
    expect(s.corps.some((c) => c.nationality === 'prussia')).toBe(false);
    expect(ump(s, 'prussia').stored!.factors).not.toEqual({});
    expect(s.log.some((e) => e.type === 'umpForcesStored' && e.ump === 'prussia')).toBe(true);
    expect(JSON.stringify(viewFor(s, 'france').campaign)).not.toContain('stored');
  });
});

describe('opt:14.3.6.1~2 a neutral UMP controlled again', () => {
  it('opt:14.3.6.1~2 Prussia, neutral for 2 Economic Phases, won by Russia in March 1806: half its values twice, 36 money and 18 manpower (home provinces 36/18: Brandenburg 6/3, East Prussia 5/2, Magdeburg 2/2, Masovia 3/1, Pomerania 4/2, Posen 4/2, Silesia 7/4, West Prussia 5/2)', () => {
    const neutral = { power: 'prussia' as const, status: 'neutral' as const, controller: null, lastController: 'russia' as const, neutralPhases: 2 };
    let s: GameState = { ...startEconomic(), campaign: { ...EMPTY_CAMPAIGN, pregameControlDone: true, umps: [neutral] } };
    s = playEconomic(s, undefined, atStep('economic/umpControl', 3));
    s = forceDice(s, [5, 6]);
    s = playEconomic(s, (d) => (d.kind === 'campaign/umpOverture' ? (d.power === 'russia' ? ['overture:prussia'] : []) : undefined), (x) => !x.pending.some((d) => d.kind === 'campaign/umpOverture'));
    expect(ump(s, 'prussia')).toMatchObject({ controller: 'russia', neutralPhases: 0 });
    const back = (type: 'moneyChanged' | 'manpowerChanged') => s.log.filter((e) => e.type === type && e.power === 'prussia' && e.rule === '14.3.6.1').map((e) => ('delta' in e ? e.delta : 0));
    expect(back('moneyChanged')).toEqual([36]);
    expect(back('manpowerChanged')).toEqual([18]);
  });
});

describe('opt:14.3.6.1~2 / opt:14.3.3.5 a neutral UMP\'s stored forces are set up again', () => {
  it('opt:14.3.6.1~2 / opt:14.3.3.5 Prussia, neutral from March 1806, won by Russia in June: the 12 infantry and 3 cavalry and the corps counter it stored arrive at Berlin as July\'s army reinforcements, and all 15 factors are placed', () => {
    let s = startGame(withTwoUmps(), ECON_DATA);
    s = answerOvertures(forceDice(s, [3, 3, 6, 5, 1, 1, 2, 2, 1, 2, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1]));
    s = playEconomic(s, undefined, atStep('economic/umpControl', 3));
    // what Prussia has on the board as the March step opens, counted here from the state
    const onBoard: Record<string, number> = {};
    for (const f of [...s.corps.filter((c) => c.nationality === 'prussia').map((c) => c.factors), ...s.garrisons.filter((g) => g.nationality === 'prussia').map((g) => g.factors)])
      for (const [k, v] of Object.entries(f)) onBoard[k] = (onBoard[k] ?? 0) + (v ?? 0);
    const counters = s.corps.filter((c) => c.nationality === 'prussia').map((c) => c.id).sort();
    expect(counters.length).toBeGreaterThan(0);
    // no overture: neutral, its forces off the board (14.3.6)
    s = playEconomic(s, undefined, (x) => !x.pending.some((d) => d.kind === 'campaign/umpOverture'));
    expect(ump(s, 'prussia').status).toBe('neutral');
    expect(s.corps.some((c) => c.nationality === 'prussia')).toBe(false);
    // June: only Russia makes an overture, and wins it
    s = playEconomic(s, undefined, atStep('economic/umpControl', 6));
    s = forceDice(s, [5, 6]);
    s = playEconomic(s, (d) => (d.kind === 'campaign/umpOverture' ? (d.power === 'russia' ? ['overture:prussia'] : []) : undefined), (x) => !x.pending.some((d) => d.kind === 'campaign/umpOverture'));
    expect(ump(s, 'prussia')).toMatchObject({ controller: 'russia' });
    expect(ump(s, 'prussia').stored).toBeUndefined();
    const due = s.reinforcements.filter((r) => r.power === 'prussia' && r.date.year === 1806 && r.date.month === 7 && r.corps);
    expect(due).toHaveLength(1);
    expect(due[0]!.factors).toEqual(onBoard);
    expect(onBoard).toEqual({ infantry: 12, cavalry: 3 });
    expect(due[0]!.area).toBe(ECON_DATA.economy!.nationalCapitals.prussia.find((c) => c.city === 'berlin')!.area);
    expect(due[0]!.corps!.map((c) => c.id).sort()).toEqual(counters);
    // July's Army Reinforcement Step: Russia's seat places them for Prussia (the procedures here)
    let firstAsked: PendingDecision | null = null;
    const procedures = (d: PendingDecision, x: GameState) => {
      if (d.power !== 'prussia' || d.kind !== 'reinforcement/army') return undefined;
      firstAsked ??= d;
      return autoAnswer(x, d, seededRng(1), ECON_DATA);
    };
    const mark = s.log.length;
    s = playEconomic(s, procedures, (x) => x.date.month === 7 && x.cursor.phase === 'naval');
    // 5.2.1 its stored corps counter may be set up again as a new corps; 5.2.2 every stored factor is placed (12 infantry, 3 cavalry)
    expect(firstAsked!.options.some((o) => String(o.value).startsWith('corps:') && o.verdict.ok)).toBe(true);
    const placed = s.log.slice(mark).filter((e) => e.type === 'factorsChanged' && e.nationality === 'prussia' && e.rule.startsWith('5.2')).reduce((n, e) => n + (e.type === 'factorsChanged' ? e.delta : 0), 0);
    expect(placed).toBe(15);
  });
});

