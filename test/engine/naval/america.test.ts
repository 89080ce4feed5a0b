// v2.71 8.2.1.2.2.2.2.2 (correction) British forces sent to America, played on the economic test
// campaign (1806, Great Britain at war with the United States from the start): a fleet with a corps
// aboard sails off the western edge in the Naval Movement Step, adds to March's peace roll, pays
// upkeep while away, is called back in a Naval Reinforcement Step and reappears the next turn.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, viewFor } from '../../../shared/engine';
import { autoAnswer, seededRng } from '../../../shared/engine/auto';
import { americaExitVerdict, americaPeaceBonus, americaReturnVerdict } from '../../../shared/rules/naval';
import { maintenanceLines } from '../../../shared/rules/economic';
import type { AreaId, Corps, DecisionAnswer, DecisionKind, Fleet, GameState, MajorPower } from '../../../shared/model';
import { ECON_DATA, playEconomic, startEconomic } from '../economicSetup';

const RULE = 'opt:8.2.1.2.2.2.2.2';

function answer(s: GameState, kind: DecisionKind, power: MajorPower, value: DecisionAnswer): GameState {
  const d = s.pending.find((x) => x.kind === kind && x.power === power);
  if (!d) throw new Error(`no ${kind} for ${power}: ${s.pending.map((x) => x.kind).join(', ')}`);
  const r = applyCommand(s, commandFor(d, value), ECON_DATA);
  if (!r.ok) throw new Error(`${kind} ${String(value)} refused: ${r.error.message}`);
  return r.state;
}
const at = (kind: DecisionKind, power: MajorPower, month?: number) => (s: GameState) =>
  s.pending.some((d) => d.kind === kind && d.power === power) && (month === undefined || s.date.month === month);
const option = (s: GameState, kind: DecisionKind, value: string) =>
  s.pending.find((d) => d.kind === kind && d.power === 'britain')?.options.find((o) => o.value === value);

/** January 1806, at war with the United States: the Channel fleet (20 ships) off Ireland with a 10-factor corps aboard. */
function game(corpsFactors = 10, usWar = true): GameState {
  const s = startEconomic((j) => {
    if (usWar) j.economy.usWar = true;
    const f = (j.forces.fleets as { id: string; location: unknown }[]).find((x) => x.id === 'gb-fleet-1')!;
    f.location = { kind: 'sea', area: '731' };
  });
  return {
    ...s,
    corps: s.corps.map((c) =>
      c.id === 'britain-i'
        ? { ...c, factors: { infantry: corpsFactors - 1, cavalry: 1 }, location: { kind: 'fleet', fleet: 'gb-fleet-1' } }
        : c,
    ) as Corps[],
  };
}
const britainMoves = (s: GameState, month?: number) => playEconomic(s, undefined, at('naval/movement', 'britain', month));

