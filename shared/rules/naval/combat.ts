// 6.3 Naval combat: who may fight (6.3.1), evasion (6.3.2), the wind gauge (6.3.3.1), fire on the
// Naval Combat Table with the nationality modifiers (6.3.3.2), harbour defences (6.3.3.3),
// victory and political points (6.3.4), and how ship losses are shared among fleets (12.2.5).
import { charts } from '../../data/charts';
import type { LossPercent } from '../../data/charts';
import { atWar, controllerOf, isMajorPower } from '../../model';
import type { Fleet, FleetId, GameState, MajorPower, NavalFire, NavalSide, Nationality } from '../../model';
import { navalFireFacts } from '../campaign/combinations/effects';
import { nelsonFleet } from './interception';
import { corpsAboardFleets } from './movement';
import { fleetPower, shipsIn } from './places';

/** 6.3.3.1 a modified wind-gauge roll never exceeds 6. */
export const WIND_MAX = 6;

/** The facts of one side of a naval battle from its fleets. */
export function navalSide(state: GameState, fleets: readonly Fleet[]): NavalSide {
  const nelson = nelsonFleet(state);
  const powers: MajorPower[] = [];
  for (const f of fleets) {
    const p = fleetPower(state, f);
    if (p !== null && !powers.includes(p)) powers.push(p);
  }
  return {
    powers,
    fleets: fleets.map((f) => f.id),
    ships: shipsIn(fleets),
    nelson: nelson !== null && fleets.some((f) => f.id === nelson),
    british: fleets.some((f) => f.nationality === 'britain'),
    austrianOrPrussian: fleets.some((f) => f.nationality === 'austria' || f.nationality === 'prussia'),
  };
}

/**
 * 6.3.3.1 The wind gauge: each side's die, +1 with a British fleet and +1 more with Nelson,
 * at most 6; the higher fires first, equal rolls fire together.
 */
export function windGauge(attackerDie: number, defenderDie: number, attacker: NavalSide, defender: NavalSide): {
  attackerModified: number; defenderModified: number; gauge: 'attacker' | 'defender' | null;
} {
  const mod = (s: NavalSide, die: number) => Math.min(WIND_MAX, die + (s.british ? 1 : 0) + (s.nelson ? 1 : 0));
  const a = mod(attacker, attackerDie);
  const d = mod(defender, defenderDie);
  return { attackerModified: a, defenderModified: d, gauge: a > d ? 'attacker' : d > a ? 'defender' : null };
}

/**
 * 6.3.3.2 the firing side's die modifiers: +1 with a British fleet, -1 with a Prussian or
 * Austrian fleet (both may apply and cancel). With the game `state`, 11.8.2.2 (option 11.8):
 * the +1 only while Great Britain is dominant, the -1 only for a power that is not
 * (`navalFireFacts`, section 11's hook).
 */
export function fireModifiers(side: NavalSide, state?: GameState): NavalFire['modifiers'] {
  const facts = state?.options.rules.alternateDominantPowers
    ? navalFireFacts(state, state.fleets.filter((f) => side.fleets.includes(f.id)).map((f) => f.nationality))
    : side;
  const out: { rule: string; label: string; value: number }[] = [];
  if (facts.british) out.push({ rule: '6.3.3.2', label: 'British fleet', value: 1 });
  if (facts.austrianOrPrussian) out.push({ rule: '6.3.3.2', label: 'Austrian or Prussian fleet', value: -1 });
  return out;
}

/**
 * 6.3.3.2 One side fires: its die with its modifiers on the Naval Combat Table gives a
 * percentage of its own ships, read on the Casualty Percentage Table, that the other side loses.
 * 6.3.3.4 the rulebook's example is this sum: a 5 for 31 French ships is 20%, 6 British ships;
 * a modified 3 for the 54 British left is 15%, 8 French ships (`test/engine/naval/example6334.ts`).
 */
