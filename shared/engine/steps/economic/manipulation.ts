// 8.4 The Manipulation Step, played: occupied national capitals cost political points and bar
// economic manipulation (8.4.1); with option 12.5 last quarter's setting is recorded (its PSA,
// money and manpower) and each power secretly sets the next; then removed leaders may return
// (8.4.3 / 10.6.4).
import { LEGAL, MANIPULATION_SETTING_IDS, POWER_NAMES } from '../../../model';
import type { LeaderId, MajorPower, ManipulationSettingId, RemovedLeader } from '../../../model';
import { capitalPenalties, counted, economicPowers, inFiasco, settingLabel, squareOf } from '../../../rules/economic';
import { isUmp } from '../../../rules/campaign';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { book, economyOf, patchEconomy, politicalPoints } from './economyState';

/** 8.4 begin: capital penalties, 12.5.1 last setting recorded, 12.5.2 new settings asked. */
export function beginManipulation(tx: Tx): void {
  const econ = tx.data.economy;
  const barred = new Set<MajorPower>();
  for (const p of economicPowers(tx.state)) {
    for (const c of econ ? capitalPenalties(tx.state, econ, p) : []) {
      politicalPoints(tx, p, c.points, c.rule, `${c.name} occupied by the enemy`);
      barred.add(p);
    }
  }
  // v2.71 14.3.3.4 an uncontrolled major power never uses economic manipulation
  for (const p of economicPowers(tx.state)) if (isUmp(tx.state, p)) barred.add(p);
  // 8.4.2 economic manipulation only with option 12.5, and only where 8.4.1 does not apply
  if (!tx.state.options.rules.economicManipulation) return returnLeaders(tx);
  const settings = { ...economyOf(tx.state).manipulation };
  for (const p of economicPowers(tx.state)) {
    const setting = settings[p] ?? 'zero'; // 2.4.2.1.3 every marker starts in the 0 box
    // 8.4.1 a power without its capital carries out no manipulation and must set 0
    if (barred.has(p)) {
      settings[p] = 'zero';
      continue;
    }
    if (setting === 'zero') continue;
    const sq = squareOf(p, setting);
    politicalPoints(tx, p, sq.psa, '12.5.1', 'economic manipulation');
    const ps = tx.state.powers[p];
    // what is paid cannot exceed what the treasury holds
    const money = sq.money < 0 ? -Math.min(-sq.money, ps.money) : sq.money;
    const manpower = sq.manpower < 0 ? -Math.min(-sq.manpower, ps.manpower) : sq.manpower;
    book(tx, p, p, [counted('manipulation', `Economic manipulation: ${settingLabel(p, setting)}`, money, manpower, '12.5.1')]);
  }
  patchEconomy(tx, { manipulation: settings });
  const asked = economicPowers(tx.state).filter((p) => !barred.has(p));
  if (asked.length === 0) return returnLeaders(tx);
  // each setting is the power's own secret (its National Card): never revealed, only its effects next quarter
  const order: ManipulationSettingId[] = ['zero', ...MANIPULATION_SETTING_IDS.filter((s) => s !== 'zero')];
  for (const p of asked) {
    openDecision(tx, {
      power: p, kind: 'economic/manipulation', step: 'economic/manipulation', rule: '12.5.2',
      prompt: 'Set the Economic Manipulation Display for the next quarter (carried out at the next Manipulation Step).',
      secret: true, select: 'one', group: null, options: order.map((s) => ({ value: s, label: settingLabel(p, s), verdict: LEGAL })),
    });
  }
}

/** 12.5.2 one power's new setting; once every power has set its marker, the leaders (8.4.3). */
export function answerManipulation(tx: Tx, power: MajorPower, answer: string): void {
  if ((MANIPULATION_SETTING_IDS as readonly string[]).includes(answer)) patchEconomy(tx, { manipulation: { ...economyOf(tx.state).manipulation, [power]: answer as ManipulationSettingId } });
  if (!tx.state.pending.some((d) => d.kind === 'economic/manipulation')) returnLeaders(tx);
}

/** 8.4.3 / 10.6.4 at the end of the step: a power in Fiasco gets its removed leaders back; others may pay for them. */
function returnLeaders(tx: Tx): void {
  for (const l of economyOf(tx.state).removedLeaders) if (inFiasco(tx.state, l.owner)) bringBack(tx, l.id, '10.6.4.1', `${POWER_NAMES[l.owner]} is in the Fiasco zone`);
  const byOwner = new Map<MajorPower, RemovedLeader[]>();
  for (const l of economyOf(tx.state).removedLeaders) byOwner.set(l.owner, [...(byOwner.get(l.owner) ?? []), l]);
  for (const [owner, leaders] of byOwner) {
    if (!economicPowers(tx.state).includes(owner)) continue;
    openDecision(tx, {
      power: owner, kind: 'economic/returnLeaders', step: 'economic/manipulation', rule: '8.4.3',
      prompt: 'Tick the removed leaders to bring back in a later Reinforcement Phase, paying their political points (10.6.4.2).',
      secret: false, select: 'many', group: null,
      options: leaders.map((l) => ({ value: `return:${l.id}`, label: `${l.name}: ${l.cost} political points`, verdict: LEGAL })),
    });
  }
}

/** 10.6.4.2 the leaders an owner pays for. */
export function answerReturnLeaders(tx: Tx, power: MajorPower, values: readonly string[]): void {
  for (const v of values) {
    const id = v.replace(/^return:/, '');
    const l = economyOf(tx.state).removedLeaders.find((x) => x.id === id && x.owner === power);
    if (!l) continue;
    politicalPoints(tx, power, -l.cost, '10.6.4.2', `${l.name} returns`);
    bringBack(tx, l.id, '10.6.4.2', 'political points paid');
  }
}

/** The leader goes to its power's pool: the Reinforcement Phase places it (5.3). */
function bringBack(tx: Tx, id: LeaderId, rule: string, reason: string): void {
  const e = economyOf(tx.state);
  const l = e.removedLeaders.find((x) => x.id === id);
  if (!l) return;
  patchEconomy(tx, { removedLeaders: e.removedLeaders.filter((x) => x.id !== id) });
  patch(tx, { leaders: [...tx.state.leaders.filter((x) => x.id !== id), { id: l.id, name: l.name, owner: l.owner, location: { kind: 'pool' } }] });
  emit(tx, { type: 'leaderReturned', leader: l.name, owner: l.owner, rule, reason });
}
