// 2.4.2 an independent leak audit of the decisions added in session 9: what each one shows the
// seats that are not entitled to it. Sentinels are planted where the secret lives (a corps' name,
// an odd strength, a ship count) and every other viewer's view and redacted log is searched.
// Decisions ruled open (7.3.8.1 order of movement, 7.4.3.3 the Dardanelles leave) are not secret.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, redactEvent, viewFor, type Viewer } from '../../shared/engine';
import { enterCityVerdict } from '../../shared/rules/land/movement';
import { MAJOR_POWERS } from '../../shared/model';
import type { Corps, DecisionAnswer, DecisionKind, GameState, MajorPower } from '../../shared/model';
import { alliedVienna } from '../land/allyStates';
import { DATA, LAND, decisionOf, newLandGame, order, reach } from './landSetup';
import { withPurchases } from './boughtSetup';
import { amsterdamTaken, answer as navalAnswer } from './naval/navalSetup';
import { ECON_DATA, playEconomic, startEconomic } from './economicSetup';

const VIEWERS: Viewer[] = [...MAJOR_POWERS, 'spectator'];

/** Everything `viewer` is sent about the state: its view and its redacted log. */
const seen = (s: GameState, viewer: Viewer, data = DATA): string =>
  JSON.stringify(viewFor(s, viewer, { data })) +
  JSON.stringify(s.log.map((e) => redactEvent(e, viewer, s.options)).filter((e) => e !== null));

describe('7.3.3 allies in an ally’s city: the room left never gives the ally’s corps away (2.4.2)', () => {
  /** Vienna (4 spires, 20 factors) with Austria's militia, a Russian garrison factor and the Russian corps of `russians` factors; an Austrian corps of 14 outside. */
  function vienna(russians: number): { s: GameState; austrian: Corps } {
    const s0 = alliedVienna();
    const s: GameState = {
      ...s0,
      corps: s0.corps.map((c) =>
        c.id === 'ru-1'
          ? { ...c, factors: { infantry: russians } }
          : c.id === 'au-1'
            ? { ...c, location: { kind: 'area', area: '474' }, factors: { infantry: 14 } }
            : c,
      ) as Corps[],
    };
    return { s, austrian: s.corps.find((c) => c.id === 'au-1')! };
  }

  it('7.3.3 / 2.4.2 an Austrian corps too big for Vienna is refused in the same words whatever the Russian corps inside holds', () => {
    const four = vienna(4);
    const six = vienna(6);
    const a = enterCityVerdict(four.s, LAND, four.austrian, 'vienna' as never);
    const b = enterCityVerdict(six.s, LAND, six.austrian, 'vienna' as never);
    expect(a).toMatchObject({ ok: false, code: 'capacity', rule: '7.3.3' });
    // before the fix: "vienna has room for 11 more factors" and "... 9 ...", from which Austria reads the Russian strength
    expect(a).toEqual(b);
    expect(a.ok ? '' : a.detail).toBe("vienna has no room for the corps' 14 factors");
  });

  it('7.3.3 a city holding only the mover’s own forces still tells how much room is left', () => {
    const { s, austrian } = vienna(4);
    const alone: GameState = {
      ...s,
      corps: s.corps.filter((c) => c.id !== 'ru-1'),
      garrisons: s.garrisons.filter((g) => g.nationality !== 'russia'),
    };
    const v = enterCityVerdict(alone, LAND, { ...austrian, factors: { infantry: 17 } }, 'vienna' as never);
    expect(v.ok ? '' : v.detail).toBe('vienna has room for 16 more factors');
  });
});

describe('12.1.2.2 a captured shipyard: how many ships were building stays with the owner and the taker', () => {
  const SHIPS = 7;
  const taken = (): GameState => amsterdamTaken({ ships: SHIPS });

  for (const choice of ['destroy', 'build'] as const)
    it(`12.1.2.2 / 2.4.2 the taker's answer (${choice}) and the count of ships reach the owner and the taker only`, () => {
      const before = taken();
      // session 11: the question waiting on Britain told third seats that ships were building there
      for (const v of VIEWERS) {
        const waiting = viewFor(before, v).waitingFor.some((d) => d.kind === 'naval/shipyardTaken');
        expect(waiting, v).toBe(v === 'france');
      }
      const s = navalAnswer(before, 'naval/shipyardTaken', 'britain', `${choice}:holland:amsterdam`);
      const event = s.log.find((e) => e.type === 'shipyardTaken')!;
      expect(event).toMatchObject({ taker: 'britain', owner: 'france', ships: SHIPS, destroyed: choice === 'destroy' });
      for (const v of VIEWERS) {
        const shown = redactEvent(event, v, s.options);
        if (v === 'britain' || v === 'france') expect(shown, v).toEqual(event);
        else {
          // session 10: every seat was told "7 ships"; session 11: every seat was told the taker chose
          expect(shown, v).toBeNull();
          expect(seen(s, v), v).not.toContain('shipyard');
          expect(JSON.stringify(viewFor(s, v).decisions), v).not.toContain(`${SHIPS} Holland`);
        }
      }
    });
});

