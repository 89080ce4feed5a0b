// opt:12.3.9.4 an overrun at 5:1 or better sweeps the enemy corps (not cavalry corps) and depot
// garrisons off the map; their owner then says whether the swept factors are destroyed or
// surrendered (taken prisoner by the overrunning power, 7.5.2.10.3.4's pool). The counters leave
// at once (movement.ts goes on); the owner's answer only decides where the factors go.
//   land/overrunSwept   destroy:<holder>:<area>:<spec> · surrender:<holder>:<area>:<spec>
//   spec: <nationality>/<type>/<n> joined by ',' (2.4.2: the public copy hides it, disclosure.ts)
import { FACTOR_TYPES, POWER_NAMES, controllerOf, isMajorPower, operatorOf } from '../../../model';
import type { AreaId, Corps, DecisionOption, Factors, Garrison, MajorPower, Nationality } from '../../../model';
import { LEGAL } from '../../../model';
import { openDecision } from '../../tx';
import type { Tx } from '../../tx';
import { addPrisoners } from '../effects';

type Swept = { nationality: Nationality; factors: Factors };

const specOf = (xs: readonly Swept[]): string =>
  xs.flatMap((x) => FACTOR_TYPES.filter((t) => (x.factors[t] ?? 0) > 0).map((t) => `${x.nationality}/${t}/${x.factors[t]}`)).join(',');

function parseSpec(spec: string): Swept[] {
  const out = new Map<string, Record<string, number>>();
  for (const part of spec.split(',')) {
    const [nat, type, n] = part.split('/');
    if (!nat || !type || !(FACTOR_TYPES as readonly string[]).includes(type) || !(Number(n) > 0)) continue;
    const f = out.get(nat) ?? {};
    f[type] = (f[type] ?? 0) + Number(n);
    out.set(nat, f);
  }
  return [...out].map(([nationality, factors]) => ({ nationality: nationality as Nationality, factors: factors as Factors }));
}

function describe(tx: Tx, xs: readonly Swept[]): string {
  const name = (n: Nationality) => (isMajorPower(n) ? POWER_NAMES[n] : (tx.state.minors.find((m) => m.id === n)?.name ?? n));
  return xs.map((x) => `${name(x.nationality)}: ${FACTOR_TYPES.filter((t) => (x.factors[t] ?? 0) > 0).map((t) => `${x.factors[t]} ${t}`).join(', ')}`).join('; ');
}

/**
 * opt:12.3.9.4 the owners of corps and depot garrisons about to be swept from `area` by `holder`
 * are each asked (one decision per owner) whether their factors are destroyed or surrendered.
 * Call before the counters are removed. Forces no major power runs are destroyed.
 */
export function askSweptOwners(tx: Tx, holder: MajorPower, area: AreaId, corps: readonly Corps[], garrisons: readonly Garrison[]): void {
  const byOwner = new Map<MajorPower, Swept[]>();
  const add = (owner: MajorPower | null, nationality: Nationality, factors: Factors) => {
    if (owner === null || owner === holder) return;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), { nationality, factors }]);
  };
  for (const c of corps) add(operatorOf(tx.state, c), c.nationality, c.factors);
  for (const g of garrisons) add(controllerOf(tx.state, g.nationality), g.nationality, g.factors);
  for (const [owner, swept] of byOwner) {
    const spec = specOf(swept);
    if (spec === '') continue;
    const what = describe(tx, swept);
    const options: DecisionOption[] = [
      { value: `surrender:${holder}:${area}:${spec}`, label: `Surrender them: ${POWER_NAMES[holder]} holds them as prisoners (${what})`, verdict: LEGAL },
      { value: `destroy:${holder}:${area}:${spec}`, label: `Destroy them (${what})`, verdict: LEGAL },
    ];
    openDecision(tx, {
      power: owner, kind: 'land/overrunSwept', step: tx.state.cursor.step, rule: 'opt:12.3.9.4',
      prompt: `${POWER_NAMES[holder]} overran your forces in ${tx.data.names?.area?.(area) ?? `area ${area}`} (${what}): are the swept factors surrendered or destroyed?`,
      secret: false, select: 'one', group: null, options,
    });
  }
}

/** opt:12.3.9.4 the owner's answer: surrendered factors join the overrunner's prisoners; destroyed ones are gone. */
export function applySweptAnswer(tx: Tx, answer: string): void {
  const [kind, holder, , ...rest] = answer.split(':');
  if (kind !== 'surrender' || !holder || !isMajorPower(holder)) return;
  for (const x of parseSpec(rest.join(':'))) addPrisoners(tx, holder, x.nationality, x.factors);
}
