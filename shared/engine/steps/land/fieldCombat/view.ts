// 7.5 The battle as one viewer may see it (STYLE D): names and strengths of corps secret from the
// viewer are blanked (2.4.2, 7.5.2.6.3), and the power choosing a chit gets the engine's odds
// preview computed only from what it may know.
import { controllerOf, operatorOf } from '../../../../model';
import type {
  BattleMorale, BattleOddsPreview, BattleRecord, BattleRoundSide, BattleSide, BattleView, BattleUnit, CorpsType, GameState, LandTurn, MajorPower, Viewer,
} from '../../../../model';
import { type CombatContext, type CombatUnit, DAYS_PER_PAIRING, dayOddsTable, oddsTable, type Strength } from '../../../../rules/land/combat';
import { combatContext, SIDES } from './forces';
import { legalDivisions } from './chits';

const other = (s: BattleSide): BattleSide => (s === 'attacker' ? 'defender' : 'attacker');

/**
 * Whether the viewer may see a unit's identity and strength now. A corps gone from the map (7.5.5)
 * stays known to its owner and, after a field combat, to the powers that fought it (they saw it at
 * the reveal, 7.5.2.6.3).
 */
function sees(state: GameState, record: BattleRecord, viewer: Viewer, u: BattleUnit): boolean {
  if (u.kind !== 'corps') return true; // 2.4.1 garrisons and irregulars show their strength
  if (viewer === 'spectator') return false;
  const c = state.corps.find((x) => x.counter === u.counter);
  // a trivial combat (7.5.3) has no reveal step: its gone corps stay hidden from all but their owner
  if (!c) return u.power === viewer || (!record.trivial && (record.attacker.powers.includes(viewer) || record.defender.powers.includes(viewer)));
  return controllerOf(state, c.nationality) === viewer || operatorOf(state, c) === viewer || c.revealedTo.includes(viewer); // B.4 owner and borrower
}

/**
 * A battle record with what the viewer may not see blanked: the names and strengths of corps
 * hidden from it (2.4.2), their losses, and, for a side with any such corps, what 7.5.2.6.3
 * reveals only to the powers fighting: its morale levels, firing strength, the factors its fire
 * and its artillery inflicted, its pursuing cavalry and the corps counted for political points.
 * Third powers and spectators see the dice, the tables, the chart's results and who broke.
 */
