// 7.5.1.2 / 10.1.1.3 guerillas attack only when their owner chooses, with some or all of their
// factors in an area where enemy field forces stand; the choice is made per area before the
// combats of the step, and the factors chosen fight as one counter (split from the rest).
import { LEGAL, POWER_NAMES, controllerOf } from '../../../../model';
import type { AreaId, CounterId, MajorPower, PendingDecision } from '../../../../model';
import { isEnemy } from '../../../../rules/land/movement';
import { emit, freshCounter, openDecision, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landTurn, patchLand } from '../landState';
import { fieldForces } from './forces';

/** Areas where the phasing powers' guerillas stand with enemy field forces, with the factors there. */
export function guerillaChances(s: Tx['state'], phasing: readonly MajorPower[]): { power: MajorPower; area: AreaId; factors: number }[] {
  const out = new Map<string, { power: MajorPower; area: AreaId; factors: number }>();
  for (const g of s.irregulars) {
    if (g.kind !== 'guerilla') continue;
    const power = controllerOf(s, g.nationality);
    if (power === null || !phasing.includes(power)) continue;
    if (!fieldForces(s, g.area).some((f) => isEnemy(s, power, f))) continue;
    const key = `${power}:${g.area}`;
    const was = out.get(key);
    out.set(key, { power, area: g.area, factors: (was?.factors ?? 0) + g.factors });
  }
  return [...out.values()].sort((a, b) => a.area.localeCompare(b.area));
}

/** Opens the guerilla question for the next area not yet asked this sequence; false when none is left. */
export function askGuerillas(tx: Tx): boolean {
  const asked = landTurn(tx.state).guerillaAttacks ?? [];
  const next = guerillaChances(tx.state, tx.state.cursor.phasing).find((c) => !asked.some((a) => a.power === c.power && a.area === c.area));
  if (!next) return false;
  const options = [{ value: 'none', label: 'The guerillas stay out of combat (10.1.1.3.1)', verdict: LEGAL }];
  for (let n = 1; n <= next.factors; n++) options.push({ value: `${next.area}:${n}`, label: `${n} guerilla factor${n === 1 ? '' : 's'} attack${n === 1 ? 's' : ''}`, verdict: LEGAL });
  openDecision(tx, {
    power: next.power, kind: 'land/guerillaAttack', step: 'land/fieldCombat', rule: '10.1.1.3', secret: false, select: 'one', group: null,
    prompt: `${POWER_NAMES[next.power]}'s guerillas in area ${next.area} stand beside enemy forces: attack with some or all of them, or not at all.`,
    options,
  });
  return true;
}

/** The answer: the chosen factors become one attacking counter (the rest stay as they are). */
export function applyGuerillaChoice(tx: Tx, d: PendingDecision, value: string): void {
  const open = guerillaChances(tx.state, tx.state.cursor.phasing).filter((c) => c.power === d.power && !(landTurn(tx.state).guerillaAttacks ?? []).some((a) => a.power === c.power && a.area === c.area));
  const here = value === 'none' ? open[0] : open.find((c) => value.startsWith(`${c.area}:`));
  if (!here) return;
  const n = value === 'none' ? 0 : Math.min(here.factors, Number(value.split(':')[1]));
  let counter: CounterId | null = null;
  if (n > 0) {
    const mine = tx.state.irregulars.filter((i) => i.kind === 'guerilla' && i.area === here.area && controllerOf(tx.state, i.nationality) === d.power);
    const exact = mine.find((i) => i.factors === n);
    if (exact) counter = exact.counter;
    else {
      // take the factors off the counters in turn, into one new counter (2.4.1 guerilla factors are interchangeable)
      let due = n;
      const fresh = freshCounter(tx, 'k');
      const left = mine.map((i) => {
        const take = Math.min(due, i.factors);
        due -= take;
        return { ...i, factors: i.factors - take };
      });
      const nationality = mine[0]!.nationality;
      patch(tx, {
        irregulars: [
          ...tx.state.irregulars.filter((i) => !mine.includes(i)),
          ...left.filter((i) => i.factors > 0),
          { counter: fresh, nationality, kind: 'guerilla', factors: n, area: here.area },
        ],
      });
      counter = fresh;
    }
    emit(tx, { type: 'guerillasAttack', power: d.power, area: here.area, counter, factors: n, rule: '10.1.1.3' });
  }
  patchLand(tx, { guerillaAttacks: [...(landTurn(tx.state).guerillaAttacks ?? []), { power: d.power, area: here.area, counter }] });
}