describe('opt:8.2.1.2.2.2.2.2 British forces sent to America', () => {
  it('opt:8.2.1.2.2.2.2.2 a fleet and the corps aboard sail off the western edge, add one each to the peace roll, pay upkeep, and come back the turn after the announcement', () => {
    let s = britainMoves(game());
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-fleet-1');
    expect(option(s, 'naval/movement', 'us:exit')?.verdict).toEqual({ ok: true });
    s = answer(s, 'naval/movement', 'britain', 'us:exit');
    expect(s.fleets.some((f) => f.id === 'gb-fleet-1')).toBe(false);
    expect(s.corps.some((c) => c.id === 'britain-i')).toBe(false);
    expect(s.america?.forces.map((f) => [f.fleet.id, f.corps.map((c) => c.id)])).toEqual([['gb-fleet-1', ['britain-i']]]);
    expect(s.log.some((e) => e.type === 'fleetsMoved' && e.toName === 'America' && e.rule === RULE)).toBe(true);
    // the fleet and the corps' counter are public; the corps' strength is not (2.4.2)
    const french = viewFor(s, 'france');
    expect(french.america).toEqual([
      { fleet: expect.objectContaining({ id: 'gb-fleet-1', ships: 20 }), corps: [s.america!.forces[0]!.corps[0]!.counter] },
    ]);
    expect(JSON.stringify(french)).not.toContain('"britain-i"');
    expect(americaPeaceBonus(s)).toEqual({ bonus: 2, fleets: 1, corps: 1 });
    // upkeep while away: a fleet as at sea, a corps as on the map (ruling)
    const upkeep = maintenanceLines(s, 'britain').map((l) => `${l.label} ${l.money}`);
    expect(upkeep).toContain('1 fleet in America -5');
    expect(upkeep).toContain('1 corps in America -1');
    s = answer(s, 'naval/movement', 'britain', 'end');
    // March's Victory Points Step: 4 + 4 and 2 for the forces in America make 10: the war ends
    s = forceDice(s, [4, 4]);
    s = playEconomic(
      s,
      undefined,
      (x) => x.log.some((e) => e.type === 'diceRolled' && e.purpose.startsWith('peace with the United States')) && x.date.month === 3,
    );
    s = playEconomic(s, undefined, (x) => x.cursor.step !== 'economic/victoryPoints' && x.date.month === 3);
    expect(
      s.log
        .filter((e) => e.type === 'diceRolled' && e.purpose.startsWith('peace with the United States'))
        .map((e) => (e.type === 'diceRolled' ? e.value : 0)),
    ).toEqual([4, 4]);
    expect(s.economy!.usWar).toBeNull();
    expect(s.log.find((e) => e.type === 'usWarChanged' && !e.atWar)).toMatchObject({
      rule: RULE,
      reason: 'the United States accepted terms (roll 8 + 2 for forces in America)',
    });
    // April's Naval Reinforcement Step: Britain announces the return to the Atlantic (west)
    s = playEconomic(s, undefined, at('reinforcement/naval', 'britain', 4));
    expect(option(s, 'reinforcement/naval', 'us:return:gb-fleet-1:733')?.verdict).toEqual({ ok: true });
    s = answer(s, 'reinforcement/naval', 'britain', 'us:return:gb-fleet-1:733');
    expect(s.america?.forces[0]?.returning).toEqual({ announced: '1806-04', sea: '733' });
    expect(option(s, 'reinforcement/naval', 'us:return:gb-fleet-1:731')).toBeUndefined();
    s = answer(s, 'reinforcement/naval', 'britain', 'end');
    // still away this turn: no move for it in April
    s = britainMoves(s, 4);
    expect(option(s, 'naval/movement', 'pick:gb-fleet-1')).toBeUndefined();
    // May: back in 733 with the corps aboard, free to move that turn
    s = britainMoves(s, 5);
    expect(s.america?.forces).toEqual([]);
    expect(s.fleets.find((f) => f.id === 'gb-fleet-1')?.location).toEqual({ kind: 'sea', area: '733' });
    expect(s.corps.find((c) => c.id === 'britain-i')?.location).toEqual({ kind: 'fleet', fleet: 'gb-fleet-1' });
    expect(option(s, 'naval/movement', 'pick:gb-fleet-1')?.verdict).toEqual({ ok: true });
  });

  it('opt:8.2.1.2.2.2.2.2 a corps under 10 factors adds nothing; a roll of 9 with one fleet there still ends the war', () => {
    let s = britainMoves(game(6));
    s = answer(
      answer(answer(s, 'naval/movement', 'britain', 'pick:gb-fleet-1'), 'naval/movement', 'britain', 'us:exit'),
      'naval/movement',
      'britain',
      'end',
    );
    expect(americaPeaceBonus(s)).toEqual({ bonus: 1, fleets: 1, corps: 0 });
    s = playEconomic(
      forceDice(s, [5, 4]),
      undefined,
      (x) => x.date.month === 3 && x.cursor.step !== 'economic/victoryPoints' && x.cursor.phase === 'economic',
    );
    expect(s.economy!.usWar).toBeNull();
  });

  it('opt:8.2.1.2.2.2.2.2 only from a western edge sea area, only while the war is fought, British only, no leaders, never more corps than fleets', () => {
    const s = game();
    const fleet = (nationality = 'britain', id = 'f') =>
      ({ id, name: id, nationality, ships: 12, location: { kind: 'sea', area: '731' } }) as Fleet;
    const corps = (nationality = 'britain') => ({ ...s.corps.find((c) => c.id === 'britain-i')!, nationality }) as Corps;
    expect(americaExitVerdict(s, '731' as AreaId, [fleet()], 3, [corps()], 0)).toEqual({ ok: true });
    expect(americaExitVerdict(s, '735' as AreaId, [fleet()], 3, [], 0)).toMatchObject({ ok: false, code: 'notAdjacent' });
    expect(americaExitVerdict(s, '731' as AreaId, [fleet('france')], 3, [], 0)).toMatchObject({ ok: false, code: 'noAccess' });
    expect(americaExitVerdict(s, '731' as AreaId, [fleet()], 3, [corps('portugal')], 0)).toMatchObject({ ok: false, code: 'noAccess' });
    expect(americaExitVerdict(s, '731' as AreaId, [fleet()], 0, [], 0)).toMatchObject({ ok: false, code: 'notEnoughMovement' });
    expect(americaExitVerdict(s, '731' as AreaId, [fleet()], 3, [], 1)).toMatchObject({ ok: false, code: 'capacity' });
    expect(americaExitVerdict(s, '731' as AreaId, [fleet()], 3, [corps(), corps()], 0)).toMatchObject({
      ok: false,
      code: 'capacity',
      detail: 'Great Britain may not have more corps than fleets in America',
    });
    expect(americaExitVerdict(game(10, false), '731' as AreaId, [fleet()], 3, [], 0)).toMatchObject({ ok: false, code: 'notAtWar' });
    const printed = { ...s, options: { ...s.options, rules: { ...s.options.rules, usWarPeaceRoll: false } } };
    expect(americaExitVerdict(printed, '731' as AreaId, [fleet()], 3, [], 0)).toMatchObject({ ok: false, code: 'notApplicable' });
    // a fleet may not come back leaving more corps than fleets behind
    const two = {
      ...s,
      america: {
        forces: [
          { fleet: fleet('britain', 'a'), corps: [corps(), corps()] },
          { fleet: fleet('britain', 'b'), corps: [] },
        ],
      },
    };
    expect(americaReturnVerdict(two, two.america.forces[1]!)).toMatchObject({ ok: false, code: 'capacity' });
    expect(americaReturnVerdict(two, two.america.forces[0]!)).toEqual({ ok: true });
  });

  it('opt:8.2.1.2.2.2.2.2 the order is offered off Ireland only at war; the standing procedures bring forces home once peace is made', () => {
    let s = britainMoves(game(10, false));
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-fleet-1');
    expect(option(s, 'naval/movement', 'us:exit')).toBeUndefined();
    // at peace, with a force still in America: the procedure calls it home (off Ireland)
    const peace = playEconomic(game(10, false), undefined, at('reinforcement/naval', 'britain'));
    const withForce: GameState = {
      ...peace,
      america: {
        forces: [
          {
            fleet: {
              id: 'gb-x',
              name: 'West Atlantic Squadron',
              nationality: 'britain',
              ships: 4,
              location: { kind: 'sea', area: '731' },
            } as Fleet,
            corps: [],
          },
        ],
      },
    };
    const reopened = answer(withForce, 'reinforcement/naval', 'britain', 'end');
    // the step is over for Britain: the next month asks again, with the return offered
    const next = playEconomic(reopened, undefined, at('reinforcement/naval', 'britain', reopened.date.month + 1));
    const d = next.pending.find((x) => x.kind === 'reinforcement/naval' && x.power === 'britain')!;
    expect(autoAnswer(next, d, seededRng(1), ECON_DATA)).toBe('us:return:gb-x:731');
  });
});

