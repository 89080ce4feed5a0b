import { HIDDEN_FACTOR } from '../../../shared/model/events';
import type { GameEvent, SiegeOutcome } from '../../../shared/model/events';
import type { DecisionAnswer } from '../../../shared/model/decisions';
import type { MajorPower } from '../../../shared/model/powers';
import type { PhaseId, StepId } from '../../../shared/model/turn';
import { STEP_TITLE } from './stepTitles';
import { KIND_TEXT } from '../tracker/trackerModel';
import { dateText, isPower, listText, PHASE_NAME, powerName } from '../game/names';

export interface LogLine {
  /** Index in the full log (view.logFrom + position). */
  index: number;
  text: string;
  rule: string | null;
  /** Powers the event concerns, for the filter. */
  powers: MajorPower[];
  /** The phase it happened in (the last phase begun before it). */
  phase: PhaseId | null;
}

const stepName = (step: StepId) => STEP_TITLE[step];
const names = (ps: readonly string[]) => listText(ps.map(powerName));
const answerText = (a: DecisionAnswer): string => (Array.isArray(a) ? (a.length === 0 ? 'none' : names(a.map(String))) : String(a));
const place = (city: string) => city.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
const SIEGE_RESULT_TEXT = { sortie: 'sortie?', noResult: 'no result', breach: 'breach' } as const;
const SIEGE_OUTCOME_TEXT: Record<SiegeOutcome, string> = {
  sortieDeclined: 'the garrison did not sortie',
  sortieDefenderLost: 'the sortie cost the garrison a factor',
  sortieBesiegerLost: 'the sortie cost the besiegers a factor',
  honorsAsked: 'the garrison asked for the honors of war',
  honorsGranted: 'the garrison marched out with the honors of war',
  honorsRefused: 'the honors of war were refused',
  surrendered: 'the garrison surrendered',
  captured: 'the city was taken',
  held: 'the city held',
  besiegersRepulsed: 'the besiegers were driven off',
  neutralsSurrendered: 'neutral forces inside surrendered and were exchanged',
};
/** How the log names a counter: the corps' name when the viewer knows it (own corps), else undefined. */
export type CounterNamer = (counter: string) => string | undefined;

const FACTOR_WORD: Record<string, string> = {
  infantry: 'infantry', militia: 'militia', cavalry: 'cavalry', guard: 'guard', artillery: 'artillery', feudalInfantry: 'feudal infantry', feudalCavalry: 'feudal cavalry',
};
/** `type` HIDDEN_FACTOR ('?'): a factor of another power's corps, its type secret (2.4.2). */
const factorsOf = (type: string | undefined, n = 1) => {
  const word = type === HIDDEN_FACTOR ? '' : (FACTOR_WORD[type ?? ''] ?? type ?? '');
  return `${n} ${word ? `${word} ` : ''}factor${n === 1 ? '' : 's'}`;
};

/**
 * 7.4.1.3 / 7.4.5.2 a forage-loss answer in words ("<counter>:<type>", with ":<area>:<city|depot>"
 * for a garrison it detached, or "siege:<area>:<city>:<unit>:<type>"); null for other shapes.
 */
/** 7.5 field combat answers in words: loss allocations, reinforcement picks, trivial and end-of-day choices. */
function combatAnswerText(kind: string, answer: DecisionAnswer, counter: (c: string) => string): string | null {
  if (kind === 'land/combatLosses' && typeof answer === 'string') {
    const parts = answer.split(',').map((x) => x.split(':')).filter(([, n]) => Number(n) > 0);
    return parts.length === 0 ? 'no factor' : listText(parts.map(([type, n]) => factorsOf(type, Number(n))));
  }
  if (kind === 'land/combatReinforce' && Array.isArray(answer)) {
    if (answer.length === 0) return 'no force tries';
    return listText(
      answer.map((key) => {
        const [where, unit] = String(key).split(':');
        const [area, city] = (where ?? '').split('@');
        if (unit) return `${counter(unit)} from area ${area}`;
        return city ? `the forces in ${place(city)} (area ${area})` : `the forces in area ${area}`;
      }),
    );
  }
  if (kind === 'land/combatTrivial') return answer === 'full' ? 'the full field combat' : answer === 'trivial' ? 'a trivial combat' : null;
  if (kind === 'land/combatEndOfDay') return answer === 'fight' ? 'fight another day' : answer === 'withdraw' ? 'withdraw' : null;
  return null;
}

