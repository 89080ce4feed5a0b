// Independent cases from the rule text for sections 9-12 (session 14, rulecheck10), played
// through the engine: a state in a phase, the commands, the resulting state and events.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice, newGame, pendingDecisions } from '../../shared/engine';
import { atStep, playEconomic, startEconomic } from '../engine/economicSetup';
import { AU, FR, LAND, apply, battleScenario, counterOf, decisionOf, newLandGame, playUntil, reach, type CorpsJson } from '../engine/landSetup';
import { beginTx } from '../../shared/engine/tx';
import { beginMinorControl } from '../../shared/engine/steps/political/minorControl';
import { statusTrackBoxes } from '../../shared/rules/political/status';
import { DATA, startPolitical } from '../political/politicalSetup';
import { occupier } from '../../shared/rules/land/conquest';
import { beginConquest } from '../../shared/engine/steps/land/conquest';
import type { GameState, Treaty } from '../../shared/model';
import { victorTermOptions } from '../../shared/rules/political/peace';

describe('10.6.3 a leader unstacked by besieged supply losses', () => {
  /** Vienna besieged by French I Corps; Austria's I Corps (Charles) inside with 1 infantry, the garrison 4 militia. */
  const besieged = () =>
    reach(
      newLandGame((sc) => {
        const cs = sc.forces.corps as Record<string, unknown>[];
        cs[0]!.area = '474';
        cs[3]!.city = 'vienna';
        cs[3]!.factors = { infantry: 1 };
        sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }];
        sc.powers.austria = { money: 0, manpower: 9, politicalPoints: 0, victoryPoints: 0 };
      }),
      'austria',
      'land/supply',
    );

  it("10.6.3 the corps inside is emptied while the garrison holds on: Charles, left without a corps, is the besiegers' prisoner", () => {
    const { s: at, d } = besieged();
    let s = apply(forceDice(at, [6]), commandFor(d, []));
    const au = counterOf(s, 'au-1');
    const loss = decisionOf(s, 'austria', 'land/forageLosses')!;
    s = apply(s, commandFor(loss, `siege:474:vienna:${au}:infantry`));
    expect(s.corps.some((c) => c.id === 'au-1')).toBe(false);
    expect(s.garrisons.find((g) => g.area === '474')?.factors.militia).toBeGreaterThan(0);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'leaderCaptured', leader: 'charles', by: 'france', rule: '10.6.3' }));
  });
});

describe('10.5.2.1 as printed: conquered minors of a power in the Instability Zone', () => {
  type Sc = Record<string, unknown> & { forces: { corps: { id: string; area?: string; city?: string }[] } };
  /** France's marker in the first Instability box; France's III Corps moved out of the Palatinate (its II Corps stays inside Mainz, `inMainz`). */
  const instability = (inMainz: boolean) => {
    const s = startPolitical((x) => {
      const sc = x as unknown as Sc;
      sc.forces.corps.find((c) => c.id === 'france-iii')!.area = '317';
      if (!inMainz) sc.forces.corps.find((c) => c.id === 'france-ii')!.area = '317';
      if (!inMainz) delete sc.forces.corps.find((c) => c.id === 'france-ii')!.city;
    }, { minorRevolts: false });
    const at = statusTrackBoxes().findIndex((b) => b.zone === 'instability');
    const tx = beginTx({ ...s, political: { ...s.political!, status: { ...s.political!.status, france: at } } }, DATA);
    beginMinorControl(tx);
    return tx.state.minors.find((m) => m.id === 'palatinate');
  };
  it('10.5.2.1 an unbesieged French corps inside Mainz (the Palatinate\'s city) keeps the conquered Palatinate French', () => {
    expect(instability(true)).toMatchObject({ status: 'conquered', controller: 'france' });
  });
  it('10.5.2.1 with no French corps in the Palatinate it turns neutral', () => {
    expect(instability(false)).toMatchObject({ status: 'neutral', controller: null });
  });
});

