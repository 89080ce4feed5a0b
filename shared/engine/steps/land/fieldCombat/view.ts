// 7.5 The battle as one viewer may see it (STYLE D): names and strengths of corps secret from the
// viewer are blanked (2.4.2, 7.5.2.6.3), and the power choosing a chit gets the engine's odds
// preview computed only from what it may know.
import { controllerOf } from '../../../../model';
import type {
  BattleOddsPreview, BattleRecord, BattleSide, BattleView, BattleUnit, CorpsType, GameState, LandTurn, MajorPower, Viewer,
} from '../../../../model';
import { type CombatContext, type CombatUnit, oddsTable, type Strength } from '../../../../rules/land/combat';
import { combatContext, SIDES } from './forces';

/** Whether the viewer may see a unit's identity and strength now. */
function sees(state: GameState, viewer: Viewer, u: BattleUnit): boolean {
  if (u.kind !== 'corps') return true; // 2.4.1 garrisons and irregulars show their strength
  if (viewer === 'spectator') return false;
  const c = state.corps.find((x) => x.counter === u.counter);
  if (!c) return u.power === viewer;
  return controllerOf(state, c.nationality) === viewer || c.revealedTo.includes(viewer);
}

/** A battle record with what the viewer may not see blanked. */
export function redactBattle(state: GameState, record: BattleRecord, viewer: Viewer): BattleRecord {
  const hidden = new Set<string>();
  for (const side of SIDES) for (const u of record[side].units) if (!sees(state, viewer, u)) hidden.add(u.counter);
  if (hidden.size === 0) return record;
  const blank = (u: BattleUnit): BattleUnit => (hidden.has(u.counter) ? { ...u, name: null, factors: null, initial: null } : u);
  // 2.4.2 / 7.5.2.6.3 the reveal is for the powers fighting the battle: a third power or a spectator
  // learns neither the morale, nor the firing strength, nor the pursuing cavalry of hidden corps
  const outsider = viewer === 'spectator' || (!record.attacker.powers.includes(viewer) && !record.defender.powers.includes(viewer));
  const losses = <T extends { counter: string }>(ls: readonly T[]) => ls.filter((l) => !hidden.has(l.counter));
  return {
    ...record,
    attacker: { ...record.attacker, units: record.attacker.units.map(blank) },
    defender: { ...record.defender, units: record.defender.units.map(blank) },
    days: record.days.map((d) => ({
      ...d,
      rounds: d.rounds.map((r) => {
        const side = (s: BattleSide) => {
          const lost = losses(r[s].lost);
          return { ...r[s], lost, lostByType: lost.length === r[s].lost.length ? r[s].lostByType : {}, firingStrength: outsider ? null : r[s].firingStrength };
        };
        return { ...r, attacker: side('attacker'), defender: side('defender') };
      }),
      morale: outsider ? null : d.morale,
      withdrawal: d.withdrawal ? { ...d.withdrawal, rolls: d.withdrawal.rolls.map((x) => (x.counter && hidden.has(x.counter) ? { ...x, counter: null } : x)) } : null,
    })),
    pursuit: record.pursuit
      ? { ...record.pursuit, lost: losses(record.pursuit.lost), ...(outsider ? { victorCavalry: null, points: null } : {}) }
      : null,
  };
}

/**
 * Nominal strength of a corps whose identity the viewer does not know, from its public face
 * (2.4.2): a typical counter of that type. Never read from the corps' secret factors.
 */
const ESTIMATE: Record<CorpsType, Strength> = {
  infantry: { infantry: 8, cavalry: 1 },
  light: { infantry: 6, cavalry: 1 },
  cavalry: { cavalry: 4 },
  guard: { guard: 6, cavalry: 1 },
  artillery: { artillery: 3, infantry: 1 },
  feudal: { feudalInfantry: 5, feudalCavalry: 3 },
  insurrection: { militia: 6, cavalry: 1 },
  tyrol: { militia: 4 },
};

/**
 * The odds preview for `power` choosing a chit: the rules' `oddsTable` over a context where its
 * own units are exact, enemy corps revealed to it are exact, and every other enemy corps is the
 * nominal strength of its counter's type (`ESTIMATE`) with the chart's morale and no intrinsic
 * rating. Leaders, garrisons and irregulars are public and exact.
 */
export function oddsPreview(state: GameState, record: BattleRecord, progress: NonNullable<LandTurn['battle']>, power: MajorPower): BattleOddsPreview {
  const side: BattleSide = record.attacker.powers.includes(power) ? 'attacker' : 'defender';
  const ctx = combatContext(state, progress);
  let estimated = false;
  const known = (u: CombatUnit): CombatUnit => {
    if (u.kind !== 'corps' || u.power === power) return u;
    const c = state.corps.find((x) => x.counter === u.id);
    if (c && c.revealedTo.includes(power)) return u;
    estimated = true;
    return { id: u.id, kind: 'corps', power: u.power, nationality: u.nationality, factors: ESTIMATE[c?.type ?? 'infantry'] };
  };
  const enemy = side === 'attacker' ? 'defender' : 'attacker';
  const guess: CombatContext = { ...ctx, [enemy]: { ...ctx[enemy], units: ctx[enemy].units.map(known) } };
  const rows = oddsTable(guess).map((o) => ({
    attackerChit: o.attackerChit, defenderChit: o.defenderChit, withdrawalChance: o.withdrawalChance,
    victory: o.victory, bothBreak: o.bothBreak, expectedLosses: o.expectedLosses, expectedMoraleLoss: o.expectedMoraleLoss,
  }));
  return { power, side, basis: estimated ? 'estimated' : 'exact', rows };
}

/**
 * Previews already computed for a battle state. The working state is immutable, so while the
 * chits are awaited (nothing else changes) every view of it reuses the same preview; this only
 * saves time and never changes a result.
 */
const previews = new WeakMap<NonNullable<LandTurn['battle']>, Map<MajorPower, BattleOddsPreview>>();

/** The battle in progress for the view (null between battles), odds only for a power choosing its chit (7.5.2.1, 18.0). */
export function battleViewFor(state: GameState, viewer: Viewer): BattleView | null {
  const p = state.turn.land?.battle;
  if (!p) return null;
  const record = redactBattle(state, p.record, viewer);
  // 18.0 a solitaire side choosing or changing its chit sees the same preview
  const choosing = viewer !== 'spectator' && state.pending.some((d) => d.power === viewer && (d.kind === 'land/combatChit' || d.kind === 'land/combatSolitaire'));
  if (!choosing) return { ...record, odds: null };
  let cache = previews.get(p);
  if (!cache) previews.set(p, (cache = new Map()));
  let odds = cache.get(viewer);
  if (!odds) cache.set(viewer, (odds = oddsPreview(state, p.record, p, viewer)));
  return { ...record, odds };
}

/** The turn record for a view: the engine's working battle state removed, finished battles redacted. */
export function redactLandTurn(state: GameState, land: LandTurn, viewer: Viewer): LandTurn {
  const { battle: _working, battles, ...rest } = land;
  return battles ? { ...rest, battles: battles.map((b) => redactBattle(state, b, viewer)) } : rest;
}
