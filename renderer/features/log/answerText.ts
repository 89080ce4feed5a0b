import type { DecisionAnswer } from '../../../shared/model/decisions';
import { HIDDEN_FACTOR } from '../../../shared/model/events';
import { isPower, listText, powerName } from '../game/names';
import type { SeatNames } from './logNames';

// Issue 15: a decision's answer as words in the log ("I Corps to Ulm (area 320)"), never its
// option value ("move:k5pv7gc:320"). The values' shapes are the engine's (shared/engine/README.md
// "Multi-command steps", shared/model/battle.ts); a shape this build does not know is said token
// by token, each id named, so an unknown answer still reads without ids.

const FACTOR_WORD: Record<string, string> = {
  infantry: 'infantry', militia: 'militia', cavalry: 'cavalry', guard: 'guard', artillery: 'artillery', feudalInfantry: 'feudal infantry', feudalCavalry: 'feudal cavalry',
  cossack: 'cossack', freikorps: 'freikorps', guerilla: 'guerilla',
};
/** `type` HIDDEN_FACTOR ('?'): a factor of another power's corps, its type secret (2.4.2). */
export const factorsOf = (type: string | undefined, n = 1): string => {
  const word = type === HIDDEN_FACTOR ? '' : (FACTOR_WORD[type ?? ''] ?? type ?? '');
  return `${n} ${word ? `${word} ` : ''}factor${n === 1 ? '' : 's'}`;
};

const CHIT_WORD: Record<string, string> = {
  outflank: 'Outflank', assault: 'Assault', 'escalated-assault': 'Escalated Assault', echelon: 'Echelon', probe: 'Probe', counterattack: 'Counterattack',
  'escalated-counterattack': 'Escalated Counterattack', cordon: 'Cordon', withdraw: 'Withdraw', defend: 'Defend',
};

const HANDLE = /^[kx][a-km-np-z2-9]{6}$/;

/** One token of a value as words: a counter, an area, a place or leader, a power, a factor type. */
export function tokenText(t: string, n: SeatNames): string {
  if (HANDLE.test(t)) return n.counter(t);
  if (/^\d{3}$/.test(t)) return n.area(t);
  if (isPower(t)) return powerName(t);
  if (/^garrison[-:]/.test(t)) return 'the garrison';
  if (/^depot-\d+$/.test(t)) return 'a depot';
  return n.slug(t) ?? FACTOR_WORD[t] ?? CHIT_WORD[t] ?? t;
}

/** An unknown shape, token by token ("sortie Austria Linz"). */
const generic = (value: string, n: SeatNames) => value.split(/[:,>@]/).filter(Boolean).map((t) => tokenText(t, n)).join(' ');

const place = (where: string | undefined, n: SeatNames, area?: string) => (where === 'depot' || where === undefined ? `the depot${area ? ` in ${n.area(area)}` : ''}` : n.city(where));

/** 7.3 movement orders (move, march, in, out, detach, absorb, raze, seize, land; 7.3.3.3.1 garrison, leave). */
function movementText(v: string, n: SeatNames): string | null {
  const [verb, c = '', a, b] = v.split(':');
  const who = () => n.counter(c);
  switch (verb) {
    case 'end': return 'no more orders';
    case 'move': return `${who()} to ${n.area(a ?? '')}`;
    case 'march': return `${who()} force marches`;
    case 'in': return `${who()} goes into ${n.city(a ?? '')}`;
    case 'out': return `${who()} comes out of its city`;
    case 'detach': return `${who()} detaches ${factorsOf(a)} to ${place(b, n)}`;
    case 'absorb': return `${who()} absorbs ${factorsOf(a)} from ${place(b, n)}`;
    case 'raze': return `${who()} destroys the enemy depot`;
    case 'seize': return `${who()} converts the enemy depot`;
    case 'land': return `${who()} lands in ${n.area(a ?? '')}${b ? ` and goes into ${n.city(b)}` : ''}`;
    case 'forage': return `${who()} ends its move and forages`;
    // 7.3.3.3.1 an irregular counter joins a garrison; one irregular factor leaves one as a counter
    case 'garrison': return `${who()} joins the garrison of ${place(a, n)}`;
    case 'leave': return `1 ${b ?? ''} factor leaves the garrison of ${place(v.split(':')[4], n, c)} as a counter`;
    default: return null;
  }
}