describe('10.5.2.3 as printed: forces of two enemy powers in the minor', () => {
  type Sc = Record<string, unknown> & { forces: { corps: { id: string; area?: string; city?: string }[] } };
  it('10.5.2.3 an Austrian and a Russian corps in Württemberg when France is in the Fiasco Zone: competitive dice give it to the higher roll, Russia', () => {
    const wurttemberg = (DATA.land!.landAreas ?? []).filter((a) => DATA.land!.area(a)?.minor === 'wurttemberg');
    const s = startPolitical((x) => {
      const sc = x as unknown as Sc;
      sc.forces.corps.find((c) => c.id === 'austria-iv')!.area = wurttemberg[0]!;
      sc.forces.corps.find((c) => c.id === 'russia-i')!.area = wurttemberg[0]!;
    }, { minorRevolts: false });
    const at = statusTrackBoxes().findIndex((b) => b.zone === 'fiasco');
    const tx = beginTx(forceDice({ ...s, political: { ...s.political!, status: { ...s.political!.status, france: at } } }, [2, 5]), DATA);
    beginMinorControl(tx);
    expect(tx.events.filter((e) => e.type === 'diceRolled' && e.rule === '10.5.2.3').map((e) => (e.type === 'diceRolled' ? e.value : 0))).toEqual([2, 5]);
    expect(tx.state.minors.find((m) => m.id === 'wurttemberg')).toMatchObject({ status: 'conquered', controller: 'russia' });
    expect(tx.events).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'russia', delta: 1, rule: '10.5.2.4' }));
  });
});

describe('10.2.1 conquest: the capital as printed, every primary city as amended (v2.71)', () => {
  /** Bavaria French; an Austrian garrison in Munich (its capital) only; nobody else in Munich's and Nuremburg's areas. */
  const munichHeld = (options: Record<string, boolean>): GameState => {
    const s = startPolitical(() => undefined, options);
    const away = (a: string) => a !== '326' && a !== '322';
    return {
      ...s,
      garrisons: [...s.garrisons.filter((g) => away(g.area)), { nationality: 'austria' as const, area: '326' as never, place: { kind: 'city' as const, city: 'munich' as never }, factors: { infantry: 2 } }],
      corps: s.corps.filter((c) => c.location.kind !== 'area' || away(c.location.area)),
    };
  };
  const bavaria = (s: GameState) => s.minors.find((m) => m.id === 'bavaria')!;
  it('10.2.1 as printed (correction unticked) Munich alone, held unbesieged, makes Austria the occupier', () => {
    const s = munichHeld({ conquestAllCities: false });
    expect(occupier(s, DATA.land!, bavaria(s))).toBe('austria');
  });
  it('opt:10.2.1 by default Nuremburg must be held too', () => {
    const s = munichHeld({});
    expect(s.options.rules.conquestAllCities).toBe(true);
    expect(occupier(s, DATA.land!, bavaria(s))).toBeNull();
  });
  it('opt:10.2.1 a game saved before the switch existed (no flag) keeps the amendment it was played with', () => {
    const s = munichHeld({});
    const { conquestAllCities: _gone, ...rules } = s.options.rules;
    const old = { ...s, options: { ...s.options, rules: rules as GameState['options']['rules'] } };
    expect(occupier(old, DATA.land!, bavaria(old))).toBeNull();
  });
  it('10.2.1 as printed, played: the Conquest Steps of two months running conquer Bavaria for Austria, one point each way (10.2.1.2)', () => {
    const s = munichHeld({ conquestAllCities: false });
    const first = beginTx(s, DATA);
    beginConquest(first);
    expect(bavaria(first.state).occupation).toMatchObject({ by: 'austria' });
    const next = beginTx({ ...first.state, date: { month: first.state.date.month + 1, year: first.state.date.year } }, DATA);
    beginConquest(next);
    expect(bavaria(next.state)).toMatchObject({ status: 'conquered', controller: 'austria' });
    expect(next.events.filter((e) => e.type === 'politicalPointsChanged' && e.rule === '10.2.1.2')).toMatchObject([{ power: 'austria', delta: 1 }, { power: 'france', delta: -1 }]);
    expect(next.state.corps.some((c) => c.nationality === 'bavaria')).toBe(false); // 10.2.1.1
  });
});