describe('12.1.2.2 several takers of a shipyard: their competitive dice name it only to them and the owner', () => {
  it('12.1.2.2 / 2.4.2 Britain and Russia roll for the shipyard of Amsterdam: Austria and the spectator see two competitive dice (10.8), not the port', () => {
    // 10.3.2.1 the first two dice give Russia the command of the shared city; the shipyard is rolled for apart
    const s = amsterdamTaken({ takers: ['britain', 'russia'], dice: [2, 5, 6, 1], powers: ['france', 'britain', 'russia', 'austria'] });
    const rolls = s.log.filter((e) => e.type === 'diceRolled' && e.rule === '12.1.2.2');
    expect(rolls).toHaveLength(2);
    for (const v of VIEWERS) {
      const shown = rolls.map((e) => redactEvent(e, v, s.options));
      if (v === 'britain' || v === 'russia' || v === 'france') {
        expect(shown.map((e) => (e?.type === 'diceRolled' ? e.purpose : null)), v).toEqual(['Great Britain for the shipyard of Amsterdam', 'Russia for the shipyard of Amsterdam']);
      } else {
        // before the fix: "Great Britain for the shipyard of Amsterdam" in every seat's log
        expect(shown.map((e) => (e?.type === 'diceRolled' ? [e.rule, e.purpose, e.value] : null)), v).toEqual([
          ['10.8', 'Great Britain, competitive dice', 6],
          ['10.8', 'Russia, competitive dice', 1],
        ]);
        expect(seen(s, v), v).not.toContain('shipyard');
        expect(seen(s, v), v).not.toContain('12.1.2.2');
      }
    }
  });
});

