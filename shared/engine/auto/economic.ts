// Standing procedures for the Economic Phase (8.0): announce victory when it is reached, trade
// with Great Britain whenever allowed, keep economic manipulation at 0, cede nothing, and spend
// what the treasury allows on the power's needs: a reserve for next quarter's upkeep is kept,
// losses in the field armies are replaced first (infantry before cavalry, guard and artillery),
// and nothing is bought that would leave the power unable to pay (never bankrupt by choice).
import { FACTOR_TYPES, atWar, isMajorPower } from '../../model';
import type { DecisionAnswer, DecisionValue, GameState, MajorPower, Nationality, PendingDecision, PurchaseUnit } from '../../model';
import { corpsById } from '../../data/forces';
import { costOf, maintenanceLines, unitPrice } from '../../rules/economic';

const legalValues = (d: PendingDecision): DecisionValue[] => d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));

/** Money kept back after purchases: next quarter's upkeep as it stands now, and a few points for depots and supply. */
export const RESERVE_MARGIN = 5;
export function reserveOf(state: GameState, power: MajorPower): number {
  return costOf(maintenanceLines(state, power)) + RESERVE_MARGIN;
}

/** Factors the nationality's corps on the map lack, by type (their counters' boxes less what they hold and what is already on its way). */
export function fieldDeficit(state: GameState, nationality: Nationality): Partial<Record<PurchaseUnit, number>> {
  const out: Partial<Record<PurchaseUnit, number>> = {};
  for (const c of state.corps) {
    if (c.nationality !== nationality || c.location.kind === 'offMap' || c.type === 'feudal' || c.type === 'insurrection') continue;
    const roster = corpsById(c.id);
    if (!roster) continue;
    for (const t of ['infantry', 'cavalry', 'guard', 'artillery'] as const) {
      const room = (roster.limits[t] ?? 0) - (c.factors[t] ?? 0) - (t === 'infantry' ? (c.factors.militia ?? 0) : 0);
      if (room > 0) out[t] = (out[t] ?? 0) + room;
    }
  }
  for (const r of state.reinforcements) {
    if (r.nationality !== nationality) continue;
    for (const t of FACTOR_TYPES) if ((r.factors?.[t] ?? 0) > 0 && t in out) out[t as PurchaseUnit] = Math.max(0, (out[t as PurchaseUnit] ?? 0) - (r.factors?.[t] ?? 0));
  }
  return out;
}

/**
 * 8.5.3 one purchase order toward the power's needs, or 'end'. `extra` adds room the power's own
 * field deficit does not see (the AI's bought corps counters, shared/engine/ai/economy.ts).
 */
export function purchase(state: GameState, d: PendingDecision, extra: Partial<Record<PurchaseUnit, number>> = {}): DecisionValue {
  const legal = new Set(legalValues(d));
  const power = d.power;
  const natIds: Nationality[] = [power, ...state.minors.filter((m) => m.status === 'free' && m.controller === power).map((m) => m.id)];
  for (const nat of natIds) {
    const need = fieldDeficit(state, nat);
    if (nat === power) for (const [u, n] of Object.entries(extra) as [PurchaseUnit, number][]) need[u] = (need[u] ?? 0) + n;
    for (const unit of ['infantry', 'cavalry', 'guard', 'artillery'] as const) {
      if ((need[unit] ?? 0) <= 0) continue;
      const value = `buy:${nat}:${unit}`;
      if (!legal.has(value)) continue;
      // a power keeps its reserve; a free state spends what it has (its leftovers are lost, 8.5.5)
      if (isMajorPower(nat) && state.powers[power].money - unitPrice(unit, nat, state.options).money < reserveOf(state, power)) continue;
      // what this step already bought counts against the need
      // (section 11: a combination member's purchases are on the pooled sheet, marked with its nationality)
      const bought = (state.economy?.current?.worksheets ?? []).flatMap((w) => w.purchases.filter((p) => p.unit === unit && (p.nationality ?? w.nationality) === nat)).reduce((n, p) => n + p.count, 0);
      if (bought >= (need[unit] ?? 0)) continue;
      return value;
    }
  }
  return 'end';
}

/** 8.2 trade with Great Britain when at peace with it, let non-enemies use the Black Sea, stop no American trade (a war with America costs more than it brings). */
function collection(state: GameState, d: PendingDecision): DecisionAnswer {
  return legalValues(d).filter((v) => {
    const s = String(v);
    if (s === 'trade') return true;
    if (s.startsWith('permit:')) {
      const q = s.slice(7) as MajorPower;
      return q === 'britain' ? !atWar(state, d.power, 'britain') : !atWar(state, d.power, q);
    }
    return false;
  });
}

/** 8.10 place every irregular and raise every feudal corps the levy allows (removing excess cossacks first). */
function levy(d: PendingDecision): DecisionValue {
  const legal = legalValues(d).map(String);
  return legal.find((v) => v.startsWith('remove:')) ?? legal.find((v) => v !== 'end') ?? 'end';
}

/** The standing procedures' answer to an Economic Phase decision, or undefined for other kinds. */
export function economicAnswer(state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  switch (d.kind) {
    case 'economic/britishVictoryPoints':
      return 'keep';
    case 'economic/announceVictory':
      return 'announce'; // 8.1.3.2 a level reached is announced at once
    case 'economic/collection':
      return collection(state, d);
    case 'economic/lending':
      return 'end';
    case 'economic/manipulation':
      return 'zero';
    case 'economic/returnLeaders':
      return [];
    case 'economic/expenditure':
      return purchase(state, d);
    case 'economic/cede':
      return 'none';
    case 'economic/acceptCession':
      return legalValues(d).map(String).find((v) => v.startsWith('free:')) ?? String(d.options[0]?.value ?? '');
    case 'economic/levy':
      return levy(d);
    case 'economic/disorderClaim':
      // 8.7.4 the procedures make no bargain: they leave a disputed territory to the dice
      return legalValues(d).map(String).find((v) => v.endsWith('>dice')) ?? String(d.options[0]?.value ?? '');
    default:
      return undefined;
  }
}