export function redactBattle(state: GameState, record: BattleRecord, viewer: Viewer): BattleRecord {
  const hidden = new Set<string>();
  for (const side of SIDES) for (const u of record[side].units) if (!sees(state, record, viewer, u)) hidden.add(u.counter);
  if (hidden.size === 0) return record;
  const opaque = { attacker: record.attacker.units.some((u) => hidden.has(u.counter)), defender: record.defender.units.some((u) => hidden.has(u.counter)) };
  const blank = (u: BattleUnit): BattleUnit => (hidden.has(u.counter) ? { ...u, name: null, factors: null, initial: null } : u);
  // 2.4.2 / 7.5.2.6.3 the reveal is for the powers fighting the battle: a third power or a spectator
  // learns neither the morale, nor the firing strength, nor the pursuing cavalry of hidden corps
  const losses = <T extends { counter: string }>(ls: readonly T[]) => ls.filter((l) => !hidden.has(l.counter));
  const morale = (_m: BattleMorale): BattleMorale => ({ base: null, baseParts: [], final: null, finalParts: [] });
  const pp = record.politicalPoints;
  const o = record.outcome;
  // the side that pursued: the victor, or the side that stayed when the other withdrew (7.5.2.13.1)
  const chaser = o?.kind === 'victory' ? o.victor : o?.kind === 'withdrawal' && o.withdrawing.length === 1 ? other(o.withdrawing[0]!) : null;
  const loser = o?.kind === 'victory' ? other(o.victor) : null;
  return {
    ...record,
    attacker: { ...record.attacker, units: record.attacker.units.map(blank) },
    defender: { ...record.defender, units: record.defender.units.map(blank) },
    days: record.days.map((d) => ({
      ...d,
      morale: d.morale ? { attacker: opaque.attacker ? morale(d.morale.attacker) : d.morale.attacker, defender: opaque.defender ? morale(d.morale.defender) : d.morale.defender } : null,
      rounds: d.rounds.map((r) => {
        const side = (s: BattleSide): BattleRoundSide => {
          const lost = losses(r[s].lost);
          const x = { ...r[s], lost, lostByType: lost.length === r[s].lost.length ? r[s].lostByType : {} };
          if (!opaque[s]) return x;
          return { ...x, firingStrength: null, inflicted: null, finalMorale: null, bombardment: x.bombardment ? { ...x.bombardment, inflicted: null } : null };
        };
        return { ...r, attacker: side('attacker'), defender: side('defender') };
      }),
      withdrawal: d.withdrawal ? { ...d.withdrawal, rolls: d.withdrawal.rolls.map((x) => (x.counter && hidden.has(x.counter) ? { ...x, counter: null } : x)) } : null,
    })),
    pursuit: record.pursuit ? {
      ...record.pursuit, lost: losses(record.pursuit.lost),
      ...(chaser !== null && opaque[chaser] ? { victorCavalry: null, points: null } : {}),
    } : null,
    politicalPoints: pp && loser !== null && opaque[loser] ? { ...pp, corpsCounted: null, parts: [] } : pp,
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
 * How a preview reads the battle: `withDivisions` adds the pairings where one side outflanks
 * (7.5.2.3, the strong AI); `allies` 'estimated' guesses the side's other powers' hidden corps as
 * the enemy's (2.4.2, a seat's view).
 */
export interface PreviewReading {
  readonly withDivisions?: boolean;
  readonly allies?: 'exact' | 'estimated';
}

/**
 * The odds preview for `power` choosing a chit: the rules' `oddsTable` over a context where its
 * own units are exact, enemy corps revealed to it are exact, and every other enemy corps (with
 * `allies` 'estimated', every other corps of its own side too) is the
 * nominal strength of its counter's type (`ESTIMATE`) with the chart's morale and no intrinsic
 * rating. Leaders, garrisons and irregulars are public and exact.
 */
export function oddsPreview(
  state: GameState, record: BattleRecord, progress: NonNullable<LandTurn['battle']>, power: MajorPower, days = DAYS_PER_PAIRING,
  { withDivisions = false, allies = 'exact' }: PreviewReading = {},
): BattleOddsPreview {
  const side: BattleSide = record.attacker.powers.includes(power) ? 'attacker' : 'defender';
  const ctx = combatContext(state, progress);
  let estimated = false;
  const known = (u: CombatUnit): CombatUnit => {
    if (u.kind !== 'corps' || u.power === power) return u;
    const c = state.corps.find((x) => x.counter === u.id);
    if (c && (c.revealedTo.includes(power) || controllerOf(state, c.nationality) === power || operatorOf(state, c) === power)) return u;
    estimated = true;
    return { id: u.id, kind: 'corps', power: u.power, nationality: u.nationality, factors: ESTIMATE[c?.type ?? 'infantry'] };
  };
  const enemy = side === 'attacker' ? 'defender' : 'attacker';
  // 2.4.2 for a seat, its allies' hidden corps too (their strengths are no more its knowledge than the enemy's)
  const own = side;
  const guess: CombatContext = {
    ...ctx,
    [enemy]: { ...ctx[enemy], units: ctx[enemy].units.map(known) },
    ...(allies === 'estimated' ? { [own]: { ...ctx[own], units: ctx[own].units.map(known) } } : {}),
  };
  // issue 15: the whole first day of each pairing beside its first round
  // 7.5.2.3 on request (the strong AI, ai/chits.ts) the pairings where one side outflanks too, each side
  // dividing as the engine's first legal division (what an unasked answer takes); the UI's preview leaves them out
  const divisions: Partial<Record<BattleSide, readonly string[]>> = {};
  if (withDivisions) for (const s of SIDES) { const first = legalDivisions(guess, s)[0]; if (first) divisions[s] = first; }
  const byPair = new Map(days > 0 ? dayOddsTable(guess, divisions, days).map((o) => [`${o.attackerChit}/${o.defenderChit}`, o]) : []);
  const rows = oddsTable(guess, divisions).map((o) => {
    const d = byPair.get(`${o.attackerChit}/${o.defenderChit}`);
    return {
      attackerChit: o.attackerChit, defenderChit: o.defenderChit, withdrawalChance: o.withdrawalChance,
      victory: o.victory, bothBreak: o.bothBreak, expectedLosses: o.expectedLosses, expectedMoraleLoss: o.expectedMoraleLoss,
      ...(d ? { day: { ...d.ends, breaks: d.breaks, expectedLosses: d.expectedLosses, expectedMoraleLoss: d.expectedMoraleLoss, flags: d.flags, days: d.days } } : {}),
    };
  });
  return { power, side, basis: estimated ? 'estimated' : 'exact', rows };
}

/**
 * Previews already computed for a battle state. The working state is immutable, so while the
 * chits are awaited (nothing else changes) every view of it reuses the same preview; this only
 * saves time and never changes a result.
 */
const previews = new WeakMap<NonNullable<LandTurn['battle']>, Map<string, BattleOddsPreview>>();

/**
 * The battle in progress for the view (null between battles), odds only for a power choosing its chit (7.5.2.1, 18.0).
 * `allies`: 'estimated' for a seat's view (2.4.2: an ally's corps is as hidden from it as an enemy's until
 * revealed); 'exact' for the computer's callers, which hand in a state already blinded to the power (ai/seen.ts).
 */
export function battleViewFor(state: GameState, viewer: Viewer, days = DAYS_PER_PAIRING, allies: 'exact' | 'estimated' = 'exact'): BattleView | null {
  const p = state.turn.land?.battle;
  if (!p) return null;
  const record = redactBattle(state, p.record, viewer);
  // 18.0 a solitaire side choosing or changing its chit sees the same preview
  const choosing = viewer !== 'spectator' && state.pending.some((d) => d.power === viewer && (d.kind === 'land/combatChit' || d.kind === 'land/combatSolitaire'));
  if (!choosing) return { ...record, odds: null };
  let cache = previews.get(p);
  if (!cache) previews.set(p, (cache = new Map()));
  const key = `${viewer}/${days}/${allies}`;
  let odds = cache.get(key);
  if (!odds) cache.set(key, (odds = oddsPreview(state, p.record, p, viewer, days, { allies })));
  return { ...record, odds };
}

/** The turn record for a view: the engine's working battle state removed, finished battles redacted. */
export function redactLandTurn(state: GameState, land: LandTurn, viewer: Viewer): LandTurn {
  const { battle: _working, battles, ...rest } = land;
  return battles ? { ...rest, battles: battles.map((b) => redactBattle(state, b, viewer)) } : rest;
}