describe('10.6.1.1.1 commanders for allied armies', () => {
  const ru: CorpsJson = { id: 'ru-1', name: 'Russian ru-1', nationality: 'russia', type: 'infantry', movement: 3, area: '324', factors: { infantry: 6 } };
  const sc = () =>
    battleScenario([FR({ infantry: 12 }), AU({ infantry: 6 }), ru], (x) => {
      x.relations = { wars: [['france', 'austria'], ['france', 'russia']], alliances: [['austria', 'russia']], enforcedPeace: [] };
      x.forces.leaders = [
        { id: 'archduke-john', name: 'Archduke John', owner: 'austria', with: 'au-1' },
        { id: 'kutuzov', name: 'Kutuzov', owner: 'russia', with: 'ru-1' },
      ];
    });
  const game = (dice: number[]) => {
    const r = newGame({ scenario: sc(), seed: 5, data: DATA, options: { rules: {} } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return playUntil(forceDice(r.value, dice), (x) => x.pending.some((d) => d.kind === 'land/combatChit' || d.kind === 'land/combatTrivial'));
  };
  it('10.6.1.1.1 Austria and Russia, one corps each, both roll 3: they roll again, and Russia\'s 5 against Austria\'s 2 gives Kutuzov the command', () => {
    const s = game([3, 3, 2, 5]);
    expect(s.log.filter((e) => e.type === 'diceRolled' && e.rule === '10.6.1.1.1').map((e) => (e.type === 'diceRolled' ? e.value : 0))).toEqual([3, 3, 2, 5]);
    expect(s.turn.land!.battle!.record.defender.commander).toMatchObject({ leader: 'kutuzov' });
  });
  it('10.6.1.1.1 one corps more for Austria: Archduke John commands, no die', () => {
    const s0 = sc();
    (s0.forces.corps as CorpsJson[]).push(AU({ infantry: 2 }, 'au-2'));
    const r = newGame({ scenario: s0, seed: 5, data: DATA, options: { rules: {} } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const s = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit' || d.kind === 'land/combatTrivial'));
    expect(s.log.some((e) => e.type === 'diceRolled' && e.rule === '10.6.1.1.1')).toBe(false);
    expect(s.turn.land!.battle!.record.defender.commander).toMatchObject({ leader: 'archduke-john' });
  });
});

describe('10.6.2 / 5.3 retiring a leader from a besieged city', () => {
  /** Austria's I Corps (Charles) inside Trieste, a port, besieged by French I Corps; `fleet` a French fleet in Trieste's blockade box. */
  const trieste = (fleet: boolean) =>
    reach(newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = '481';
      cs[3]!.area = '481';
      cs[3]!.city = 'trieste';
      sc.forces.garrisons = [];
      (sc.forces as Record<string, unknown[]>).fleets = fleet ? [{ id: 'fr-fleet', name: 'Toulon Fleet', nationality: 'france', ships: 6, location: { kind: 'blockade', city: 'trieste' } }] : [];
    }), 'austria', 'reinforcement/army');
  const retire = (fleet: boolean) => trieste(fleet).d.options.find((o) => o.value === 'retire:charles')?.verdict;
  it('10.6.2 a besieged port that is not blockaded does not hold Charles: he may retire', () => {
    expect(LAND.ports?.some((p) => p.city === 'trieste')).toBe(true);
    expect(retire(false)).toMatchObject({ ok: true });
  });
  it('10.6.2 besieged and blockaded: Charles may not retire', () => {
    expect(retire(true)).toMatchObject({ ok: false, rule: '10.6.2' });
  });
});

describe('10.6.2 placing a leader from the pool', () => {
  it('10.6.2 Charles off the map may join Austria\'s II Corps in the field, not its I Corps besieged in Vienna', () => {
    const { s, d } = reach(newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = '474';
      cs[3]!.city = 'vienna';
      cs.push({ id: 'au-2', name: 'II Corps', nationality: 'austria', type: 'infantry', movement: 3, area: '475', factors: { infantry: 4 } });
      (sc.forces.leaders as Record<string, unknown>[]).splice(1, 1);
      (sc.forces.leaders as Record<string, unknown>[]).push({ id: 'charles', name: 'Charles', owner: 'austria' });
    }), 'austria', 'reinforcement/army');
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'pool' });
    const verdict = (id: string) => d.options.find((o) => o.value === `leader:charles:${counterOf(s, id)}`)?.verdict;
    expect(verdict('au-2')).toMatchObject({ ok: true });
    expect(verdict('au-1')).toMatchObject({ ok: false, rule: '10.6.2' });
  });
});

describe('10.2.2 / 10.2.1 a ceded province conquered by its printed capital (correction unticked)', () => {
  it('10.2.2 Armenia, ceded by Turkey to Russia: a French garrison in Erzurum, the province\'s capital, starts the occupation though Trebizond is listed first', () => {
    const s0 = startPolitical(() => undefined, { conquestAllCities: false });
    const s: GameState = {
      ...s0,
      ceded: [...(s0.ceded ?? []), { province: 'armenia' as never, home: 'turkey', holder: 'russia' }],
      garrisons: [...s0.garrisons, { nationality: 'france' as const, area: '605' as never, place: { kind: 'city' as const, city: 'erzurum' as never }, factors: { infantry: 1 } }],
    };
    const tx = beginTx(s, DATA);
    beginConquest(tx);
    expect(tx.events).toContainEqual(expect.objectContaining({ type: 'minorOccupied', minor: 'armenia', by: 'france', from: 'russia', rule: '10.2.2' }));
  });
});

