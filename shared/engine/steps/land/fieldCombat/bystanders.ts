// 7.3.8.4 / 7.3.8.6 powers on neither side of a declared battle step aside before it is fought;
// a power with more than one area open to it chooses (land/combatBystander).
import { LEGAL, POWER_NAMES } from '../../../../model';
import type { AreaId, CounterId, MajorPower, PendingDecision } from '../../../../model';
import { bystanderChoices, type BystanderChoice } from '../../../../rules/land/movement';
import { emit, openDecision, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap } from '../landState';
import { progressOf } from './battleState';

const areaName = (tx: Tx, area: string): string => tx.data.names?.area(area) ?? `area ${area}`;

/** Moves one power's bystanding forces (stacked leaders go with their corps). */
function stepAside(tx: Tx, from: AreaId, counters: readonly CounterId[], to: AreaId, rule: BystanderChoice['rule']): void {
  const moving = new Set<string>(counters);
  patch(tx, {
    corps: tx.state.corps.map((c) => (moving.has(c.counter) ? { ...c, location: { kind: 'area' as const, area: to } } : c)),
    irregulars: tx.state.irregulars.map((i) => (moving.has(i.counter) ? { ...i, area: to } : i)),
  });
  for (const counter of counters) emit(tx, { type: 'counterMoved', counter, from, to, cost: 0, rule });
}

/**
 * The bystanders of the battle in `area` leave: one area open, they go at once; several, their
 * power chooses (7.3.8.4 "any adjacent area"), the options ordered as the procedures prefer.
 */
export function bystandersLeave(tx: Tx, area: AreaId, attackers: readonly MajorPower[], defenders: readonly MajorPower[]): void {
  for (const c of bystanderChoices(tx.state, landMap(tx), area, attackers, defenders)) {
    if (c.areas.length === 1) {
      stepAside(tx, area, c.counters, c.areas[0]!, c.rule);
      continue;
    }
    const names = c.counters.map((k) => tx.state.corps.find((x) => x.counter === k)?.name ?? 'cossacks or freikorps');
    openDecision(tx, {
      power: c.power, kind: 'land/combatBystander', step: 'land/fieldCombat', rule: c.rule, secret: false, select: 'one', group: null,
      prompt: `A battle is about to be fought in ${areaName(tx, area)}, where ${POWER_NAMES[c.power]} stands on neither side: choose the adjacent area ${names.join(', ')} step aside to.`,
      options: c.areas.map((to) => ({ value: `${area}>${to}`, label: `Step aside to ${areaName(tx, to)}`, verdict: LEGAL })),
    });
  }
}

/** 7.3.8.4 the bystander's answer: its forces go where it chose, if that is still open to them. */
export function applyBystander(tx: Tx, d: PendingDecision, value: string): void {
  const p = progressOf(tx);
  if (!p) return;
  const [from, to] = value.split('>') as [AreaId, AreaId];
  const c = bystanderChoices(tx.state, landMap(tx), from, p.record.attacker.powers, p.record.defender.powers).find((x) => x.power === d.power);
  if (!c) return;
  stepAside(tx, from, c.counters, c.areas.includes(to) ? to : c.areas[0]!, c.rule);
}
