// v2.71 14.3.3.7 a UMP's combat losses in the played field combat: militia, then infantry, then
// cavalry, then guard (the same battle as the first of test/engine/fieldCombat.test.ts).
import { describe, expect, it } from 'vitest';
import { forceDice, newGame } from '../../shared/engine';
import { EMPTY_CAMPAIGN } from '../../shared/model';
import type { GameState } from '../../shared/model';
import { DATA, decisionOf, order, playUntil, AU, FR, battleScenario } from '../engine/landSetup';
import { umpLossOrder } from '../../shared/rules/campaign';

function atStart(): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })]), seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}
const withFranceUmp = (s: GameState): GameState => ({ ...s, campaign: { ...EMPTY_CAMPAIGN, pregameControlDone: true, umps: [{ power: 'france', status: 'active', controller: 'russia', lastController: 'russia', neutralPhases: 0 }] } });

function atFirstLosses(franceIsUmp: boolean): GameState {
  let s = franceIsUmp ? withFranceUmp(atStart()) : atStart();
  s = playUntil(s, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
  s = forceDice(s, [6, 2, 5, 1, 6, 1, 6]);
  if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  s = order(s, 'france', 'land/combatChit', 'assault');
  return order(s, 'austria', 'land/combatChit', 'defend');
}

const round1 = (s: GameState) => s.turn.land!.battles![0]!.days[0]!.rounds[0]!.attacker.lost.map((l) => [l.type, l.count]);

describe('opt:14.3.3.7 the order of a UMP\'s losses', () => {
  it('opt:14.3.3.7 7.5.2.9.2 played: a played France losing 1 factor in round 1 may give cavalry; France run as a UMP is not asked and loses infantry', () => {
    let played = atFirstLosses(false);
    const d = decisionOf(played, 'france', 'land/combatLosses')!;
    expect(d.options.map((o) => [o.value, o.verdict.ok])).toEqual([['infantry:1', true], ['cavalry:1', true]]);
    played = order(played, 'france', 'land/combatLosses', 'cavalry:1');
    for (let i = 0; i < 5 && decisionOf(played, 'france', 'land/combatLosses'); i++) played = order(played, 'france', 'land/combatLosses', decisionOf(played, 'france', 'land/combatLosses')!.options[0]!.value as string);
    expect(round1(played)).toEqual([['cavalry', 1]]);
    const ump = atFirstLosses(true);
    expect(round1(ump)).toEqual([['infantry', 1]]);
  });

  it('opt:14.3.3.7 the choices refused: infantry before militia is gone, cavalry before infantry (one cavalry allowed to a breaking side), guard last; militia skipped when barred', () => {
    const s = withFranceUmp(atStart());
    const pool = [{ power: 'france' as const, factors: { militia: 1, infantry: 2, cavalry: 2, guard: 1 } }];
    const opt = (value: string) => ({ value, label: value, verdict: { ok: true as const } });
    const judge = (c: { militiaBarred: boolean; cavalryRequired: boolean }, ...values: string[]) =>
      umpLossOrder(s, pool, c, values.map(opt)).map((o) => [o.value, o.verdict.ok ? 'ok' : o.verdict.rule]);
    const open = { militiaBarred: false, cavalryRequired: false };
    expect(judge(open, 'militia:1,infantry:1', 'infantry:2', 'militia:1,infantry:2,cavalry:1', 'militia:1,cavalry:1', 'militia:1,infantry:2,cavalry:1,guard:1', 'militia:1,infantry:2,cavalry:2,guard:1'))
      .toEqual([['militia:1,infantry:1', 'ok'], ['infantry:2', '14.3.3.7'], ['militia:1,infantry:2,cavalry:1', 'ok'], ['militia:1,cavalry:1', '14.3.3.7'], ['militia:1,infantry:2,cavalry:1,guard:1', '14.3.3.7'], ['militia:1,infantry:2,cavalry:2,guard:1', 'ok']]);
    expect(judge({ militiaBarred: true, cavalryRequired: false }, 'infantry:2')).toEqual([['infantry:2', 'ok']]);
    expect(judge({ militiaBarred: false, cavalryRequired: true }, 'militia:1,cavalry:1', 'cavalry:2')).toEqual([['militia:1,cavalry:1', 'ok'], ['cavalry:2', '14.3.3.7']]);
    // a played power's choices are untouched
    expect(umpLossOrder(atStart(), pool, open, [opt('guard:1')])[0]!.verdict.ok).toBe(true);
  });
});
