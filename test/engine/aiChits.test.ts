// Issue 21 7.5.2.1 / 7.5.2.3 the strong AI's battle chit for the side that must take cities (ai/chits.ts):
// the whole table, the enemy's outflank against every chit included, and the chit drawn from the mix
// that does best against an enemy who reads the same odds.
import { afterEach, describe, expect, it } from 'vitest';
import { aiAnswer, seenBy } from '../../shared/engine/ai';
import { CHIT_PARTS } from '../../shared/engine/ai/chits';
import { seededRng } from '../../shared/engine/auto';
import { chitAnswer } from '../../shared/engine/auto/auto';
import { battleViewFor, oddsPreview } from '../../shared/engine/steps/land/fieldCombat/view';
import type { CityId, GameState, PendingDecision } from '../../shared/model';
import { AU, DATA, FR, atChits, battleScenario, decisionOf, endingNow } from './landSetup';

/** France (two corps) attacks Austria (two corps) in area 324; both chits are asked. `holder`: the side that wins by holding. */
function battle(holder: 'france' | 'austria' | null): GameState {
  const sc = battleScenario(
    [FR({ infantry: 10, cavalry: 2 }), FR({ infantry: 6 }, 'fr-2'), AU({ infantry: 8 }), AU({ infantry: 5 }, 'au-2')],
    (x) => {
      // 7.5.2.1 an outflank needs a leader with the force
      x.forces.leaders = [
        { id: 'ney', name: 'Ney', owner: 'france', with: 'fr-1' },
        { id: 'archduke-charles', name: 'Archduke Charles', owner: 'austria', with: 'au-1' },
      ];
    },
  );
  const s = atChits(sc);
  if (holder === null) return s;
  return endingNow(s, [
    { id: 'held', winner: holder, when: 'end', test: { kind: 'controlsAll', side: holder, cities: ['vienna' as CityId] } },
  ]);
}
const chitOf = (s: GameState, power: 'france' | 'austria'): PendingDecision => decisionOf(s, power, 'land/combatChit')!;

afterEach(() => Object.assign(CHIT_PARTS, { full: true, predict: true, weight: 0.8, holding: true }));

describe('issue 21 7.5.2.3 the odds with the enemy outflank (view.ts oddsPreview withDivisions)', () => {
  it('the engine preview shows no Echelon against Outflank; the full reading does, for the attacker and the defender', () => {
    const s = battle(null);
    const p = s.turn.land!.battle!;
    const seen = seenBy(s, 'france');
    const short = battleViewFor(seen, 'france', 20)!.odds!;
    expect(short.rows.some((r) => r.attackerChit === 'echelon' && r.defenderChit === 'outflank')).toBe(false);
    const whole = oddsPreview(seen, p.record, seen.turn.land!.battle!, 'france', 20, { withDivisions: true });
    expect(whole.rows.some((r) => r.attackerChit === 'echelon' && r.defenderChit === 'outflank')).toBe(true);
    expect(whole.rows.some((r) => r.attackerChit === 'outflank' && r.defenderChit === 'defend')).toBe(true);
    expect(whole.basis).toBe(short.basis);
  });
});

describe('issue 21 7.5.2.1 the strong AI chooses its chit from the whole table', () => {
  it('the side that must take cities weighs its chits against the chit the enemy reading the preview would take, and says so, privately', () => {
    const s = battle('austria');
    const d = chitOf(s, 'france');
    const c = aiAnswer(s, d, 'strong', seededRng(3), DATA);
    expect(d.options.filter((o) => o.verdict.ok).map((o) => o.value)).toContain(c.answer);
    const foe = /against the ([\w-]+) chit the enemy's reading/.exec(c.why?.text ?? '')?.[1];
    // the procedures' own reading for Austria (auto.ts chitAnswer), on what France knows
    const au = chitOf(s, 'austria');
    expect(foe).toBe(chitAnswer({ ...seenBy(s, 'france'), pending: [au] }, au, seededRng(3)));
    expect(c.why?.text).toBe(
      `France chooses the ${String(c.answer)} chit: the best odds over 60 simulated days against the ${foe} chit the enemy's reading of the odds points to, and against the rest, its outflank included`,
    );
    expect(c.why?.publicText).toBe('');
  });
  it('without the enemy reading it takes the chit best on the whole table, the outflanks included', () => {
    CHIT_PARTS.predict = false;
    const s = battle('austria');
    expect(aiAnswer(s, chitOf(s, 'france'), 'strong', seededRng(3), DATA).why?.text).toMatch(
      /of each pairing, the enemy's outflank included$/,
    );
  });
  it('switched off, it reads the short table as before', () => {
    CHIT_PARTS.full = false;
    const s = battle('austria');
    expect(aiAnswer(s, chitOf(s, 'france'), 'strong', seededRng(3), DATA).why?.text).not.toMatch(/outflank included/);
  });
  it('the side that wins by holding reads the whole table too, against the chit France would take', () => {
    const s = battle('austria');
    expect(aiAnswer(s, chitOf(s, 'austria'), 'strong', seededRng(3), DATA).why?.text).toMatch(
      /^Austria chooses the \w[\w-]* chit: the best odds over 60 simulated days against the [\w-]+ chit the enemy's reading of the odds points to/,
    );
  });
  it('with the holding side switched off (CHIT_PARTS.holding), it keeps the short reading', () => {
    CHIT_PARTS.holding = false;
    const s = battle('austria');
    expect(aiAnswer(s, chitOf(s, 'austria'), 'strong', seededRng(3), DATA).why?.text).toMatch(
      /^Austria chooses the \w[\w-]* chit: the best odds over/,
    );
    expect(aiAnswer(s, chitOf(s, 'austria'), 'strong', seededRng(3), DATA).why?.text).not.toMatch(/outflank included/);
    const t = battle('france');
    expect(aiAnswer(t, chitOf(t, 'france'), 'strong', seededRng(3), DATA).why?.text).not.toMatch(/outflank included/);
  });
});
