// 7.4.1 Foraging: the roll of one corps and the losses its owner chooses (7.4.1.3). Rolled as a corps
// ends its move (forageNow.ts, 7.3.1.4), or for the corps still moving when their power ends its Land
// Movement Step, in the Supply Step that follows (supply.ts), before any battle.
import type { AreaId, Corps, Factors, ForageDue, Garrison, MajorPower } from '../../../model';
import { controllerOf, totalFactors, operatorOf } from '../../../model';
import { allocateForageLosses, forageCheck, forageLossChoices, forageLosses, formatForageLoss, takeFactors } from '../../../rules/land/supply';
import type { ForageLossChoice } from '../../../rules/land/supply';
import { moveRecord, moverOf } from '../../../rules/land/movement';
import { emit, openDecision, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { winterAppliesIn } from '../../time';
import { landMap, landTurn, patchLand, unstackLeaders } from './landState';
import { umpOneLossChoices } from '../../../rules/campaign';

export function removeFactorsEvent(tx: Tx, corps: Pick<Corps, 'nationality' | 'counter'> | null, nationality: string, area: AreaId, taken: Factors, rule: string, reason: string): void {
  const n = totalFactors(taken);
  if (n === 0) return;
  emit(tx, {
    type: 'factorsChanged', nationality: nationality as Corps['nationality'], owner: controllerOf(tx.state, nationality as Corps['nationality']),
    counter: corps?.counter ?? null, area, delta: -n, factors: taken, rule, reason,
  });
}

/** 7.4.1 roll for one foraging corps and take its losses (7.4.1.3). */
export function forage(tx: Tx, counter: string): void {
  const map = landMap(tx);
  const corps = tx.state.corps.find((c) => c.counter === counter);
  if (!corps || corps.location.kind !== 'area') return;
  const area = corps.location.area;
  const record = moveRecord(tx.state, moverOf(tx.state, counter)!);
  const check = forageCheck(tx.state, map, corps, record, winterAppliesIn(tx.state, tx.data, area));
  const die = roll(tx, '7.4.1', `forage for ${counter}`);
  const losses = forageLosses(die, check);
  emit(tx, { type: 'foraged', counter: corps.counter, area, die, modifier: check.modifier, value: check.value, losses, rule: '7.4.1' });
  if (losses === 0) return;
  // factors it detached on the way that are still in their garrisons
  const detached = record.detached.flatMap((d) => {
    const g = tx.state.garrisons.find((x) => x.area === d.area && x.nationality === corps.nationality && (x.place.kind === 'depot' ? d.place.kind === 'depot' : d.place.kind === 'city' && x.place.city === d.place.city));
    return g ? [{ g, n: Math.min(d.factors, totalFactors(g.factors)) }] : [];
  });
  const detachedTotal = detached.reduce((a, d) => a + d.n, 0);
  const split = allocateForageLosses(totalFactors(corps.factors), detachedTotal, losses);
  if (!split.corpsRemoved) {
    // 7.4.1.3 the owner chooses which factors go (settleForageLosses asks, or takes the only choice)
    const places = new Map<string, { area: AreaId; place: Garrison['place']; n: number }>();
    for (const { g, n } of detached) {
      const key = `${g.area}/${JSON.stringify(g.place)}`;
      const size = totalFactors(g.factors);
      places.set(key, { area: g.area, place: g.place, n: Math.min(size, (places.get(key)?.n ?? 0) + n) });
    }
    const due: ForageDue = { counter: corps.counter, fromCorps: split.fromCorps, detached: [...places.values()], fromDetached: split.fromDetached };
    patchLand(tx, { forageDue: [...(landTurn(tx.state).forageDue ?? []), due] });
    return;
  }
  const fromCorps = takeFactors(corps.factors, split.fromCorps);
  if (split.corpsRemoved) {
    patch(tx, { corps: tx.state.corps.filter((c) => c.counter !== counter) });
    unstackLeaders(tx, corps, area);
  } else {
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, factors: fromCorps.left } : c)) });
  }
  removeFactorsEvent(tx, corps, corps.nationality, area, fromCorps.taken, '7.4.1.3', 'forage losses');
  let todo = split.fromDetached;
  for (const { g, n } of detached) {
    if (todo === 0) break;
    const cur = tx.state.garrisons.find((x) => x.area === g.area && x.nationality === g.nationality && JSON.stringify(x.place) === JSON.stringify(g.place));
    if (!cur) continue;
    const k = Math.min(todo, n, totalFactors(cur.factors));
    const t = takeFactors(cur.factors, k);
    todo -= k;
    const empty = totalFactors(t.left) === 0;
    patch(tx, { garrisons: empty ? tx.state.garrisons.filter((x) => x !== cur) : tx.state.garrisons.map((x) => (x === cur ? { ...x, factors: t.left as { infantry?: number; militia?: number } } : x)) });
    removeFactorsEvent(tx, null, g.nationality, g.area, t.taken, '7.4.1.3.2', 'forage losses of detached factors');
  }
}

