// opt:12.2.7.3~2 (option, v2.71) what is particular to a battle in the Canaries or the West Indies,
// hooked into the naval battle (battle.ts) and its attacks (combat.ts): the battle itself is
// fought as any other; the evader stays where it is and no one retreats or pursues (battle.ts);
// disabled ships of the advanced rules (12.2.6) are not brought to port but rolled for here.
// Refitting the hulks left in a box: westIndiesRefit.ts.
import type { MajorPower, NavalBattleProgress, NavalBattleRecord, Nationality } from '../../../model';
import { offBoardDisabledLost, offBoardPlace, westIndiesOf } from '../../../rules/naval';
import { patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { patchNaval } from './navalState';

type Side = 'attacker' | 'defender';
type HulkEntry = NonNullable<NonNullable<NavalBattleRecord['advanced']>['hulks']>[number];

/**
 * opt:12.2.7.3~2 disabled ships after a battle off the map: held as 12.2.6.1.9 says (the victor
 * takes the loser's, with no victor each side keeps its own), each rolls one die: 1-3 lost, 4-6
 * left in the box as a hulk of the holder. Ruling (docs/RULINGS.md): without the hulks option
 * (12.2.8) there is nothing to keep them as, so all are lost and no die is rolled.
 */
export function offBoardDisabled(tx: Tx, p: NavalBattleProgress): void {
  const rec = p.record;
  const place = offBoardPlace(rec.place);
  if (!rec.advanced || !p.advanced || !place) return;
  const victor: Side | null = rec.outcome === 'attacker' || rec.outcome === 'defender' ? rec.outcome : null;
  const held = new Map<MajorPower, number>();
  for (const side of ['attacker', 'defender'] as const) {
    const n = p.advanced.disabled[side];
    if (n <= 0) continue;
    const holder = rec[victor ?? side].powers[0]!;
    held.set(holder, (held.get(holder) ?? 0) + n);
  }
  const out: HulkEntry[] = [];
  for (const [power, ships] of held) {
    let saved = 0;
    if (tx.state.options.rules.hulks) {
      for (let i = 0; i < ships; i++) if (!offBoardDisabledLost(roll(tx, 'opt:12.2.7.3~2', 'disabled ship off the map'))) saved++;
    }
    if (saved > 0) addOffBoardHulks(tx, power, place.box, saved);
    out.push({ power, port: rec.place, ships, saved });
  }
  patchNaval(tx, { battle: { ...p, record: { ...rec, advanced: { ...rec.advanced, hulks: out } } } });
}

function addOffBoardHulks(tx: Tx, nationality: Nationality, box: 'canaries' | 'midAtlantic' | 'westIndies', n: number): void {
  const wi = westIndiesOf(tx.state);
  const hulks = wi.hulks ?? [];
  const i = hulks.findIndex((h) => h.nationality === nationality && h.box === box);
  const next = i >= 0 ? hulks.map((h, j) => (j === i ? { ...h, count: h.count + n } : h)) : [...hulks, { nationality, box, count: n }];
  patch(tx, { westIndies: { ...wi, hulks: next } });
}
