import { describe, expect, it } from 'vitest';
import { Table } from '../../main/host';
import { commandFor, type GameData } from '../../shared/engine';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { moveOrderAsked, straitsLeaveAsked } from '../land/allyStates';
import { DATA, counterOf, newLandGame, order, reach } from '../engine/landSetup';
import { withPurchases } from '../engine/boughtSetup';
import { amsterdamTaken, mapData } from '../engine/naval/navalSetup';
import { ECON_DATA, playEconomic, startEconomic } from '../engine/economicSetup';
import type { Corps } from '../../shared/model';
import { readFileSync } from 'node:fs';
import { loadMap } from '../../shared/data/map';
import { gameDataFromMap, newGame } from '../../shared/engine';

const shipped = loadMap();
if (!shipped.ok) throw new Error('shipped map invalid');
const FULL_DATA = gameDataFromMap(shipped.map);

/** 13.2 with every corps and garrison given the province of its area: every power is asked its setup (13.1.1). */
function setupAsked(): GameState {
  const json = JSON.parse(readFileSync(new URL('../../assets/scenarios/13.2-1805-ulm-austerlitz.json', import.meta.url), 'utf8')) as {
    forces: { corps: Record<string, unknown>[]; garrisons: Record<string, unknown>[] };
  };
  for (const f of [...json.forces.corps, ...json.forces.garrisons])
    if (typeof f.area === 'string') f.region = FULL_DATA.land!.area(f.area as never)!.province!;
  const g = newGame({ scenario: json, seed: 5, data: FULL_DATA });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.value;
}

// Issue 14 / STYLE E hostile clients against the command kinds added in session 9: allies' order of
// movement (7.3.8.1), the Dardanelles leave (7.4.3.3), the taken shipyard (12.1.2.2), a bought corps
// placed (5.2.1.2), "forage:" (7.3.1.4), the mid-move rising (10.1.4.1) and "us:exit" (opt:8.2.1.2.2.2.2.2).
// Every attack through the host's table gets a clear refusal and leaves the game as it was; an
// error never tells a seat whether a decision or a counter it may not see exists.

interface Case {
  readonly name: string;
  readonly state: () => GameState;
  readonly data: GameData;
  readonly power: MajorPower;
  readonly kind: PendingDecision['kind'];
  /** Values a cheat might send that are not among the options (the engine must refuse each). */
  readonly bad: (s: GameState) => string[];
}

const land = (tweak?: Parameters<typeof newLandGame>[0]) => newLandGame(tweak);