describe('opt:8.2.1.2.2.2.2.2 British corps in America keep their identity and strength', () => {
  const NAME = 'SENTINEL-AMERICA-CORPS';
  const STRENGTH = 17;
  it('opt:8.2.1.2.2.2.2.2 / 2.4.2 sailing off and being called back shows the fleet and the counter, never the corps', () => {
    const s0 = startEconomic((j) => {
      j.economy.usWar = true;
      const f = (j.forces.fleets as { id: string; location: unknown }[]).find((x) => x.id === 'gb-fleet-1')!;
      f.location = { kind: 'sea', area: '731' };
    });
    let s: GameState = {
      ...s0,
      corps: s0.corps.map((c) =>
        c.id === 'britain-i'
          ? { ...c, name: NAME, factors: { infantry: STRENGTH - 1, cavalry: 1 }, location: { kind: 'fleet', fleet: 'gb-fleet-1' } }
          : c,
      ) as Corps[],
    };
    const answerBritain = (x: GameState, kind: DecisionKind, value: DecisionAnswer) => {
      const d = x.pending.find((p) => p.kind === kind && p.power === 'britain')!;
      const r = applyCommand(x, commandFor(d, value), ECON_DATA);
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    s = playEconomic(s, undefined, (x) => x.pending.some((d) => d.kind === 'naval/movement' && d.power === 'britain'));
    s = answerBritain(s, 'naval/movement', 'pick:gb-fleet-1');
    s = answerBritain(s, 'naval/movement', 'us:exit');
    expect(s.america?.forces[0]?.corps[0]?.name).toBe(NAME);
    const counter = s.america!.forces[0]!.corps[0]!.counter;
    const check = (x: GameState) => {
      for (const v of VIEWERS.filter((p) => p !== 'britain')) {
        const text = seen(x, v, ECON_DATA);
        expect(text, v).not.toContain(NAME);
        expect(text, v).not.toContain('"britain-i"');
        expect(viewFor(x, v).america?.[0]?.corps, v).toEqual([counter]);
      }
      // the sentinel is there to be found: the state holds it
      expect(JSON.stringify(x.america)).toContain(NAME);
    };
    check(s);
    // the next turn's Naval Reinforcement Step: the return is announced
    s = answerBritain(s, 'naval/movement', 'end');
    s = playEconomic(s, undefined, (x) =>
      x.pending.some(
        (d) => d.kind === 'reinforcement/naval' && d.power === 'britain' && d.options.some((o) => String(o.value).startsWith('us:return:')),
      ),
    );
    const back = decisionOf(s, 'britain', 'reinforcement/naval')!.options.find((o) => String(o.value).startsWith('us:return:'))!;
    s = answerBritain(s, 'reinforcement/naval', back.value as string);
    check(s);
  });
});

describe('5.2.1.2 a bought corps placed: which corps it is stays with its owner', () => {
  it('5.2.1.2 / 2.4.2 no other seat sees the new corps’ name, roster or factor type', () => {
    const s0 = newLandGame((sc) => {
      sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', factors: { infantry: 2, militia: 1 } }];
    });
    const bought = {
      power: 'france' as MajorPower,
      nationality: 'france' as const,
      kind: 'corps' as const,
      roster: 'france-iii',
      designation: 'III',
      until: { month: 7, year: 1805 },
    };
    let { s } = reach(withPurchases(s0, [bought]), 'france', 'reinforcement/army');
    s = order(s, 'france', 'reinforcement/army', 'bought:france-iii:city:strasbourg:pool:0:militia');
    const placed = s.corps.find((c) => c.id === 'france-iii')!;
    expect(placed.name).toBe('French III Corps');
    for (const v of VIEWERS.filter((p) => p !== 'france')) {
      const text = seen(s, v);
      expect(text, v).not.toContain('French III Corps');
      expect(text, v).not.toContain('france-iii');
      expect(text, v).not.toContain(':militia');
      expect(
        viewFor(s, v).corps.find((c) => c.counter === placed.counter),
        v,
      ).toMatchObject({ identity: null, location: { kind: 'area', area: '775' } });
    }
    expect(seen(s, 'france')).toContain('French III Corps');
  });
});

describe('7.3.1.4 foraging as a corps ends its move: the type of a factor lost stays with its owner', () => {
  it('7.3.1.4 / 7.4.1.3 / 2.4.2 a loss chosen in the movement step shows the others how many, never which type', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = s.corps.find((c) => c.id === 'fr-1')!.counter;
    s = order(s, 'france', 'land/movement', `march:${k}`);
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    // 478 is mountain (forage 3): a 6 force-marched loses one factor
    const d = decisionOf(s, 'france', 'land/movement')!;
    const r = applyCommand(forceDice(s, [6]), commandFor(d, `forage:${k}`), DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = order(r.state, 'france', 'land/forageLosses', `${k}:cavalry`);
    for (const v of VIEWERS.filter((p) => p !== 'france')) {
      const log = viewFor(s, v).log;
      const answered = log.filter((e) => e.type === 'decisionAnswered' && e.kind === 'land/forageLosses');
      expect(answered, v).toEqual([expect.objectContaining({ answer: `${k}:?` })]);
      const changed = log.filter((e) => e.type === 'factorsChanged' && e.counter === k);
      expect(changed.length, v).toBeGreaterThan(0);
      for (const e of changed) expect('factors' in e, v).toBe(false);
      expect(JSON.stringify(log), v).not.toContain(`${k}:cavalry`);
    }
    expect(JSON.stringify(viewFor(s, 'france').log)).toContain(`${k}:cavalry`);
  });
});

describe('7.3.3 / 10.3.3 an ally’s corps exchanged as a siege begins keeps its strength secret', () => {
  it('10.3.3 / 2.4.2 the Russian corps in Austrian Vienna, at peace with the French besiegers, leaves the map; only Russia is told how many factors', () => {
    const STRENGTH = 7;
    const g = newLandGame((sc) => {
      const corps = sc.forces.corps as Record<string, unknown>[];
      corps[0] = { ...corps[0], area: '474', factors: { infantry: 12 } };
      corps[3] = { ...corps[3], area: '476' };
      corps[4] = { ...corps[4], area: '474', city: 'vienna', factors: { infantry: STRENGTH } };
      sc.forces.depots = [
        { owner: 'france', area: '326' },
        { owner: 'france', area: '474' },
      ];
    });
    const ru = g.corps.find((c) => c.id === 'ru-1')!.counter;
    const s = reach(g, 'france', 'land/siege').s;
    expect(s.corps.some((c) => c.id === 'ru-1')).toBe(false);
    const exchanged = s.log.find((e) => e.type === 'factorsChanged' && e.counter === ru && e.rule === '10.3.3');
    expect(exchanged).toMatchObject({ delta: -STRENGTH, owner: 'russia' });
    expect(redactEvent(exchanged!, 'russia', s.options)).toEqual(exchanged);
    for (const v of VIEWERS.filter((p) => p !== 'russia')) {
      // before the fix every seat read "Russia lost 7 factors": the hidden corps' strength
      expect(redactEvent(exchanged!, v, s.options), v).toBeNull();
      const log = viewFor(s, v).log;
      expect(
        log.some((e) => e.type === 'factorsChanged' && e.counter === ru),
        v,
      ).toBe(false);
      // the surrender itself is public: the counter is gone from everyone's map
      expect(
        viewFor(s, v).corps.some((c) => c.counter === ru),
        v,
      ).toBe(false);
    }
  });
});
