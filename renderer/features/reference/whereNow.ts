import type { PowerView } from '../../../shared/model/view';

/** Issue 15: where a rule applies in the game now, in words: the step, a decision, the battle. */
export function whereNow(view: PowerView | null, id: string): string[] {
  if (!view) return [];
  // the rule shown is the one cited or contains it, or is a part of it (a sub-rule of the step or decision)
  const covers = (r: string | null | undefined) => r !== undefined && r !== null && (r === id || r.startsWith(`${id}.`));
  const within = (r: string | null | undefined) => covers(r) || (r !== undefined && r !== null && id.startsWith(`${r}.`));
  const out: string[] = [];
  if (covers(view.where.phaseRule)) out.push(`The current phase: ${view.where.phaseTitle} (${view.where.phaseRule}).`);
  if (within(view.where.stepRule)) out.push(`The current step: ${view.where.stepTitle} (${view.where.stepRule}).`);
  for (const d of view.decisions) if (within(d.rule)) out.push(`Your decision now: ${d.prompt} (${d.rule}).`);
  for (const d of view.waitingFor) if (within(d.rule)) out.push(`The game waits for another power's decision under rule ${d.rule}.`);
  for (const d of view.decisions)
    for (const o of d.options) if (!o.verdict.ok && within(o.verdict.rule)) {
      out.push(`It refuses “${o.label}” in your decision (${o.verdict.rule}).`);
      break;
    }
  if (view.battle && (id === '7.5' || id.startsWith('7.5.2') || id === '7.5.2')) out.push('The battle being fought now is resolved under it.');
  return [...new Set(out)];
}