export function navalFire(by: NavalFire['by'], strength: number, die: number, modifiers: NavalFire['modifiers']): NavalFire {
  const modified = die + modifiers.reduce((n, m) => n + m.value, 0);
  const percent = charts.navalCombat(modified).lossPercent;
  return { by, strength, die, modifiers, modified, percent, losses: strength > 0 ? charts.casualtyFactors(percent as LossPercent, strength) : 0 };
}

/** 6.3.3.3 the harbour guns fire first, as that many ships, with an unmodified die. */
export const harbourFire = (guns: number, die: number): NavalFire => navalFire('harbour', guns, die, []);

/**
 * 6.3.4.1 Who won: a side keeping ships that lost fewer than the other wins; with ships on both
 * sides and equal losses the attacker loses; a side losing all its ships but fewer than the
 * other is a draw (a port battle).
 */
export function navalOutcome(attacker: { ships: number; lost: number }, defender: { ships: number; lost: number }): 'attacker' | 'defender' | 'draw' {
  const aGone = attacker.ships - attacker.lost <= 0;
  const dGone = defender.ships - defender.lost <= 0;
  if (!aGone && attacker.lost < defender.lost) return 'attacker';
  if (!dGone && defender.lost < attacker.lost) return 'defender';
  if (!aGone && !dGone) return 'defender'; // equal losses with ships left on both sides: the attacker loses
  if ((aGone && attacker.lost < defender.lost) || (dGone && defender.lost < attacker.lost) || (aGone && dGone)) return 'draw';
  return aGone ? 'defender' : 'attacker'; // equal losses and one side gone: the side with ships left
}

/**
 * 6.3.4.2 Political points: one per fleet of the defeated side used in the battle, at most 3,
 * gained by the victor and lost by the loser; 6.3.4.2.1 one more to a victor under Nelson,
 * 6.3.4.2.2 one more lost by a loser under Nelson. Each power of a side gains or loses the amount
 * (the rule speaks of the victor and loser as sides; combined allies each count it).
 * 6.3.5.4 the rulebook's example is read here: beaten with 3 fleets, France loses 3; Britain,
 * under Nelson, gains 3 + 1 = 4. The retreat and pursuit of that example are `steps/naval/battle.ts`.
 */
export function navalPoints(winner: NavalSide, loser: NavalSide): { power: MajorPower; delta: number }[] {
  const base = charts.politicalPoints('naval-combat', loser.fleets.length);
  const out: { power: MajorPower; delta: number }[] = [];
  for (const p of winner.powers) out.push({ power: p, delta: base + (winner.nelson && p === 'britain' ? charts.politicalPoints('naval-nelson-victor') : 0) });
  for (const p of loser.powers) out.push({ power: p, delta: -base - (loser.nelson && p === 'britain' ? charts.politicalPoints('naval-nelson-victor') : 0) });
  return out;
}

/**
 * How a side's ship losses come off its fleets as they are fired (the default). 12.2.5 (option) a
 * mixed stack shares them in proportion to each nationality's ships, halves rounded up; odd losses
 * left by rounding go to the largest remainders for now (once the fire is over, the powers settle
 * them by agreement or by the dice, and the owners move losses between their fleets: 6.3.3.2,
 * `steps/naval/losses.ts`). Within a nationality, and without the option, each ship lost comes
 * off the fleet with the most ships left, transports last. `shares` fixes each nationality's share.
 */