function forageLossText(answer: string, counter: (c: string) => string): string | null {
  const parts = answer.split(':');
  if (parts[0] === 'siege') {
    const [, , city, unit, type] = parts;
    if (!city || !unit) return null;
    return `${factorsOf(type)} of ${unit.startsWith('garrison-') ? 'the garrison' : counter(unit)} in ${place(city)}`;
  }
  const [c, type, area, where] = parts;
  if (!c || !type) return null;
  if (!where) return `${factorsOf(type)} of ${counter(c)}`;
  return `${factorsOf(type)} of the garrison ${counter(c)} left ${where === 'depot' ? `on the depot in area ${area}` : `in ${place(where)}`}`;
}

/** 7.3.6.2 a depot garrison's answer ("keep:<depot>", "destroy:<depot>:<city|surrender>") in words. */
function depotGarrisonText(answer: string): string | null {
  const [kind, , to] = answer.split(':');
  if (kind === 'keep') return 'keep the depot';
  if (kind !== 'destroy' || !to) return null;
  return to === 'surrender' ? 'destroy the depot, its garrison surrendering' : `destroy the depot, its garrison going into ${place(to)}`;
}

/** 7.4.5.2 the besiegers' answer ("control:<power>:<counter>:<type>:<area>:<city>", "leave:<power>:<area>:<city>") in words. */
function besiegedCityText(answer: string, counter: (c: string) => string): string | null {
  const parts = answer.split(':');
  // 7.4.3.4.5 "keepdepot|razedepot:<power>:<depot>:<taker>:<area>:<city>"
  if ((parts[0] === 'keepdepot' || parts[0] === 'razedepot') && parts[5]) return parts[0] === 'keepdepot' ? `take over the depot in ${place(parts[5])}` : `destroy the depot in ${place(parts[5])}`;
  if (parts[0] === 'leave' && parts[3]) return `leave ${place(parts[3])} empty`;
  const [kind, , c, type, , city] = parts;
  return kind === 'control' && c && city ? `hold ${place(city)} with ${factorsOf(type)} of ${counter(c)}` : null;
}

/**
 * 7.5.4.1.3.3 / 7.5.4.2.1.3 a siege combat loss ("loss:<city>:<type>:<unit>") or 7.5.4.1.2.1 a
 * sortie loss ("sloss:<area>:<city>:<besieger>:<type>:<unit>") in words; null for other siege answers.
 */
function siegeLossText(answer: string, counter: (c: string) => string): string | null {
  const parts = answer.split(':');
  const sortie = parts[0] === 'sloss';
  const [city, type, unit] = sortie ? [parts[2], parts[4], parts.slice(5).join(':')] : [parts[1], parts[2], parts.slice(3).join(':')];
  if ((parts[0] !== 'loss' && !sortie) || !city || !unit) return null;
  return unit.startsWith('garrison:') ? `${factorsOf(type)} of the ${place(city)} garrison` : `${factorsOf(type)} of ${counter(unit)} at ${place(city)}`;
}

const ordinal = (n: number) => ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'][n] ?? `${n + 1}th`;

/**
 * One event in words, its rule and the powers it concerns. Every event kind has a sentence.
 * `namer` gives the viewer's own corps their names; other counters keep their public handle.
 */