/** 5.2-5.3 army reinforcement orders. */
function reinforcementText(v: string, n: SeatNames): string | null {
  const [verb, a = '', b = '', c = ''] = v.split(':');
  const pool = (x: string) => `reinforcement ${Number(x) + 1}`;
  switch (verb) {
    case 'end': return 'no more orders';
    case 'corps': return `new corps ${Number(b) + 1} of ${pool(a)} placed`;
    case 'factor': return `${factorsOf(b)} of ${pool(a)} to ${n.counter(c)}`;
    case 'garrison': return `${factorsOf(b)} of ${pool(a)} to the garrison of ${n.city(c)}`;
    case 'transfer': return `${factorsOf(b)} from ${n.counter(a)} to ${n.counter(c)}`;
    case 'leader': return `${n.leader(a)} placed with ${n.counter(b)}`;
    case 'retire': return `${n.leader(a)} retired`;
    case 'disband': return `${n.counter(a)} demobilised`;
    default: return null;
  }
}

/** 7.2 depot orders. */
function depotText(v: string, n: SeatNames): string | null {
  const [verb, a = ''] = v.split(':');
  if (verb === 'end') return 'no more orders';
  if (verb === 'place') return `a depot placed in ${n.area(a)}`;
  if (verb === 'remove') return 'a depot removed';
  if (verb === 'fleet') return 'a depot placed aboard a fleet';
  return null;
}

/** 7.5.4 siege orders: assault, the breach answers, sally, occupy, and the factor losses. */
function siegeText(v: string, n: SeatNames): string | null {
  const parts = v.split(':');
  const [verb, , city = ''] = parts;
  switch (verb) {
    case 'end': return 'no more orders';
    case 'assault': return `an assault attempt on ${n.city(city)}`;
    case 'fight': return `fight the assault at ${n.city(city)}`;
    case 'honors': return `ask for the honors of war at ${n.city(city)}`;
    case 'surrender': return `surrender ${n.city(city)}`;
    case 'sally': return `everything in ${n.city(city)} attacks the besiegers`;
    case 'occupy': return `${n.counter(parts[3] ?? '')} goes inside ${n.city(city)}`;
    case 'loss':
    case 'sloss': {
      const sortie = verb === 'sloss';
      const [c, type, unit] = sortie ? [parts[2], parts[4], parts.slice(5).join(':')] : [parts[1], parts[2], parts.slice(3).join(':')];
      if (!c || !unit) return null;
      return unit.startsWith('garrison:') ? `${factorsOf(type)} of the ${n.city(c)} garrison` : `${factorsOf(type)} of ${n.counter(unit)} at ${n.city(c)}`;
    }
    default:
      return null;
  }
}

/** 7.4.1.3 / 7.4.5.2 a forage-loss answer: "<counter>:<type>[:<area>:<city|depot>]" or "siege:<area>:<city>:<unit>:<type>". */
function forageLossText(v: string, n: SeatNames): string | null {
  const parts = v.split(':');
  if (parts[0] === 'siege') {
    const [, , city, unit, type] = parts;
    if (!city || !unit) return null;
    return `${factorsOf(type)} of ${unit.startsWith('garrison-') ? 'the garrison' : n.counter(unit)} in ${n.city(city)}`;
  }
  const [c, type, area, where] = parts;
  if (!c || !type) return null;
  if (!where) return `${factorsOf(type)} of ${n.counter(c)}`;
  return `${factorsOf(type)} of the garrison ${n.counter(c)} left ${where === 'depot' ? `on the depot in ${n.area(area ?? '')}` : `in ${n.city(where)}`}`;
}

/** 7.3.6.2 a depot garrison's answer. */
function depotGarrisonText(v: string, n: SeatNames): string | null {
  const [kind, , to] = v.split(':');
  if (kind === 'keep') return 'keep the depot';
  if (kind !== 'destroy' || !to) return null;
  return to === 'surrender' ? 'destroy the depot, its garrison surrendering' : `destroy the depot, its garrison going into ${n.city(to)}`;
}

/** opt:12.3.7.4 a reaction: the attempt chosen, or a withdrawal's route (the counters ticked go by the generic text). */
function reactionText(kind: string, v: string, n: SeatNames): string | null {
  if (kind === 'land/reactionRoute') return `withdraw to ${v.split('>').map((a) => n.area(a)).join(' → ')}`;
  const [what, reactor, from] = v.split(':');
  if (what === 'none') return 'no reaction';
  if (!reactor) return null;
  const who = n.leader(reactor) !== reactor ? n.leader(reactor) : n.counter(reactor);
  return what === 'intercept' && from ? `${who} tries to intercept from ${n.area(from)}` : what === 'withdraw' ? `${who} tries to withdraw` : null;
}