export function allocateLosses(state: GameState, fleets: readonly Fleet[], losses: number, proportional: boolean, shares?: ReadonlyMap<Nationality, number>): Map<FleetId, number> {
  const out = new Map<FleetId, number>(fleets.map((f) => [f.id, 0]));
  const total = Math.min(losses, shipsIn(fleets));
  if (total <= 0) return out;
  const carrying = new Set(corpsAboardFleets(state, fleets.map((f) => f.id)).map((c) => (c.location as { fleet: FleetId }).fleet));
  const takeFrom = (group: readonly Fleet[], n: number) => {
    const left = new Map(group.map((f) => [f.id, f.ships - (out.get(f.id) ?? 0)]));
    for (let i = 0; i < n; i++) {
      const pick = [...group].filter((f) => (left.get(f.id) ?? 0) > 0)
        .sort((a, b) => Number(carrying.has(a.id)) - Number(carrying.has(b.id)) || (left.get(b.id)! - left.get(a.id)!) || (a.id < b.id ? -1 : 1))[0];
      if (!pick) return;
      left.set(pick.id, left.get(pick.id)! - 1);
      out.set(pick.id, (out.get(pick.id) ?? 0) + 1);
    }
  };
  const nations = [...new Set(fleets.map((f) => f.nationality))];
  if (!proportional || nations.length < 2) {
    takeFrom(fleets, total);
    return out;
  }
  for (const [nation, n] of shares ?? proportionalShares(fleets, total)) takeFrom(fleets.filter((f) => f.nationality === nation), n);
  return out;
}

/** 12.2.5 each nationality's share of `losses`, .5 and above rounded up, the total kept exact. */
export function proportionalShares(fleets: readonly Pick<Fleet, 'nationality' | 'ships'>[], losses: number): Map<Nationality, number> {
  const ships = new Map<Nationality, number>();
  for (const f of fleets) ships.set(f.nationality, (ships.get(f.nationality) ?? 0) + f.ships);
  const all = [...ships.values()].reduce((a, b) => a + b, 0);
  const exact = [...ships].map(([n, s]) => ({ n, s, raw: (losses * s) / all }));
  const shares = new Map<Nationality, number>(exact.map((e) => [e.n, Math.min(e.s, Math.floor(e.raw + 0.5 + 1e-9))]));
  let sum = [...shares.values()].reduce((a, b) => a + b, 0);
  const byRemainder = [...exact].sort((a, b) => (b.raw - Math.floor(b.raw)) - (a.raw - Math.floor(a.raw)));
  for (let i = 0; sum < losses && i < byRemainder.length * 2; i++) {
    const e = byRemainder[i % byRemainder.length]!;
    if ((shares.get(e.n) ?? 0) < e.s) {
      shares.set(e.n, (shares.get(e.n) ?? 0) + 1);
      sum++;
    }
  }
  for (let i = byRemainder.length - 1; sum > losses && i >= 0; i--) {
    const e = byRemainder[i]!;
    if ((shares.get(e.n) ?? 0) > 0) {
      shares.set(e.n, (shares.get(e.n) ?? 0) - 1);
      sum--;
    }
  }
  return shares;
}

/**
 * 6.3.1 / 6.3.1.2 the powers whose stack at a place `attacker` may attack: at war with their
 * fleets, or with corps those fleets carry (then, if not at war with the fleets' owner, the
 * attacker may attack without a declaration, 6.3.1.2.1, or declare war at once, 6.3.1.2.2).
 */
export function attackTargets(state: GameState, attacker: MajorPower, fleetsHere: readonly Fleet[]): { power: MajorPower; atWar: boolean }[] {
  const out: { power: MajorPower; atWar: boolean }[] = [];
  for (const f of fleetsHere) {
    const owner = fleetPower(state, f);
    if (owner === null || owner === attacker || out.some((o) => o.power === owner)) continue;
    if (atWar(state, attacker, owner)) out.push({ power: owner, atWar: true });
    else if (corpsAboardFleets(state, [f.id]).some((c) => {
      const p = controllerOf(state, c.nationality);
      return p !== null && isMajorPower(p) && atWar(state, attacker, p);
    })) out.push({ power: owner, atWar: false });
  }
  return out;
}

/** 6.3.2.1 the attacked stack evades on a 1 or 2 (v2.71 West Indies: 1-3, off the map). */
export const evades = (die: number, max = 2): boolean => die <= max;

/** 19.1.1 (6.3.2) standing procedure: a stack tries to evade unless it has more ships than the attacker. */
export const standingEvasion = (own: number, enemy: number): boolean => !(own > enemy);
