// 12.7 (option) Leader casualties after a field, limited field or trivial combat, and the
// wounded coming back to their pool when their months are over.
import { compareDates } from '../../../../model';
import type { BattleLeaderCasualty, BattleProgress, BattleSide, LeaderId } from '../../../../model';
import { leaderCasualty, leaderStruck, woundedUntil } from '../../../../rules/land/combat';
import { emit, patch, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { SIDES } from './forces';

/** 12.7 the leaders of a side present at the end of the combat: those with its corps that fought (not those that withdrew first). */
function leadersPresent(tx: Tx, p: BattleProgress, side: BattleSide) {
  const fought = p.counted[side].filter((k) => !p.record[side].units.some((u) => u.counter === k && u.withdrew));
  return tx.state.leaders.filter((l) => l.location.kind === 'corps' && fought.includes(l.location.counter));
}

/**
 * 12.7 After a combat in which a round was fought, each side with leaders present rolls two
 * dice; on 12 one of them, chosen at random, is struck: killed on a 6, else wounded for that many
 * complete months. Returns the checks made (empty with the option off).
 */
export function checkLeaderCasualties(tx: Tx, p: BattleProgress): BattleLeaderCasualty[] {
  if (!tx.state.options.rules.leaderCasualties || !p.record.days.some((d) => d.rounds.length > 0)) return [];
  const area = p.record.area;
  const out: BattleLeaderCasualty[] = [];
  for (const side of SIDES) {
    const present = leadersPresent(tx, p, side);
    if (present.length === 0) continue;
    const who = `the ${side}'s leaders in area ${area}`;
    const dice = [roll(tx, '12.7', `casualty check for ${who}`), roll(tx, '12.7', `casualty check for ${who}`)];
    const struck = leaderStruck(dice);
    const pick = struck && present.length > 1 ? roll(tx, '12.7', `which of ${who} is struck`, present.length) : 1;
    const fate = struck ? roll(tx, '12.7', `fate of the leader struck among ${who}`) : null;
    const c = leaderCasualty(present.map((l) => l.id), dice, pick, fate);
    const leader = present.find((l) => l.id === c.leader) ?? null;
    out.push({ side, dice, roll: c.roll, leader: (leader?.id ?? null) as LeaderId | null, name: leader?.name ?? null, fateDie: c.fateDie, result: c.result, months: c.months });
    if (!leader || c.result === 'unhurt') continue;
    const until = c.result === 'wounded' ? woundedUntil(tx.state.date, c.months) : null;
    const location = until ? { kind: 'wounded' as const, until } : { kind: 'killed' as const };
    patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === leader.id ? { ...l, location } : l)) });
    emit(tx, { type: 'leaderCasualty', leader: leader.id, owner: leader.owner, area, result: c.result, months: c.months, until, rule: '12.7' });
  }
  return out;
}

/** 12.7 Wounded leaders whose months are over go back to their power's pool (placed again as in 5.3). */
export function returnWoundedLeaders(tx: Tx): void {
  for (const l of tx.state.leaders) {
    if (l.location.kind !== 'wounded' || compareDates(l.location.until, tx.state.date) > 0) continue;
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'pool' as const } } : x)) });
    emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: 'pool', rule: '12.7' });
  }
}