describe('10.6 a leader unstacked by disbanding', () => {
  it('10.6 Charles, left without a corps when Austria disbands its I Corps, returns only in a later Army Reinforcement Step, not with II Corps in this one', () => {
    const { s, d } = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[]).push({ id: 'au-2', name: 'II Corps', nationality: 'austria', type: 'infantry', movement: 3, area: '475', factors: { infantry: 4 } });
    }), 'austria', 'reinforcement/army');
    const after = apply(s, commandFor(d, `disband:${counterOf(s, 'au-1')}`));
    expect(after.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'pool' });
    const next = decisionOf(after, 'austria', 'reinforcement/army')!;
    expect(next.options.find((o) => o.value === `leader:charles:${counterOf(after, 'au-2')}`)?.verdict).toMatchObject({ ok: false, rule: '10.6.2' });
  });
});

describe('10.1.2.1.2 freikorps placement', () => {
  const levyOptions = (frenchInVienna: boolean) => {
    const s = playEconomic(startEconomic((j) => {
      j.start = { month: 1, year: 1809 };
      j.end = { month: 6, year: 1809 };
      if (!frenchInVienna) return;
      const wars = j.relations.wars as string[][];
      if (!wars.some((w) => w.includes('france') && w.includes('austria'))) wars.push(['france', 'austria']);
      j.forces.garrisons = j.forces.garrisons!.filter((g) => g.area !== '474');
      j.forces.corps = j.forces.corps!.filter((c) => c.area !== '474');
      j.forces.garrisons.push({ nationality: 'france', area: '474', city: 'vienna', factors: { infantry: 2 } });
    }), undefined, atStep('economic/levy', 3));
    return pendingDecisions(s).find((x) => x.power === 'austria' && x.kind === 'economic/levy')?.options.map((o) => o.value) ?? [];
  };
  it('10.1.2.1.2 March 1809: Austria\'s freikorps appears at Vienna while Vienna is Austrian', () => {
    expect(levyOptions(false)).toContain('freikorps');
  });
  it('10.1.2.1.2 not while a French garrison holds Vienna: the area is not under Austria\'s control', () => {
    expect(levyOptions(true)).not.toContain('freikorps');
  });
});

describe('10.5.1 the marker at either end of the display', () => {
  it('10.5.1 France at the right-hand end gains 3 (held at the end), then loses 1: one box left of the end, not held there by the points beyond it', async () => {
    const { politicalPoints } = await import('../../shared/engine/steps/effects');
    const s = startPolitical();
    const end = statusTrackBoxes().length - 1;
    const tx = beginTx({ ...s, political: { ...s.political!, status: { ...s.political!.status, france: end } } }, DATA);
    politicalPoints(tx, 'france', 3, '10.5.1', 'test gain');
    expect(tx.state.political!.status.france).toBe(end);
    politicalPoints(tx, 'france', -1, '10.5.1', 'test loss');
    expect(tx.state.political!.status.france).toBe(end - 1);
  });
});

describe('11.9.1.1 restrictions on territorial losses', () => {
  // Austria has lost Bohemia, Moravia and the Tyrol to France before this peace
  const lost = (ump: boolean): GameState => {
    const s = startEconomic((j) => {
      j.economy.ceded = [{ province: 'bohemia', holder: 'france' }, { province: 'moravia', holder: 'france' }, { province: 'tyrol', holder: 'france' }];
    }, { options: { rules: { politicalRestrictionsOnPeace: true } } });
    if (!ump) return s;
    const campaign = s.campaign ?? { umps: [], newPlayers: [], allianceLocks: [], pregameControlDone: false };
    return { ...s, campaign: { ...campaign, umps: [{ power: 'austria', status: 'neutral', controller: null, lastController: null, neutralPhases: 0 }] } } as GameState;
  };
  const treaty: Treaty = { loser: 'austria', victor: 'france', kind: 'unconditional', accepted: true, terms: [], done: false, forced: false };
  const c4 = (s: GameState) => victorTermOptions(s, treaty, []).filter((o) => String(o.value).startsWith('C.4:'));
  it('11.9.1.1 a played Austria loses no fourth province', () => {
    expect(c4(lost(false)).filter((o) => o.verdict.ok)).toEqual([]);
  });
  it('11.9.1.1 an uncontrolled Austria (no player) is not protected: a fourth province may be taken', () => {
    expect(c4(lost(true)).some((o) => o.verdict.ok)).toBe(true);
  });
});