describe('8.2.1.2.2.2.2.2 ending the war with the United States in a Peace Step', () => {
  it('8.2.1.2.2.2.2.2 Great Britain gives up 5 political points in the Peace Step and the war ends', () => {
    let s = playEconomic(game(), undefined, at('political/sue', 'britain'));
    const before = s.powers.britain.politicalPoints;
    expect(
      s.pending.find((d) => d.kind === 'political/sue' && d.power === 'britain')?.options.find((o) => o.value === 'usPeace')?.verdict,
    ).toEqual({ ok: true });
    s = answer(s, 'political/sue', 'britain', ['usPeace']);
    s = playEconomic(s, undefined, (x) => x.cursor.step !== 'political/peace');
    expect(s.economy!.usWar).toBeNull();
    expect(s.powers.britain.politicalPoints).toBe(before - 5);
    expect(s.log.find((e) => e.type === 'usWarChanged' && !e.atWar)).toMatchObject({ rule: '8.2.1.2.2.2.2.2' });
  });

  it('8.2.1.2.2.2.2.2 at peace with the United States nothing is offered', () => {
    const s = playEconomic(game(10, false), undefined, at('political/sue', 'britain'));
    expect(s.pending.find((d) => d.kind === 'political/sue' && d.power === 'britain')?.options.some((o) => o.value === 'usPeace')).toBe(
      false,
    );
  });
});