const dueOf = (tx: Tx, power: MajorPower) =>
  (landTurn(tx.state).forageDue ?? []).filter((d) => {
    const c = tx.state.corps.find((x) => x.counter === d.counter);
    return c !== undefined && operatorOf(tx.state, c) === power;
  });

/** 7.4.1.3 take one chosen forage loss and note what the corps still owes. */
export function takeForageLoss(tx: Tx, choice: ForageLossChoice): void {
  const corps = tx.state.corps.find((c) => c.counter === choice.counter)!;
  const area = (corps.location as { area: AreaId }).area;
  const rest = (landTurn(tx.state).forageDue ?? []).flatMap((d) => {
    if (d.counter !== choice.counter) return [d];
    const next = choice.place
      ? { ...d, fromDetached: d.fromDetached - 1, detached: d.detached.map((x) => (x.area === choice.area && JSON.stringify(x.place) === JSON.stringify(choice.place) ? { ...x, n: x.n - 1 } : x)) }
      : { ...d, fromCorps: d.fromCorps - 1 };
    return next.fromCorps + next.fromDetached > 0 ? [next] : [];
  });
  patchLand(tx, { forageDue: rest });
  const one = { [choice.type]: 1 } as Factors;
  if (!choice.place) {
    patch(tx, { corps: tx.state.corps.map((c) => (c === corps ? { ...c, factors: { ...c.factors, [choice.type]: (c.factors[choice.type] ?? 0) - 1 } } : c)) });
    removeFactorsEvent(tx, corps, corps.nationality, area, one, '7.4.1.3', 'forage losses');
    return;
  }
  const g = tx.state.garrisons.find((x) => x.area === choice.area && x.nationality === corps.nationality && JSON.stringify(x.place) === JSON.stringify(choice.place))!;
  const t = choice.type as 'infantry' | 'militia';
  const factors = { ...g.factors, [t]: (g.factors[t] ?? 0) - 1 };
  patch(tx, { garrisons: totalFactors(factors) === 0 ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors } : x)) });
  removeFactorsEvent(tx, null, g.nationality, g.area, one, '7.4.1.3.2', 'forage losses of detached factors');
}

/**
 * 7.4.1.3 forage losses the owner chooses: one factor at a time; where only one choice is left
 * it is taken without asking. True when a question was opened.
 */
export function askForageLosses(tx: Tx, power: MajorPower, step: 'land/movement' | 'land/supply' = 'land/supply'): boolean {
  for (;;) {
    const due = dueOf(tx, power);
    if (due.length === 0) break;
    const choices = umpOneLossChoices(tx.state, forageLossChoices(tx.state, due), (c) => tx.state.corps.find((x) => x.counter === c.counter)?.nationality, (c) => c.counter); // v2.71 14.3.3.7 hook
    if (choices.length === 0) {
      patchLand(tx, { forageDue: (landTurn(tx.state).forageDue ?? []).filter((d) => !due.includes(d)) });
      break;
    }
    const owed = due.reduce((n, d) => n + d.fromCorps + d.fromDetached, 0);
    if (choices.length > 1) {
      openDecision(tx, {
        power,
        kind: 'land/forageLosses',
        step,
        rule: '7.4.1.3',
        prompt: `Choose the factor lost to foraging (${owed} to lose).`,
        secret: false,
        select: 'one',
        group: null,
        options: choices.map((c) => ({
          value: formatForageLoss(c),
          // handles and ids stand alone so the UI can put names on them
          label: c.place
            ? `1 ${c.type} factor of the garrison ${c.counter} left ${c.place.kind === 'city' ? `in ${c.place.city}` : `on the depot in ${c.area}`}`
            : `1 ${c.type} factor of ${c.counter}`,
          verdict: { ok: true } as const,
        })),
      });
      return true;
    }
    takeForageLoss(tx, choices[0]!);
  }
  return false;
}