export function describeEvent(e: GameEvent, namer: CounterNamer = () => undefined): { text: string; rule: string | null; powers: MajorPower[] } {
  const counter = (c: string) => namer(c) ?? `counter ${c}`;
  const Counter = (c: string) => namer(c) ?? `Counter ${c}`;
  const orderText = (kind: string, a: DecisionAnswer) =>
    combatAnswerText(kind, a, counter) ??
    (typeof a !== 'string' ? null : kind === 'land/forageLosses' ? forageLossText(a, counter) : kind === 'land/depotGarrison' ? depotGarrisonText(a) : kind === 'land/besiegedCity' ? besiegedCityText(a, counter) : kind === 'land/siege' ? siegeLossText(a, counter) : null);
  switch (e.type) {
    case 'gameStarted':
      return { text: `The game began in ${dateText(e.date)}.`, rule: null, powers: [] };
    case 'phaseBegan':
      return { text: `${PHASE_NAME[e.phase]} Phase of ${dateText(e.date)} began.`, rule: e.rule, powers: [] };
    case 'phaseSkipped':
      return { text: `${PHASE_NAME[e.phase]} Phase skipped: ${e.reason}.`, rule: e.rule, powers: [] };
    case 'powerOrderSet':
      return { text: `${PHASE_NAME[e.phase]} Phase order: ${e.order.map((g) => names(g)).join(', then ')}.`, rule: e.rule, powers: e.order.flat() };
    case 'sequenceSkipped':
      return { text: `${names(e.powers)} skipped in the ${PHASE_NAME[e.phase]} Phase: ${e.reason}.`, rule: e.rule, powers: [...e.powers] };
    case 'stepBegan':
      return { text: `Step began: ${stepName(e.step)}${e.phasing.length ? ` (${names(e.phasing)})` : ''}.`, rule: e.rule, powers: [...e.phasing] };
    case 'stepSkipped':
      return { text: `Step skipped: ${stepName(e.step)}: ${e.reason}.`, rule: e.rule, powers: [...e.phasing] };
    case 'stepEnded':
      return { text: `Step ended: ${stepName(e.step)}${e.phasing.length ? ` (${names(e.phasing)})` : ''}.`, rule: null, powers: [...e.phasing] };
    case 'decisionAnswered':
      return {
        text:
          e.kind === 'sequence/acknowledge'
            ? `${powerName(e.power)} acknowledged the step.`
            : `${powerName(e.power)} answered ${KIND_TEXT[e.kind]}${e.answer !== undefined ? `: ${orderText(e.kind, e.answer) || answerText(e.answer)}` : e.secret ? ' (secret until all have answered)' : ''}.`,
        rule: null,
        powers: [e.power],
      };
    case 'secretsRevealed':
      return { text: `Secret answers revealed: ${e.answers.map((a) => `${powerName(a.power)}: ${orderText(e.kind, a.answer) ?? answerText(a.answer)}`).join('; ')}.`, rule: e.rule, powers: e.answers.map((a) => a.power) };
    case 'positionAnnounced':
      return { text: `${powerName(e.power)} will move ${ordinal(e.position)} in the ${PHASE_NAME[e.phase]} Phase.`, rule: e.rule, powers: [e.power] };
    case 'combinedMovementDeclared':
      return { text: `${names(e.powers)} will move combined.`, rule: e.rule, powers: [...e.powers] };
    case 'warDeclared':
      return { text: `${powerName(e.aggressor)} declared war on ${powerName(e.defender)}.`, rule: e.rule, powers: [e.aggressor, e.defender] };
    case 'allianceBroken':
      return { text: `${powerName(e.by)} broke the alliance of ${names(e.powers)}.`, rule: e.rule, powers: [...e.powers] };
    case 'politicalPointsChanged':
      return { text: `${powerName(e.power)} ${e.delta >= 0 ? 'gained' : 'lost'} ${Math.abs(e.delta)} political point${Math.abs(e.delta) === 1 ? '' : 's'}: ${e.reason}.`, rule: e.rule, powers: [e.power] };
    case 'moneyChanged':
      return { text: `${powerName(e.power)} ${e.delta >= 0 ? 'received' : 'spent'} $${Math.abs(e.delta)}: ${e.reason}.`, rule: e.rule, powers: [e.power] };
    case 'diceRolled':
      return { text: `Die rolled for ${e.purpose}: ${e.value}${e.forced ? ' (set)' : ''}.`, rule: e.rule, powers: [] };
    case 'diceForced':
      return { text: 'Dice set for a test or replay.', rule: null, powers: [] };
    case 'corpsRevealed':
      return { text: `${powerName(e.owner)}'s ${e.name} revealed to ${names(e.to)}.`, rule: e.rule, powers: [e.owner, ...e.to] };
    case 'counterMoved':
      return { text: `${Counter(e.counter)} moved from area ${e.from} to ${e.to} (${e.cost} MP).`, rule: e.rule, powers: [] };
    case 'forceMarched':
      return { text: `${Counter(e.counter)} force marched.`, rule: e.rule, powers: [] };
    case 'cityEntered':
    case 'cityLeft':
      return { text: `${Counter(e.counter)} ${e.type === 'cityEntered' ? 'went inside' : 'came out of'} ${place(e.city)}.`, rule: e.rule, powers: [] };
    case 'factorDetached':
    case 'factorAbsorbed':
      return {
        text: `${Counter(e.counter)} ${e.type === 'factorDetached' ? 'detached' : 'absorbed'} one ${e.factor ?? ''}${e.factor ? ' ' : ''}factor${e.as !== e.factor ? ` (as ${e.as})` : ''} ${e.type === 'factorDetached' ? 'to' : 'from'} the garrison ${e.place.kind === 'city' ? `of ${place(e.place.city)}` : `on the depot in area ${e.area}`}.`,
        rule: e.rule,
        powers: [],
      };
    case 'siegeChosen':
      return {
        text: e.besieging ? `${powerName(e.power)}'s corps in area ${e.area} besiege the enemy city there.` : `${powerName(e.power)}'s corps in area ${e.area} stand outside the enemy city without besieging it.`,
        rule: e.rule,
        powers: [e.power],
      };
    case 'combatDeclared':
      return { text: `${powerName(e.attacker)} declared combat against ${names(e.defenders)} in area ${e.area}.`, rule: e.rule, powers: [e.attacker, ...e.defenders] };
    case 'battleBegan':
      return { text: `Battle in area ${e.area}: ${names(e.attackers)} against ${names(e.defenders)}.`, rule: e.rule, powers: [...e.attackers, ...e.defenders] };
    case 'battleJoined':
      return { text: `${powerName(e.power)} joined the battle in area ${e.area} as ${e.side === 'attacker' ? 'an attacker' : 'a defender'}.`, rule: e.rule, powers: [e.power] };
    case 'battleRoundFought':
      return {
        text: `Area ${e.area}, day ${e.day} round ${e.round}: dice ${e.dice.attacker}–${e.dice.defender}, attacker lost ${e.lost.attacker} and ${e.moraleLoss.attacker} morale, defender ${e.lost.defender} and ${e.moraleLoss.defender}.`,
        rule: e.rule,
        powers: [],
      };
    case 'battleEnded':
      return { text: `Battle in area ${e.area} over: ${e.victors.length ? `${names(e.victors)} won` : e.outcome}.`, rule: e.rule, powers: [...e.victors] };
    case 'forceRetreated':
      return { text: `${names(e.powers)} retreated from area ${e.from} to ${e.route[e.route.length - 1] ?? e.from}.`, rule: e.rule, powers: [...e.powers] };
    case 'forceSurrendered':
      return { text: `${names(e.powers)} surrendered ${e.factors} factor${e.factors === 1 ? '' : 's'} in area ${e.area} to ${powerName(e.holder)}.`, rule: e.rule, powers: [...e.powers, e.holder] };
    case 'counterRemoved':
      return { text: `${e.owner ? `${powerName(e.owner)}'s` : 'A'} ${e.kind === 'corps' ? 'corps' : 'irregular'} ${e.counter} left the map in area ${e.area}: ${e.reason}.`, rule: e.rule, powers: e.owner ? [e.owner] : [] };
    case 'depotPlaced':
    case 'depotRemoved':
      return { text: `${powerName(e.owner)} ${e.type === 'depotPlaced' ? 'placed' : 'removed'} a depot in area ${e.area}.`, rule: e.rule, powers: [e.owner] };
    case 'factorsChanged':
      return {
        text: `${powerName(e.nationality)} ${e.delta >= 0 ? 'gained' : 'lost'} ${Math.abs(e.delta)} factor${Math.abs(e.delta) === 1 ? '' : 's'} in area ${e.area}: ${e.reason}.`,
        rule: e.rule,
        powers: e.owner ? [e.owner] : [],
      };
    case 'foraged':
      return { text: `Forage in area ${e.area}: die ${e.die}${e.modifier ? ` ${e.modifier > 0 ? '+' : '−'}${Math.abs(e.modifier)}` : ''} against ${e.value}, ${e.losses} factor${e.losses === 1 ? '' : 's'} lost.`, rule: e.rule, powers: [] };
    case 'reinforcementsLost':
      return { text: `${powerName(e.power)} lost ${e.factors} reinforcement factor${e.factors === 1 ? '' : 's'}${e.corps ? ` and ${e.corps} corps` : ''} not placed.`, rule: e.rule, powers: [e.power] };
    case 'corpsPlaced':
      return { text: `${powerName(e.owner)} placed a new corps in area ${e.area}.`, rule: e.rule, powers: [e.owner] };
    case 'leaderPlaced':
      return { text: `${powerName(e.owner)} placed ${e.leader} with a corps.`, rule: e.rule, powers: [e.owner] };
    case 'leaderUnstacked':
      return { text: `${powerName(e.owner)}'s leader ${e.leader} ${e.to === 'pool' ? 'went back to the pool' : 'joined a corps'}.`, rule: e.rule, powers: [e.owner] };
    case 'leaderCaptured':
      return { text: `${powerName(e.owner)}'s leader ${e.leader} was captured by ${powerName(e.by)} in area ${e.area}.`, rule: e.rule, powers: [e.owner, e.by] };
    case 'leaderCasualty':
      return {
        text: `${powerName(e.owner)}'s leader ${e.leader} was ${e.result === 'killed' ? 'killed' : `wounded (off the map for ${e.months} month${e.months === 1 ? '' : 's'}${e.until ? `, back ${dateText(e.until)}` : ''})`} after the combat in area ${e.area}.`,
        rule: e.rule, powers: [e.owner],
      };
    case 'monthAdvanced':
      return { text: `The month advanced to ${dateText(e.date)}${e.winter ? ' (winter)' : ''}.`, rule: e.rule, powers: [] };
    case 'gameEnded':
      return { text: `The game ended in ${dateText(e.date)}: ${e.reason}.`, rule: null, powers: [] };
    case 'siegeAssaultRolled':
      return {
        text: `${powerName(e.besieger)} tried an assault on ${place(e.city)}: die ${e.die}${e.fleches ? ` −${e.fleches} fleche${e.fleches === 1 ? '' : 's'}` : ''}${e.undergarrisoned ? ' +1 undergarrisoned' : ''} = ${e.modifiedRoll}, ${SIEGE_RESULT_TEXT[e.result]}.`,
        rule: e.rule,
        powers: [e.besieger, e.defender],
      };
    case 'siegeOutcome':
      return { text: `${place(e.city)}: ${SIEGE_OUTCOME_TEXT[e.outcome]}${e.to ? ` (to ${place(e.to.city)})` : ''}.`, rule: e.rule, powers: [e.besieger, e.defender] };
    case 'siegeCombatFought':
      return {
        text: `${e.kind === 'assault' ? 'Assault' : 'Garrison attack'} at ${place(e.city)}: ${powerName(e.attacker)} against ${powerName(e.defender)}, ${e.rounds.length} round${e.rounds.length === 1 ? '' : 's'}, ${e.winner === null ? 'no winner' : `${powerName(e[e.winner])} won`}.`,
        rule: e.rule,
        powers: [e.attacker, e.defender],
      };
    case 'guerillasChanged':
      return { text: `${Math.abs(e.delta)} guerilla factor${Math.abs(e.delta) === 1 ? '' : 's'} ${e.delta >= 0 ? 'appeared' : 'removed'} in area ${e.area}: ${e.reason}.`, rule: e.rule, powers: ['spain'] };
    case 'minorOccupied':
      return { text: `${powerName(e.by)} holds the capital of ${place(e.minor)}; it is conquered if held through next month's Conquest Step.`, rule: e.rule, powers: [e.by] };
    case 'minorConquered':
      return { text: `${powerName(e.by)} conquered ${place(e.minor)}${e.from ? ` from ${powerName(e.from)}` : ''}.`, rule: e.rule, powers: e.from ? [e.by, e.from] : [e.by] };
    case 'minorChangedSides':
      return {
        text: `${place(e.minor)} changed sides: from ${e.from ? powerName(e.from) : 'no one'} to ${e.to ? `${powerName(e.to)} (${e.status})` : 'neutral'}; its forces left the map.`,
        rule: e.rule,
        powers: [e.from, e.to].filter((p): p is MajorPower => p !== null),
      };
    case 'minorGarrisonLeft':
      return {
        text: `${powerName(e.owner)}'s garrison of ${e.factors} factor${e.factors === 1 ? '' : 's'} left ${place(e.minor)} with the honors of war${e.to ? ` for ${place(e.to.city)}` : ', with no city to go to, and was lost'}.`,
        rule: e.rule,
        powers: [e.owner],
      };
    case 'forcesWithdrawn':
      return { text: `${powerName(e.power)} withdrew ${e.corps} corps${e.leaders.length ? ` and ${listText(e.leaders.map(place))}` : ''} from the theatre.`, rule: e.rule, powers: [e.power] };
    case 'victoryStanding': {
      const held = (side: number) => e.standing.cities.filter((c) => c.side === side).length;
      return { text: `End of ${dateText(e.standing.date)}: objective cities held ${held(0)} to ${held(1)}.`, rule: e.rule, powers: [] };
    }
    case 'victoryDecided':
      return {
        text: `${names(e.winners)} won ${e.kind === 'suddenDeath' ? `by sudden death at the end of ${dateText(e.date)}` : 'at the end of the scenario'}.`,
        rule: e.rule,
        powers: [...e.winners],
      };
    default: {
      // A newer host may send kinds this build does not know; the compiler keeps this one unreachable.
      const unknown: never = e;
      return { text: `Event: ${(unknown as { type: string }).type}.`, rule: null, powers: [] };
    }
  }
}

/** The visible log as lines with phase and powers for filtering; `namer` as for describeEvent. */
export function logLines(log: readonly GameEvent[], logFrom: number, namer?: CounterNamer): LogLine[] {
  let phase: PhaseId | null = null;
  return log.map((e, i) => {
    if (e.type === 'phaseBegan' || e.type === 'phaseSkipped') phase = e.phase;
    const d = describeEvent(e, namer);
    return { index: logFrom + i, ...d, powers: d.powers.filter(isPower), phase };
  });
}

/** Lines passing the filter: those naming the power, in the phase. */
export function filterLines(lines: readonly LogLine[], filter: { power: MajorPower | 'all'; phase: PhaseId | 'all' }): LogLine[] {
  return lines.filter(
    (l) => (filter.power === 'all' || l.powers.includes(filter.power)) && (filter.phase === 'all' || l.phase === filter.phase),
  );
}
