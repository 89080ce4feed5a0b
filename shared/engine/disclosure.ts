// 2.4.2 What the other seats may learn from an answer. A corps' strength, and so the type of
// each factor it gains, gives up or loses, is its owner's secret until a combat reveals it to
// the powers fighting it (7.5.2.6.3). Garrisons, irregulars, fleets and where counters stand
// are public (2.4.1). So an answer that names the type of a corps' factor is logged twice: in
// full for its author (and the powers `audience` names), and as `publicAnswer` for every other
// viewer, with the type replaced by HIDDEN_FACTOR. `redactEvent` picks the copy.
import { HIDDEN_FACTOR } from '../model';
import type { DecisionAnswer, GameState, MajorPower, PendingDecision } from '../model';

export interface Disclosure {
  /** The answer as any viewer outside the audience sees it. */
  readonly publicAnswer: DecisionAnswer;
  /** Who sees the answer in full (its author always does). */
  readonly audience: readonly MajorPower[];
}

/** Replace the segment at `i` of a ':'-joined answer by the hidden-type mark. */
const hideAt = (parts: readonly string[], i: number): string => parts.map((p, j) => (j === i ? HIDDEN_FACTOR : p)).join(':');

/** A unit key of a garrison (public strength) rather than a corps counter (secret strength). */
const isGarrisonUnit = (unit: string): boolean => unit.startsWith('garrison-') || unit.startsWith('garrison:') || unit.startsWith('sortie:');

/**
 * 2.4.2 the public form of an answer that names a corps' factor type, or null when the answer
 * tells nothing secret. Every decision kind of the land phase is listed so a new shape is a
 * conscious choice: the others carry handles, areas, cities, public garrison factors, routes,
 * chits or yes/no choices.
 */
export function answerDisclosure(state: GameState, decision: PendingDecision, answer: DecisionAnswer): Disclosure | null {
  if (typeof answer !== 'string') return null;
  const parts = answer.split(':');
  const own = (publicAnswer: string): Disclosure => ({ publicAnswer, audience: [decision.power] });
  switch (decision.kind) {
    // 7.3.3 detach:<counter>:<type>:<place>: the factor leaves a corps (it arrives as infantry, public)
    case 'land/movement':
      return parts[0] === 'detach' && parts.length === 4 ? own(hideAt(parts, 2)) : null;
    // 5.2.2 factor:<pool>:<type>:<counter> into a corps; 5.2.3 transfer:<from>:<type>:<to> between corps
    // 5.2.1.2 bought:<roster>:<place>:<at>:<source>:<from>:<type>: which counter it is and its factor type are secret
    case 'reinforcement/army':
      if (parts[0] === 'bought' && parts.length === 7) return own(hideAt(hideAt(parts, 1).split(':'), 6));
      return (parts[0] === 'factor' || parts[0] === 'transfer') && parts.length === 4 ? own(hideAt(parts, 2)) : null;
    // 7.4.1.3 <counter>:<type> out of a corps (a garrison it left, with area and place, is public);
    // 7.4.5.2 siege:<area>:<city>:<unit>:<type> out of a corps or garrison inside a besieged city
    case 'land/forageLosses':
      if (parts[0] === 'siege') return parts.length === 5 && !isGarrisonUnit(parts[3]!) ? own(hideAt(parts, 4)) : null;
      return parts.length === 2 ? own(hideAt(parts, 1)) : null;
    // 7.4.5.2 control:<power>:<counter>:<type>:<area>:<city>: a besieger's factor into the emptied city
    case 'land/besiegedCity':
      return parts[0] === 'control' && parts.length === 6 ? own(hideAt(parts, 3)) : null;
    // opt:12.3.9.4 <surrender|destroy>:<holder>:<area>:<spec>: the overrunner learns what it takes prisoner
    case 'land/overrunSwept':
      return parts.length >= 4 ? { publicAnswer: hideAt(parts.slice(0, 4), 3), audience: [decision.power, parts[1] as MajorPower] } : null;
    // 7.5.4 loss:<city>:<type>:<unit>, sloss:<area>:<city>:<besieger>:<type>:<unit> (unit may hold ':')
    case 'land/siege':
      if (parts[0] === 'loss' && parts.length >= 4) return isGarrisonUnit(parts.slice(3).join(':')) ? null : own(hideAt(parts, 2));
      if (parts[0] === 'sloss' && parts.length >= 6) return isGarrisonUnit(parts.slice(5).join(':')) ? null : own(hideAt(parts, 4));
      return null;
    // 7.5.2.9.2 losses by type "infantry:2,cavalry:1": the powers fighting the battle have seen the
    // forces revealed (7.5.2.6.3); anyone else learns only how many factors were lost
    case 'land/combatLosses': {
      const battle = state.turn.land?.battle?.record;
      const total = answer.split(',').reduce((n, x) => n + (Number(x.split(':')[1]) || 0), 0);
      const fighting = battle ? [...battle.attacker.powers, ...battle.defender.powers] : [];
      return { publicAnswer: `${HIDDEN_FACTOR}:${total}`, audience: [...new Set([decision.power, ...fighting])] };
    }
    case 'sequence/acknowledge':
    case 'political/declareWar':
    case 'naval/announcePosition':
    case 'land/announcePosition':
    case 'political/declareCombinedMovement':
    case 'land/depots':
    case 'land/alliedSupply':
    case 'land/insurrection':
    case 'land/supply':
    case 'land/depotGarrison':
    case 'land/combatOrder':
    case 'land/combatRetire':
    case 'land/combatCommander':
    case 'land/combatChit':
    case 'land/combatDivision':
    case 'land/combatReinforce':
    case 'land/combatEndOfDay':
    case 'land/combatRetreat':
    case 'land/combatDepot':
    case 'land/combatRound':
    case 'land/combatJoin':
    case 'land/combatTrivial':
    case 'land/combatSally':
    case 'land/combatSolitaire':
    case 'land/combatBystander':
    case 'land/garrisonAttack':
    case 'land/guerillaAttack':
    case 'land/moveOrder': // 7.3.8.1 an order of powers
    case 'land/straitsLeave': // 7.4.3.3 grant or refuse
      return null;
    // 12.2.4 cut:<counter>:<type>: which corps a fleet carries and its factor types are secret (2.4.2)
    case 'naval/transportLosses':
      return parts[0] === 'cut' ? own(HIDDEN_FACTOR) : null;
    default:
      // the Political, Naval and Economic Phases' answers name no corps' factor types; what they
      // keep secret (notes, money, fleets bought) their own views and redaction keep
      return null;
  }
}
