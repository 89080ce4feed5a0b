// 12.1.2.2 (option) ships building for a minor free state are not lost when an enemy takes their
// port (12.1.2.1 destroys only a major power's, `loseOccupiedShipyards`): the power that took the
// port chooses to destroy them or to let construction go on (several powers inside roll competitive
// dice, 10.8, for the choice: docs/RULINGS.md). Ships left building wait in the shipyard, and they
// go to whichever major power controls the minor now. They enter play only in a port of the minor
// that this power holds (5.1.2, `shipyardPort`), so they come to the power that controls both the
// minor's fleet and the port.
import { LEGAL, POWER_NAMES, atWar, isMajorPower } from '../../../model';
import type { CityId, MajorPower, Nationality, ShipsDue } from '../../../model';
import { shipyardPort } from '../../../rules/naval';
import { powersInCity } from '../../../rules/land/movement';
import { competitiveWinner } from '../../../rules/general';
import { emit, openDecision, patch } from '../../tx';
import { rollDie } from '../../dice';
import type { Tx } from '../../tx';
import { navalCtx, navy, patchNavy } from './navalState';

/** 12.1.2.2 a minor's ships due in the pool of a power that no longer controls it pass to `power`, its controller now. */
export function freeStateShipsFollowControl(tx: Tx, power: MajorPower): void {
  if (!tx.state.options.rules.shipBuildingLocations) return;
  const mine = (s: ShipsDue) => !isMajorPower(s.nationality) && s.power !== power && tx.state.minors.some((m) => m.id === s.nationality && m.status !== 'neutral' && m.controller === power);
  const pool = navy(tx.state).ships;
  if (!pool.some(mine)) return;
  const merged: ShipsDue[] = [];
  for (const s of pool.map((x) => (mine(x) ? { ...x, power } : x))) {
    const i = merged.findIndex((x) => x.power === s.power && x.nationality === s.nationality && x.port === s.port);
    if (i >= 0) merged[i] = { ...merged[i]!, ships: merged[i]!.ships + s.ships };
    else merged.push(s);
  }
  patchNavy(tx, { ships: merged });
}

/**
 * 12.1.2.2 a die rolled for the taken shipyard: its label (the port) reaches the powers holding
 * the port and the shipyard's owner; other seats read a competitive die (10.8) and nothing more.
 */
function secretRoll(tx: Tx, audience: readonly MajorPower[], purpose: string, publicPurpose: string): number {
  const r = rollDie(tx.state.dice, 6);
  patch(tx, { dice: r.dice });
  emit(tx, { type: 'diceRolled', rule: '12.1.2.2', purpose, sides: 6, value: r.value, forced: r.forced, audience, publicPurpose, publicRule: '10.8' });
  return r.value;
}

const minorName = (tx: Tx, n: Nationality): string => tx.state.minors.find((m) => m.id === n)?.name ?? n;

/**
 * 12.1.2.2 as `power`'s Naval Reinforcement Step begins: each of its free states' shipyards that
 * powers at war with it hold asks the taker (one of several by competitive dice) whether the ships
 * building there are destroyed. A taker that let them go on building is not asked again while it
 * holds the port. True when a question is open (the owner's orders wait for the answers).
 */
export function askCapturedShipyards(tx: Tx, power: MajorPower): boolean {
  if (!tx.state.options.rules.shipBuildingLocations) return false;
  const ctx = navalCtx(tx);
  const seen = new Set<string>();
  let asked = false;
  for (const s of navy(tx.state).ships) {
    if (s.power !== power || s.port === null || isMajorPower(s.nationality) || s.ships <= 0 || seen.has(`${s.nationality}:${s.port}`)) continue;
    seen.add(`${s.nationality}:${s.port}`);
    const port = ctx.naval.port(s.port);
    if (!port || shipyardPort(tx.state, ctx, s.nationality, port)) continue;
    const takers = powersInCity(tx.state, port.area, port.city).filter((p): p is MajorPower => p !== null && p !== power && atWar(tx.state, p, power));
    if (takers.length === 0 || (s.sparedBy !== undefined && takers.includes(s.sparedBy))) continue;
    const name = port.name;
    // 12.1.2.2 a mixed force: competitive dice (10.8) pick the power that decides
    // 2.4.2 the dice are public, but the shipyard they name is the owner's and the takers' to know
    const audience = [...takers, power];
    const taker = takers.length === 1 ? takers[0]! : competitiveWinner<MajorPower>(takers, (p) => secretRoll(tx, audience, `${POWER_NAMES[p]} for the shipyard of ${name}`, `${POWER_NAMES[p]}, competitive dice`))!;
    const ships = navy(tx.state).ships.filter((x) => x.power === power && x.nationality === s.nationality && x.port === s.port).reduce((n, x) => n + x.ships, 0);
    const what = `${ships} ${minorName(tx, s.nationality)} ship${ships === 1 ? '' : 's'} building for ${POWER_NAMES[power]}`;
    openDecision(tx, {
      power: taker, kind: 'naval/shipyardTaken', step: tx.state.cursor.step, rule: '12.1.2.2',
      prompt: `Your forces hold ${name}, where ${what} lie in the shipyard: destroy them, or let construction go on?`,
      secret: false, select: 'one', group: null,
      options: [
        { value: `destroy:${s.nationality}:${s.port}`, label: `Destroy the ${what}`, verdict: LEGAL },
        { value: `build:${s.nationality}:${s.port}`, label: `Let construction go on (the ships go to whoever controls ${minorName(tx, s.nationality)} and the port)`, verdict: LEGAL },
      ],
    });
    asked = true;
  }
  return asked;
}

/** 12.1.2.2 the taker's answer: the ships are struck from the pool, or marked as spared by it. */
export function answerShipyardTaken(tx: Tx, taker: MajorPower, value: string): void {
  const [what, nationality, port] = value.split(':') as [string, string, string];
  const hit = (s: ShipsDue) => s.nationality === nationality && s.port === port && !isMajorPower(s.nationality);
  const ships = navy(tx.state).ships.filter(hit).reduce((n, s) => n + s.ships, 0);
  // the power the ships were building for (the question is asked in its Naval Reinforcement Step)
  const owner = navy(tx.state).ships.find(hit)?.power ?? tx.state.cursor.phasing[0]!;
  const destroyed = what === 'destroy';
  patchNavy(tx, { ships: destroyed ? navy(tx.state).ships.filter((s) => !hit(s)) : navy(tx.state).ships.map((s) => (hit(s) ? { ...s, sparedBy: taker } : s)) });
  const portName = navalCtx(tx).naval.port(port as CityId)?.name ?? port;
  emit(tx, { type: 'shipyardTaken', taker, owner, nationality: nationality as Nationality, portName, ships, destroyed, rule: '12.1.2.2' });
}
