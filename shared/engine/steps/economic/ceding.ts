// 8.8 The Ceding Step, played: each power that could cede names in secret one minor country or
// ceded province and the ally it goes to (or nothing); the answers are revealed together and
// carried out, a political point each (8.8.4). A free state's new controller then keeps it free
// or conquers it (8.8.5); a province ceded back home is unceded (8.8.6).
import { LEGAL, POWER_NAMES } from '../../../model';
import type { DecisionGroup, DecisionOption, MajorPower, MinorId, ProvinceId } from '../../../model';
import { CEDING_POINTS, cedable, cedeVerdict, cessionTargets, economicPowers } from '../../../rules/economic';
import { emit, openDecision, openGroup, patch } from '../../tx';
import type { Tx } from '../../tx';
import { layUpFleets } from '../general/fleets';
import { freeStateGarrisonsHome } from '../land/freeStateGarrisonsAbroad';
import { umpTransferVerdict } from '../../../rules/campaign';
import { offerNewAccess } from '../political/generalAccess';
import { moveCededProvince, patchPhase, phaseOf, politicalPoints, removeForces } from './economyState';
import { combinationsAfterCession, combinationsAfterConquest, withUnitCessions } from '../campaign/combinationsUnits';
import { unitCessionVerdict } from '../../../rules/campaign/combinations';

/** The territory an 8.8 answer names (`minor:<id>><ally>` / `province:<id>><ally>`). */
const cededTerritory = (value: string): { kind: 'minor' | 'province'; id: string } | null => {
  const [kind, id] = (value.split('>')[0] ?? '').split(':');
  return (kind === 'minor' || kind === 'province') && id ? { kind, id } : null;
};

function cedeOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const econ = tx.data.economy;
  if (!econ) return [];
  const targets = cessionTargets(tx.state, power);
  const out: DecisionOption[] = [];
  for (const t of cedable(tx.state, econ, power))
    for (const to of targets) out.push({ value: `${t.kind}:${t.id}>${to}`, label: `Cede ${t.name} to ${POWER_NAMES[to]}`, verdict: umpTransferVerdict(tx.state, power, to).ok ? cedeVerdict(tx.state, power, t, to) : umpTransferVerdict(tx.state, power, to) }); // v2.71 14.3.3.3
  // 11.1.4 / 11.4.4 (options 11.1, 11.4) Poland and the Kingdom of Bavaria are ceded whole
  return withUnitCessions(tx.state, out, cededTerritory);
}

/**
 * 8.8 begin: a secret choice for each power with something to cede and an ally to take it.
 * not built: 8.8.2 ceding one district of a multi-district minor (control is kept per minor country)
 */
export function beginCeding(tx: Tx): void {
  const asked = economicPowers(tx.state).map((p) => ({ p, options: cedeOptions(tx, p) })).filter((x) => x.options.length > 0);
  if (asked.length === 0) return;
  const group = openGroup(tx, { kind: 'economic/cede', rule: '8.8', secret: true, powers: asked.map((x) => x.p) });
  for (const { p, options } of asked) {
    openDecision(tx, {
      power: p, kind: 'economic/cede', step: 'economic/ceding', rule: '8.8',
      prompt: 'Cede one minor country or ceded province to an ally (a political point), or nothing. Answers are revealed together.',
      secret: true, select: 'one', group, options: [{ value: 'none', label: 'Cede nothing', verdict: LEGAL }, ...options],
    });
  }
}

/** 8.8 the cessions, carried out in the order of the powers. */
export function revealCessions(tx: Tx, group: DecisionGroup): void {
  const econ = tx.data.economy;
  if (!econ) return;
  for (const p of group.powers) {
    const a = String(group.answers[p]);
    if (a === 'none') continue;
    const [what, to] = a.split('>') as [string, MajorPower];
    const [kind, id] = what.split(':') as ['minor' | 'province', string];
    const t = cedable(tx.state, econ, p).find((x) => x.kind === kind && x.id === id);
    if (!t || !cedeVerdict(tx.state, p, t, to).ok || !unitCessionVerdict(tx.state, kind, id).ok) continue; // an earlier cession this step may have changed things
    politicalPoints(tx, p, CEDING_POINTS, '8.8.4', `ceded ${t.name}`);
    emit(tx, { type: 'territoryCeded', territory: t.id, name: t.name, kind, from: p, to, rule: '8.8', reason: `ceded by ${POWER_NAMES[p]}` });
    combinationsAfterCession(tx, kind, id, p, to); // section 11: a combination's part, or Poland / Bavaria whole
    offerNewAccess(tx, kind === 'province' ? { province: id as ProvinceId, name: t.name } : { minor: id, name: t.name }, p, to); // v2.71 10.3.1.2.1.3 (option; general branch)
    if (kind === 'province') {
      const entry = (tx.state.ceded ?? []).find((c) => c.province === id)!;
      moveCededProvince(tx, entry.province, entry.home, to);
      continue;
    }
    const m = tx.state.minors.find((x) => x.id === id)!;
    patch(tx, { minors: tx.state.minors.map((x) => (x.id === id ? { ...x, controller: to } : x)) });
    freeStateGarrisonsHome(tx, id); // 12.3.8 (option) its garrisons abroad go home (camp)
    if (m.status === 'free') {
      patchPhase(tx, { cessions: [...phaseOf(tx.state).cessions, { minor: m.id, from: p, to }] });
      openDecision(tx, {
        power: to, kind: 'economic/acceptCession', step: 'economic/ceding', rule: '8.8.5',
        prompt: `${POWER_NAMES[p]} ceded ${m.name} to you: keep it a free state with its forces, or make it a conquered country (its army leaves the map).`,
        secret: false, select: 'one', group: null,
        options: [
          { value: `free:${m.id}`, label: `Keep ${m.name} a free state`, verdict: LEGAL },
          { value: `conquer:${m.id}`, label: `Make ${m.name} conquered`, verdict: LEGAL },
        ],
      });
    }
  }
}

/** 8.8.5 the new controller's answer for a ceded free state. */
export function answerCession(tx: Tx, power: MajorPower, answer: string): void {
  const [choice, id] = answer.split(':') as ['free' | 'conquer', MinorId];
  patchPhase(tx, { cessions: phaseOf(tx.state).cessions.filter((c) => !(c.minor === id && c.to === power)) });
  if (choice !== 'conquer') return;
  // 10.2.1.1 army factors are eliminated; its fleets leave the map, their ships kept for a later free state (general branch)
  layUpFleets(tx, id, '10.2.1.1', 'made a conquered minor by its new controller');
  const capital = tx.data.economy?.provinces.find((p) => p.minor === id)?.capitalArea;
  removeForces(tx, id, power, '8.8.5', 'forces of a conquered country removed', capital);
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === id ? { ...x, status: 'conquered' as const } : x)) });
  // 11.1.4 a ceded Poland made conquered: its provinces are the new controller's, ceded or unceded (11.1.3.1)
  combinationsAfterConquest(tx, id, power);
}
