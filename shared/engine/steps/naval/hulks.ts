// v2.71 12.2.8 (option) hulks after the battle: 12.2.8.2 what happens to hulks whose port is taken
// by an enemy, changes hands by conquest or cession, or whose owner's alliance with the port's
// holder is broken; 12.2.8.3 refitting hulks in the Money and Manpower Expenditure Step (the
// Economic Phase books the cost: steps/economic/purchases.ts).
import { LEGAL, allied, atWar, illegal } from '../../../model';
import type { CityId, GameState, Hulks, MajorPower, Nationality, Verdict } from '../../../model';
import { fleetPower, portHolder } from '../../../rules/naval';
import { emit, roll } from '../../tx';
import type { Tx } from '../../tx';
import { addHulks } from './advancedAftermath';
import { navalCtx, navy, patchNavy } from './navalState';

/** 12.2.8.3 a hulk costs $5 and one manpower point to refit, and is a ship three months later. */
export const HULK_REFIT = { money: 5, manpower: 1, months: 3 } as const;

/** 12.2.8.2 a die per hulk: 1-3 it is destroyed, 4-6 it goes to the port's new holder. */
export const hulkTransferred = (die: number): boolean => die >= 4;

/** A garrison of the hulks' owner, or of an ally of it, holds the port's city. */
function friendlyGarrison(state: GameState, owner: MajorPower, city: CityId): boolean {
  return state.garrisons.some((g) => {
    if (g.place.kind !== 'city' || g.place.city !== city) return false;
    const p = fleetPower(state, { nationality: g.nationality });
    return p !== null && (p === owner || allied(state, p, owner));
  });
}

/**
 * 12.2.8.2 hulks whose port is held by a power that is neither their owner nor its ally: held by
 * an enemy (a land force took it) they are all destroyed; otherwise (the port changed hands by
 * conquest or cession, or the alliance was broken) a die each, 1-3 destroyed, 4-6 the new
 * holder's, except that with a friendly garrison still in the port they are sunk (docs/RULINGS.md).
 * Checked after every command outside the Naval Phase (ports.ts), as fleets in lost ports are.
 */
export function hulksOfChangedPorts(tx: Tx): void {
  const ctx = navalCtx(tx);
  const kept: Hulks[] = [];
  const gained: { power: MajorPower; city: CityId; n: number }[] = [];
  let changed = false;
  for (const h of navy(tx.state).hulks) {
    const port = ctx.naval.port(h.port);
    const holder = port ? portHolder(tx.state, ctx, port) : null;
    const owner = fleetPower(tx.state, { nationality: h.nationality });
    if (holder === null || owner === null || holder === owner || allied(tx.state, holder, owner)) {
      kept.push(h);
      continue;
    }
    changed = true;
    if (atWar(tx.state, holder, owner)) {
      // 12.2.8.2 an enemy land force holds the port: every hulk there is destroyed
      emit(tx, { type: 'hulksChanged', port: h.port, nationality: h.nationality, delta: -h.count, rule: '12.2.8.2', reason: 'the port fell to an enemy' });
      continue;
    }
    if (friendlyGarrison(tx.state, owner, h.port)) {
      // 12.2.8.2 friendly troops in the port sink the hulks rather than hand them over
      emit(tx, { type: 'hulksChanged', port: h.port, nationality: h.nationality, delta: -h.count, rule: '12.2.8.2', reason: 'sunk by their own garrison as the port changed hands' });
      continue;
    }
    let transferred = 0;
    for (let i = 0; i < h.count; i++) if (hulkTransferred(roll(tx, '12.2.8.2', 'hulk in a port changing hands'))) transferred++;
    emit(tx, { type: 'hulksChanged', port: h.port, nationality: h.nationality, delta: -h.count, rule: '12.2.8.2', reason: `the port changed hands: ${h.count - transferred} destroyed, ${transferred} taken over` });
    if (transferred > 0) gained.push({ power: holder, city: h.port, n: transferred });
  }
  if (!changed) return;
  patchNavy(tx, { hulks: kept });
  for (const g of gained) addHulks(tx, g.power, g.city, g.n, '12.2.8.2', 'taken over with the port');
}

/** 12.2.8.3 whether the hulks of `nationality` in the port of `city` may be refitted by `power` now: the port is its own, its minor's or an ally's. */
export function refitVerdict(tx: Tx, power: MajorPower, city: CityId): Verdict {
  const ctx = navalCtx(tx);
  const port = ctx.naval.port(city);
  const holder = port ? portHolder(tx.state, ctx, port) : null;
  if (holder === null || (holder !== power && !allied(tx.state, holder, power))) return illegal('illegalOption', '12.2.8.3', 'hulks are refitted only in a friendly or allied port');
  return LEGAL;
}

/**
 * 12.2.8.3 the refit orders of the expenditure step for one nationality: `refit:<nationality>:<city>`, one hulk,
 * with the port's verdict (the purchases step adds the money verdict and books the cost).
 */
export function refitOptions(tx: Tx, power: MajorPower, nationality: Nationality): { value: string; city: CityId; label: string; verdict: Verdict }[] {
  if (!tx.state.options.rules.hulks) return [];
  const ctx = navalCtx(tx);
  return navy(tx.state).hulks
    .filter((h) => h.nationality === nationality && h.count > 0)
    .map((h) => ({
      value: `refit:${nationality}:${h.port}`, city: h.port,
      label: `Refit a hulk in ${ctx.naval.port(h.port)?.name ?? h.port} ($${HULK_REFIT.money}, ${HULK_REFIT.manpower} manpower, a ship in ${HULK_REFIT.months} months; ${h.count} there)`,
      verdict: refitVerdict(tx, power, h.port),
    }));
}

/** 12.2.8.3 one hulk of `nationality` in `city` leaves the port's hulks to be refitted; false when there is none. */
export function takeHulkToRefit(tx: Tx, nationality: Nationality, city: CityId): boolean {
  const hulks = navy(tx.state).hulks;
  const h = hulks.find((x) => x.port === city && x.nationality === nationality && x.count > 0);
  if (!h) return false;
  patchNavy(tx, { hulks: h.count === 1 ? hulks.filter((x) => x !== h) : hulks.map((x) => (x === h ? { ...x, count: x.count - 1 } : x)) });
  emit(tx, { type: 'hulksChanged', port: city, nationality, delta: -1, rule: '12.2.8.3', reason: 'taken in hand to be refitted' });
  return true;
}
