// 8.7 The Civil Disorder Step, played: a power that collected no home-nation manpower this
// phase leaves the game; its territories pass on (competitive die rolls when several powers hold
// a capital, 8.7.4, with the 10.5.3 status modifiers), its forces leave the map, its enemies gain
// 5 political points each.
import { LEGAL, POWER_NAMES, isMajorPower } from '../../../model';
import type { DecisionGroup, MajorPower, MinorId, ProvinceId } from '../../../model';
import { CIVIL_DISORDER_POINTS, disorderClaims, disorderEnemies, economicPowers, ownForces, statusBoxOf } from '../../../rules/economic';
import type { DisorderClaim } from '../../../rules/economic';
import { emit, openDecision, openGroup, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { nationalModifier } from '../../../rules/political';
import { economyOf, patchEconomy, phaseOf, politicalPoints, removeForces } from './economyState';
import { spareCivilDisorder } from '../campaign/combinationsPeace';
import { syncNeutralKingdoms } from '../campaign/combinationsNeutral';

/** 8.7 begin: every power that collected no home manpower this phase falls into civil disorder. */
export function beginCivilDisorder(tx: Tx): void {
  const econ = tx.data.economy;
  if (!econ) return;
  // 11.9.1.2 (option 11.9) a played power is spared 8.7.1-8.7.5 and must sue instead (steps/campaign/combinationsPeace.ts)
  for (const p of phaseOf(tx.state).noHomeManpower) if (economicPowers(tx.state).includes(p) && !spareCivilDisorder(tx, p)) civilDisorder(tx, p);
}

/**
 * 8.7.4 several claimants who did not agree: each rolls a die with its status modifier (10.5.3);
 * the highest takes it, ties roll again. 4.6.2 for a disputed minor the roll takes the 4.6.2.1
 * national modifier too (the status one is 4.6.2.2). `modifiers` in the claimants' order (none: each
 * one's status modifier now). Exported for the 8.9 step's printed 10.5.2.3 (steps/campaign/combinationsRevolts.ts).
 */
export function contest(tx: Tx, claimants: readonly MajorPower[], what: string, modifiers?: readonly number[]): MajorPower {
  let left = [...claimants];
  const modifier = (p: MajorPower) => (modifiers ? (modifiers[claimants.indexOf(p)] ?? 0) : statusBoxOf(tx.state, p).statusModifier);
  for (let guard = 0; left.length > 1 && guard < 20; guard++) {
    const rolls = left.map((p) => ({ p, n: roll(tx, '8.7.4', `${POWER_NAMES[p]} claims ${what}`) + modifier(p) }));
    const best = Math.max(...rolls.map((r) => r.n));
    left = rolls.filter((r) => r.n === best).map((r) => r.p);
  }
  return left[0]!;
}

function civilDisorder(tx: Tx, power: MajorPower): void {
  const econ = tx.data.economy!;
  emit(tx, { type: 'civilDisorder', power, rule: '8.7' });
  const claims = disorderClaims(tx.state, econ, power);
  const enemies = disorderEnemies(tx.state, power);
  // its own forces leave the map for good (free states' forces go with their country below); factors off the map are logged at its capital
  const home = econ.nationalCapitals[power][0]?.area;
  removeForces(tx, power, power, '8.7', 'civil disorder', home);
  const f = ownForces(tx.state, power);
  for (const d of f.depots) emit(tx, { type: 'depotRemoved', owner: power, area: d.area, depot: d.id, rule: '8.7' });
  patch(tx, {
    depots: tx.state.depots.filter((d) => d.owner !== power),
    leaders: tx.state.leaders.filter((l) => l.owner !== power),
    powers: { ...tx.state.powers, [power]: { ...tx.state.powers[power], inPlay: false } },
  });
  for (const c of claims) {
    if (c.claimants.length > 1) askClaimants(tx, power, c);
    else passOn(tx, power, c, c.claimants[0] ?? null);
  }
  patchEconomy(tx, { civilDisorder: [...economyOf(tx.state).civilDisorder, power] });
  // 8.7.5 as if it had surrendered unconditionally to each
  for (const e of enemies) politicalPoints(tx, e, CIVIL_DISORDER_POINTS, '8.7.5', `${POWER_NAMES[power]} fell into civil disorder`);
}

/** 8.7.1-8.7.3 a territory of the disordered power passes to its claimant (a minor with none becomes neutral). */
function passOn(tx: Tx, from: MajorPower, c: Pick<DisorderClaim, 'kind' | 'id' | 'name' | 'rule'>, to: MajorPower | null, how = ''): void {
  if (c.kind === 'minor') transferMinor(tx, c.id as MinorId, from, to, c.rule, how);
  else if (to !== null) {
    patch(tx, { ceded: [...(tx.state.ceded ?? []).filter((x) => x.province !== c.id), { province: c.id as ProvinceId, home: from, holder: to }] });
    emit(tx, { type: 'territoryCeded', territory: c.id, name: c.name, kind: 'province', from, to, rule: c.rule, reason: `civil disorder in ${POWER_NAMES[from]}${how}` });
  }
}

/** 8.7.4 / 4.6.2 each claimant's modifier: its status (10.5.3, 4.6.2.2) and for a minor its national one (4.6.2.1). */
const claimModifiers = (tx: Tx, c: DisorderClaim): number[] =>
  c.claimants.map((p) => statusBoxOf(tx.state, p).statusModifier + (c.kind === 'minor' ? nationalModifier(p, c.id as MinorId) : 0));

/**
 * 8.7.4 a disputed territory: its claimants say in secret, all at once, who should take it (any
 * one of them) or that they leave it to the dice; the same name from every claimant settles it,
 * anything else goes to the competitive rolls. The value carries the claim and the modifiers
 * as they stood when the power fell (before 8.7.5 moves anyone's status):
 * `<disordered power>/<minor|province>:<id>/<8.7.x>/<modifier,…>><holder|dice>`.
 */
function askClaimants(tx: Tx, from: MajorPower, c: DisorderClaim): void {
  const group = openGroup(tx, { kind: 'economic/disorderClaim', rule: '8.7.4', secret: true, powers: [...c.claimants] });
  const base = `${from}/${c.kind}:${c.id}/${c.rule}/${claimModifiers(tx, c).join(',')}>`;
  const names = c.claimants.map((p) => POWER_NAMES[p]).join(', ');
  for (const p of c.claimants) {
    openDecision(tx, {
      power: p, kind: 'economic/disorderClaim', step: 'economic/civilDisorder', rule: '8.7.4', secret: true, select: 'one', group,
      prompt: `${POWER_NAMES[from]} has fallen into civil disorder and ${names} all claim ${c.name}. Agree on who takes it, or leave it to competitive die rolls. Answers are revealed together; only the same choice from every claimant is an agreement.`,
      options: [
        { value: `${base}dice`, label: `Roll for ${c.name}`, verdict: LEGAL },
        ...c.claimants.map((q) => ({ value: `${base}${q}`, label: `Agree that ${POWER_NAMES[q]} takes ${c.name}`, verdict: LEGAL })),
      ],
    });
  }
}

/** 8.7.4 the claimants' answers revealed: an agreement, or the dice. */
export function revealDisorderClaim(tx: Tx, group: DecisionGroup): void {
  const answers = group.powers.map((p) => String(group.answers[p] ?? ''));
  const [claim, first] = (answers[0] ?? '').split('>') as [string, string | undefined];
  const [from, what, rule, mods] = claim.split('/') as [string, string | undefined, string | undefined, string | undefined];
  const [kind, id] = (what ?? '').split(':') as [string, string | undefined];
  if (!isMajorPower(from) || (kind !== 'minor' && kind !== 'province') || !id || !rule) return;
  const name = kind === 'minor' ? (tx.state.minors.find((m) => m.id === id)?.name ?? id) : (tx.data.economy?.provinces.find((p) => p.id === id)?.name ?? id);
  const agreed = first !== undefined && isMajorPower(first) && group.powers.includes(first) && answers.every((a) => a === answers[0]) ? first : null;
  const to = agreed ?? contest(tx, group.powers, name, (mods ?? '').split(',').map(Number));
  passOn(tx, from, { kind, id: id as MinorId | ProvinceId, name, rule }, to, agreed ? `, as ${group.powers.map((p) => POWER_NAMES[p]).join(' and ')} agreed` : ', by competitive die rolls');
}

/** 8.7.1 / 8.7.2 a minor of the disordered power: to the claimant (conquered), or neutral; its forces leave the map (10.5.2.3). */
function transferMinor(tx: Tx, minor: MinorId, from: MajorPower, to: MajorPower | null, rule: string, how = ''): void {
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m) return;
  const econ = tx.data.economy;
  const capital = econ?.provinces.find((p) => p.minor === minor)?.capitalArea;
  removeForces(tx, minor, from, rule, 'civil disorder', capital);
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === minor ? { ...x, status: to ? 'conquered' : 'neutral', controller: to } : x)) });
  syncNeutralKingdoms(tx, minor); // 11.1.3.2 / 11.4.3.3 a Poland or Kingdom of Bavaria turned neutral stays as one neutral minor
  emit(tx, { type: 'territoryCeded', territory: minor, name: m.name, kind: 'minor', from, to, rule, reason: `civil disorder in ${POWER_NAMES[from]}${how}` });
}
