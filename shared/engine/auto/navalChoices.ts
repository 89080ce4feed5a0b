// Standing procedures for the owners' naval choices outside the moves and attacks (19.1.1 where it
// speaks, docs/RULINGS.md where it does not): 6.3.3.2 keep the losses where the fire put them
// (the largest fleet first, transports last); 12.2.5 (option) leave an odd loss to the dice, or,
// owning every candidate, give it to the nationality with the most ships in the stack; 12.2.4
// lose the factors aboard the default way; 6.2.6.1 fleets shut in a lost port fight their
// blockaders when they outnumber them, and are scuttled otherwise; 12.2.6.1.9.1 (option) disabled
// ships go to the nearest port; 12.2.6.1.8 a victor stays at sea, and with no victor the weaker side
// makes for its nearest port.
import type { DecisionAnswer, Fleet, GameState, MajorPower, PendingDecision } from '../../model';
import { atWar } from '../../model';
import { fleetPower } from '../../rules/naval';

const shipsOf = (fleets: readonly Fleet[]): number => fleets.reduce((n, f) => n + f.ships, 0);

/**
 * 6.2.6.1 the ships of `power` lying in the port of `city`, and the ships of powers at war with it
 * blockading that port.
 */
export function lostPortOdds(state: GameState, power: MajorPower, city: string): { own: number; blockaders: number } {
  const own = state.fleets.filter((f) => f.location.kind === 'port' && f.location.city === city && fleetPower(state, f) === power);
  const blockaders = state.fleets.filter((f) => {
    if (f.location.kind !== 'blockade' || f.location.city !== city) return false;
    const p = fleetPower(state, f);
    return p !== null && p !== power && atWar(state, p, power);
  });
  return { own: shipsOf(own), blockaders: shipsOf(blockaders) };
}

/**
 * 6.2.6.1 (no 19.1 procedure: docs/RULINGS.md) fight out of a lost, blockaded port when the
 * fleets there have more ships than the blockaders, as 19.1.1 (6.3.2) stands and fights when
 * stronger; otherwise scuttle. Lost, the fleets would be scuttled anyway and their power would
 * also lose the battle's points, so an even or weaker stack does not try.
 */
function portLostAnswer(state: GameState, d: PendingDecision, legal: readonly string[]): string {
  const scuttle = legal.find((v) => v.startsWith('scuttle:'));
  const fight = legal.find((v) => v.startsWith('fight:'));
  if (!fight) return scuttle ?? legal[0] ?? '';
  const odds = lostPortOdds(state, d.power, fight.slice('fight:'.length));
  return odds.own > odds.blockaders || !scuttle ? fight : scuttle;
}

/**
 * 12.2.6.1.8 (no 19.1 procedure: docs/RULINGS.md) a victor stays at sea, as 19.1.1 (6.3.5) never
 * pursues and never gives up a won sea; with no victor a side with fewer ships fit than the enemy
 * makes for its nearest port (the first listed), as the standing retreat does, and a side with as
 * many or more stays.
 */
function withdrawAnswer(state: GameState, d: PendingDecision, legal: readonly string[]): string {
  const rec = state.turn.naval?.battle?.record;
  const port = legal.find((v) => v.startsWith('port:'));
  if (!rec || !port || (rec.outcome !== 'draw')) return legal.includes('stay') ? 'stay' : (legal[0] ?? 'stay');
  const mine = rec.attacker.powers.includes(d.power) ? rec.attacker : rec.defender;
  const theirs = mine === rec.attacker ? rec.defender : rec.attacker;
  const fit = (s: typeof mine) => state.fleets.filter((f) => s.fleets.includes(f.id)).reduce((n, f) => n + f.ships, 0);
  return fit(mine) < fit(theirs) ? port : legal.includes('stay') ? 'stay' : port;
}

export function navalChoiceAnswer(state: GameState, d: PendingDecision): DecisionAnswer {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  switch (d.kind) {
    case 'naval/losses':
      return legal.includes('done') ? 'done' : (legal[0] ?? 'done');
    // 12.2.4 the factors aboard lost the default way (the largest corps first)
    case 'naval/transportLosses':
      return legal.includes('default') ? 'default' : (legal[0] ?? 'default');
    case 'naval/oddLoss': {
      if (legal.includes('roll')) return 'roll';
      const rec = state.turn.naval?.battle?.record;
      const inBattle = new Set([...(rec?.attacker.fleets ?? []), ...(rec?.defender.fleets ?? [])]);
      const ships = (v: string) => state.fleets.filter((f) => inBattle.has(f.id) && `nat:${f.nationality}` === v).reduce((n, f) => n + f.ships, 0);
      return [...legal].sort((a, b) => ships(b) - ships(a) || (a < b ? -1 : 1))[0] ?? '';
    }
    case 'naval/portLost':
      return portLostAnswer(state, d, legal);
    // 12.2.6.1.9.1 (no 19.1 procedure: docs/RULINGS.md) every disabled ship to the nearest port, the best odds
    case 'naval/hulkPort':
      return legal.find((v) => v.startsWith('all:')) ?? legal[0] ?? '';
    case 'naval/withdraw':
      return withdrawAnswer(state, d, legal);
    // 12.1.2.2 (option; no 19.1 procedure: docs/RULINGS.md) an enemy's ships are destroyed
    case 'naval/shipyardTaken':
      return legal.find((v) => v.startsWith('destroy:')) ?? legal[0] ?? '';
    default:
      return legal[0] ?? '';
  }
}