/** 7.4.5.2 / 7.4.3.4.5 the besiegers' answer for a city its siege emptied, or a depot left inside. */
function besiegedCityText(v: string, n: SeatNames): string | null {
  const parts = v.split(':');
  if ((parts[0] === 'keepdepot' || parts[0] === 'razedepot') && parts[5]) return parts[0] === 'keepdepot' ? `take over the depot in ${n.city(parts[5])}` : `destroy the depot in ${n.city(parts[5])}`;
  if (parts[0] === 'leave' && parts[3]) return `leave ${n.city(parts[3])} empty`;
  const [kind, , c, type, , city] = parts;
  return kind === 'control' && c && city ? `hold ${n.city(city)} with ${factorsOf(type)} of ${n.counter(c)}` : null;
}

/** 7.5 field combat answers. */
function combatText(kind: string, v: string, n: SeatNames): string | null {
  switch (kind) {
    case 'land/combatLosses': {
      const parts = v.split(',').map((x) => x.split(':')).filter(([, k]) => Number(k) > 0);
      return parts.length === 0 ? 'no factor' : listText(parts.map(([type, k]) => factorsOf(type, Number(k))));
    }
    case 'land/combatTrivial': return v === 'full' ? 'the full field combat' : v === 'trivial' ? 'a trivial combat' : null;
    case 'land/combatEndOfDay': return v === 'fight' ? 'fight another day' : v === 'withdraw' ? 'withdraw' : null;
    case 'land/combatChit': return CHIT_WORD[v] ?? null;
    case 'land/combatCommander': return n.leader(v);
    case 'land/combatOrder': return `the battle in ${n.area(v)}`;
    case 'land/combatDivision': return v === '' ? 'no corps' : listText(v.split(',').map((c) => n.counter(c)));
    case 'land/combatRetreat': return `retreat to ${v.split('>').map((a) => n.area(a)).join(' → ')}`;
    case 'land/combatBystander': return `step aside to ${n.area(v.split('>')[1] ?? v)}`;
    case 'land/combatRetire': {
      if (v === 'done') return 'stay in the field';
      if (v.startsWith('evade:')) return `cossacks and freikorps slip away to ${n.area(v.slice(6))}`;
      const [c, city] = v.split(':');
      return c && city ? `${n.counter(c)} retires into ${n.city(city)}` : null;
    }
    default: return null;
  }
}

/** 7.5.2.11 reinforcement picks: "<area>[@<city>][:<counter>]". */
function reinforceText(keys: readonly string[], n: SeatNames): string {
  if (keys.length === 0) return 'no force tries';
  return listText(
    keys.map((key) => {
      const [where, unit] = key.split(':');
      const [area, city] = (where ?? '').split('@');
      if (unit) return `${n.counter(unit)} from ${n.area(area ?? '')}`;
      return city ? `the forces in ${n.city(city)} (area ${area})` : `the forces in ${n.area(area ?? '')}`;
    }),
  );
}

function oneValue(kind: string, v: string, n: SeatNames): string {
  const said =
    kind === 'land/movement' ? movementText(v, n)
    : kind === 'reinforcement/army' ? reinforcementText(v, n)
    : kind === 'land/depots' ? depotText(v, n)
    : kind === 'land/siege' ? siegeText(v, n)
    : kind === 'land/forageLosses' ? forageLossText(v, n)
    : kind === 'land/depotGarrison' ? depotGarrisonText(v, n)
    : kind === 'land/besiegedCity' ? besiegedCityText(v, n)
    : kind === 'land/reaction' || kind === 'land/reactionRoute' ? reactionText(kind, v, n)
    : combatText(kind, v, n);
  return said ?? generic(v, n);
}

/** A decision's answer in words, for the log and the replay. */
export function answerWords(kind: string, answer: DecisionAnswer, n: SeatNames): string {
  if (kind === 'land/combatReinforce' && Array.isArray(answer)) return reinforceText(answer.map(String), n);
  if (Array.isArray(answer)) return answer.length === 0 ? 'none' : listText(answer.map((v) => oneValue(kind, String(v), n)));
  if (typeof answer !== 'string') return String(answer);
  return oneValue(kind, answer, n);
}