const CASES: Case[] = [
  {
    name: '7.3.8.1 land/moveOrder',
    state: moveOrderAsked,
    data: DATA,
    power: 'austria',
    kind: 'land/moveOrder',
    bad: () => ['order:austria>austria', 'order:austria>france', 'order:austria', 'order:', 'austria>britain'],
  },
  {
    name: '7.4.3.3 land/straitsLeave',
    state: straitsLeaveAsked,
    data: DATA,
    power: 'russia',
    kind: 'land/straitsLeave',
    bad: () => ['grant:britain', 'grant:russia', 'refuse:', 'grant', 'yes'],
  },
  {
    name: '12.1.2.2 naval/shipyardTaken',
    state: () => amsterdamTaken(),
    data: mapData(),
    power: 'britain',
    kind: 'naval/shipyardTaken',
    bad: () => ['destroy:holland:rotterdam', 'destroy:france:amsterdam', 'build:holland', 'destroy::', 'keep:holland:amsterdam'],
  },
  {
    name: '5.2.1.2 reinforcement/army bought:',
    state: () => {
      const s0 = land((sc) => {
        sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', factors: { infantry: 2 } }];
      });
      const bought = {
        power: 'france' as const,
        nationality: 'france' as const,
        kind: 'corps' as const,
        roster: 'france-iii',
        designation: 'III',
        until: { month: 7, year: 1805 },
      };
      return reach(withPurchases(s0, [bought]), 'france', 'reinforcement/army').s;
    },
    data: DATA,
    power: 'france',
    kind: 'reinforcement/army',
    bad: (s) => [
      'bought:austria-iii:city:strasbourg:pool:0:infantry', // another power's roster
      'bought:france-iv:city:strasbourg:pool:0:infantry', // not bought
      'bought:france-iii:city:vienna:pool:0:infantry', // not a home city
      'bought:france-iii:city:strasbourg:pool:0:guard', // no such factor due
      `bought:france-iii:with:${counterOf(s, 'au-1')}:pool:0:infantry`, // with an enemy corps
    ],
  },
  {
    name: '7.3.1.4 land/movement forage:',
    state: () => reach(land(), 'france', 'land/movement').s,
    data: DATA,
    power: 'france',
    kind: 'land/movement',
    bad: (s) => [`forage:${counterOf(s, 'au-1')}`, `forage:${counterOf(s, 'ru-1')}`, 'forage:kzzzzzz', 'forage:'],
  },
  {
    name: '10.1.4.1 land/insurrection in mid-move',
    state: () => {
      const g = land((sc) => {
        const cs = sc.forces.corps as Record<string, unknown>[];
        cs[0]!.area = '479';
        cs.push({
          id: 'au-ins1',
          name: 'Insurrectio',
          nationality: 'austria',
          type: 'insurrection',
          movement: 3,
          offMap: true,
          factors: { militia: 13 },
        });
      });
      const s = reach(g, 'france', 'land/movement').s;
      return order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:481`);
    },
    data: DATA,
    power: 'austria',
    kind: 'land/insurrection',
    bad: (s) => [
      `place:${counterOf(s, 'au-ins1')}:479`,
      `place:${counterOf(s, 'au-1')}:481`,
      `place:${counterOf(s, 'fr-1')}:481`,
      'place::',
    ],
  },
  {
    name: 'opt:8.2.1.2.2.2.2.2 naval/movement us:exit',
    state: () => {
      const s0 = startEconomic((j) => {
        j.economy.usWar = true;
        const f = (j.forces.fleets as { id: string; location: unknown }[]).find((x) => x.id === 'gb-fleet-1')!;
        f.location = { kind: 'sea', area: '731' };
      });
      const s = {
        ...s0,
        corps: s0.corps.map((c) => (c.id === 'britain-i' ? { ...c, location: { kind: 'fleet', fleet: 'gb-fleet-1' } } : c)) as Corps[],
      };
      return playEconomic(s, undefined, (x) => x.pending.some((d) => d.kind === 'naval/movement' && d.power === 'britain'));
    },
    data: ECON_DATA,
    power: 'britain',
    kind: 'naval/movement',
    // before a stack is picked, nothing may sail off; a return is not an order of this step
    bad: () => ['us:exit', 'us:return:gb-fleet-1:731', 'us:exit:gb-fleet-2'],
  },
  {
    // session 11: the secret setup answer (13.1.1.1 / 13.1.1.2)
    name: '13.1.1 setup/forces',
    state: setupAsked,
    data: FULL_DATA,
    power: 'france',
    kind: 'setup/forces',
    bad: (s) => [
      `at:${s.corps.find((c) => c.nationality === 'austria')!.counter}:320`, // another power's corps
      'at:kzzzzzz:318', // no such counter
      'teleport:everything',
      'pack:>',
      `at:${s.corps.find((c) => c.nationality === 'france')!.counter}:474`, // out of its region
    ],
  },
  {
    // session 11: irregulars joining and leaving a garrison (7.3.3.3.1)
    name: '7.3.3.3.1 land/movement garrison: and leave: for irregulars',
    state: () =>
      reach(
        land((sc) => {
          sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '474' }];
        }),
        'austria',
        'land/movement',
      ).s,
    data: DATA,
    power: 'austria',
    kind: 'land/movement',
    bad: (s) => {
      const fk = s.irregulars.find((i) => i.kind === 'freikorps')!.counter;
      return [
        `garrison:${fk}:munich`, // a city it does not stand by
        `garrison:${counterOf(s, 'fr-1')}:vienna`, // an enemy corps
        'garrison:xzzzzzz:vienna', // no such counter
        'leave:474:france:freikorps:vienna', // another power's factor
        'leave:474:austria:cossack:vienna', // no such factor inside
        'garrison::',
      ];
    },
  },
];

/** A table over `state` with a seat for every power in play; the tokens by power. */
function tableOf(state: GameState, data: GameData) {
  const t = Table.resume(state, data, []);
  const tokens = new Map<MajorPower, string>();
  for (const p of t.powers()) tokens.set(p, t.take(p, undefined, true).token);
  return { t, tokens };
}

describe('hostile commands for the kinds added in session 9 are refused and change nothing (issue 14)', () => {
  for (const c of CASES)
    it(`${c.name}: wrong seat, another power's decision, wrong kind, stale, malformed, oversized and illegal values`, () => {
      const state = c.state();
      const d = state.pending.find((x) => x.power === c.power && x.kind === c.kind);
      if (!d) throw new Error(`${c.name}: no ${c.kind} for ${c.power}: ${state.pending.map((x) => `${x.kind}@${x.power}`).join(', ')}`);
      const { t, tokens } = tableOf(state, c.data);
      const before = JSON.stringify(t.state);
      const mine = tokens.get(c.power)!;
      const other = [...tokens.entries()].find(([p]) => p !== c.power)!;
      const good = commandFor(d, d.options.find((o) => o.verdict.ok)!.value);
      const v = t.versionFor(mine);
      const refusals: [string, ReturnType<Table['submit']>][] = [
        // another seat sends the command in the decision's power's name
        ['wrong seat', t.submit(other[1], v, good)],
        // another seat names itself but this decision
        ['own name, foreign decision', t.submit(other[1], v, { ...good, power: other[0] })],
        // the right seat with the wrong kind, or a decision that does not exist
        [
          'wrong kind',
          t.submit(mine, v, {
            ...good,
            type: c.kind === 'land/movement' ? 'land/depots' : 'land/movement',
            order: 'end',
            choice: undefined,
          }),
        ],
        ['no such decision', t.submit(mine, v, { ...good, decisionId: 'd999999' })],
        ['stale', t.submit(mine, v + 5, good)],
        ['unknown token', t.submit('not-a-token', v, good)],
        // malformed: wrong field types, extra fields, missing fields, oversized values
        ['number', t.submit(mine, v, { ...good, ...fieldOf(good, 42) })],
        ['object', t.submit(mine, v, { ...good, ...fieldOf(good, { toString: 'x' }) })],
        ['extra field', t.submit(mine, v, { ...good, sneaky: 'yes' })],
        ['no decision id', t.submit(mine, v, { ...good, decisionId: undefined })],
        ['huge', t.submit(mine, v, { ...good, ...fieldOf(good, 'x'.repeat(1_000_000)) })],
        ['huge id', t.submit(mine, v, { ...good, decisionId: 'd'.repeat(100_000) })],
        ['null', t.submit(mine, v, null)],
        ...c
          .bad(state)
          .map((value) => [`value ${value}`, t.submit(mine, v, commandFor(d, value))] as [string, ReturnType<Table['submit']>]),
      ];
      for (const [what, r] of refusals) {
        expect([what, r.ok], c.name).toEqual([what, false]);
        if (!r.ok) {
          expect(r.error.message.length, `${c.name}: ${what}`).toBeGreaterThan(10);
          expect(r.error.message.length, `${c.name}: ${what} (the error does not echo the payload)`).toBeLessThan(400);
        }
      }
      expect(JSON.stringify(t.state), c.name).toBe(before);
      // no oracle: a decision of another power is refused in the words of one that does not exist
      const foreign = state.pending.find((x) => x.power !== c.power);
      if (foreign) {
        const a = t.submit(mine, v, { ...good, decisionId: foreign.id });
        const b = t.submit(mine, v, { ...good, decisionId: 'd999999' });
        expect(!a.ok && !b.ok && a.error.message.replace(foreign.id, 'ID')).toBe(!b.ok && b.error.message.replace('d999999', 'ID'));
      }
      // the same seat's good command still goes through afterwards
      expect(t.submit(mine, v, good).ok, c.name).toBe(true);
    });

  it('7.3.1.4 / 2.4.2 foraging with a corps not its own is refused in the same words whether or not the counter exists', () => {
    const state = reach(land(), 'france', 'land/movement').s;
    const { t, tokens } = tableOf(state, DATA);
    const d = state.pending.find((x) => x.power === 'france' && x.kind === 'land/movement')!;
    const real = counterOf(state, 'au-1');
    const a = t.submit(tokens.get('france')!, t.versionFor(tokens.get('france')!), commandFor(d, `forage:${real}`));
    const b = t.submit(tokens.get('france')!, t.versionFor(tokens.get('france')!), commandFor(d, 'forage:kzzzzzz'));
    expect(!a.ok && a.error.message.replace(real, 'K')).toBe(!b.ok && b.error.message.replace('kzzzzzz', 'K'));
  });
});

/** The command's answer field (`order`, `choice` …) set to `value`. */
function fieldOf(command: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const field = ['order', 'choice', 'choices', 'counters', 'targets'].find((f) => f in command) ?? 'order';
  return { [field]: value };
}
