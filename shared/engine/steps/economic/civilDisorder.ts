// 8.7 The Civil Disorder Step, played: a power that collected no home-nation manpower this
// phase leaves the game; its territories pass on (competitive die rolls when several powers hold
// a capital, 8.7.4, with the 10.5.3 status modifiers), its forces leave the map, its enemies gain
// 5 political points each.
import { POWER_NAMES } from '../../../model';
import type { MajorPower, MinorId } from '../../../model';
import { CIVIL_DISORDER_POINTS, disorderClaims, disorderEnemies, economicPowers, ownForces, statusBoxOf } from '../../../rules/economic';
import { emit, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { nationalModifier } from '../../../rules/political';
import { economyOf, patchEconomy, phaseOf, politicalPoints, removeForces } from './economyState';
import { spareCivilDisorder } from '../campaign/combinationsPeace';

/** 8.7 begin: every power that collected no home manpower this phase falls into civil disorder. */
export function beginCivilDisorder(tx: Tx): void {
  const econ = tx.data.economy;
  if (!econ) return;
  // 11.9.1.2 (option 11.9) a played power is spared 8.7.1-8.7.5 and must sue instead (steps/campaign/combinationsPeace.ts)
  for (const p of phaseOf(tx.state).noHomeManpower) if (economicPowers(tx.state).includes(p) && !spareCivilDisorder(tx, p)) civilDisorder(tx, p);
}

/**
 * 8.7.4 several claimants: each rolls a die with its status modifier (10.5.3); the highest takes it, ties roll again.
 * 4.6.2 for a disputed minor the roll takes the 4.6.2.1 national modifier too (the status one is 4.6.2.2).
 * partial: 8.7.4 the claimants are not asked whether they agree on a holder (the dice decide at once)
 * Exported for the 8.9 step's printed 10.5.2.3 (steps/campaign/combinationsRevolts.ts; hook of the comb branch).
 */
export function contest(tx: Tx, claimants: readonly MajorPower[], what: string, minor: MinorId | null = null): MajorPower {
  let left = [...claimants];
  for (let guard = 0; left.length > 1 && guard < 20; guard++) {
    const national = (p: MajorPower) => (minor === null ? 0 : nationalModifier(p, minor)); // 4.6.2.1
    const rolls = left.map((p) => ({ p, n: roll(tx, '8.7.4', `${POWER_NAMES[p]} claims ${what}`) + statusBoxOf(tx.state, p).statusModifier + national(p) }));
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
    const to = c.claimants.length === 0 ? null : c.claimants.length === 1 ? c.claimants[0]! : contest(tx, c.claimants, c.name, c.kind === 'minor' ? (c.id as MinorId) : null);
    if (c.kind === 'minor') transferMinor(tx, c.id as MinorId, power, to, c.rule);
    else if (to !== null) {
      patch(tx, { ceded: [...(tx.state.ceded ?? []).filter((x) => x.province !== c.id), { province: c.id as never, home: power, holder: to }] });
      emit(tx, { type: 'territoryCeded', territory: c.id, name: c.name, kind: 'province', from: power, to, rule: c.rule, reason: `civil disorder in ${POWER_NAMES[power]}` });
    }
  }
  patchEconomy(tx, { civilDisorder: [...economyOf(tx.state).civilDisorder, power] });
  // 8.7.5 as if it had surrendered unconditionally to each
  for (const e of enemies) politicalPoints(tx, e, CIVIL_DISORDER_POINTS, '8.7.5', `${POWER_NAMES[power]} fell into civil disorder`);
}

/** 8.7.1 / 8.7.2 a minor of the disordered power: to the claimant (conquered), or neutral; its forces leave the map (10.5.2.3). */
function transferMinor(tx: Tx, minor: MinorId, from: MajorPower, to: MajorPower | null, rule: string): void {
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m) return;
  const econ = tx.data.economy;
  const capital = econ?.provinces.find((p) => p.minor === minor)?.capitalArea;
  removeForces(tx, minor, from, rule, 'civil disorder', capital);
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === minor ? { ...x, status: to ? 'conquered' : 'neutral', controller: to } : x)) });
  emit(tx, { type: 'territoryCeded', territory: minor, name: m.name, kind: 'minor', from, to, rule, reason: `civil disorder in ${POWER_NAMES[from]}` });
}
