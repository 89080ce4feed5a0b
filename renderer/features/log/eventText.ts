import type { GameEvent, SiegeOutcome } from '../../../shared/model/events';
import type { DecisionAnswer } from '../../../shared/model/decisions';
import type { MajorPower } from '../../../shared/model/powers';
import type { PhaseId, StepId } from '../../../shared/model/turn';
import { STEP_TITLE } from './stepTitles';
import { nameText } from '../../../shared/model/naming';
import { answerWords } from './answerText';
import { seatNames, type SeatNames } from './logNames';
import { KIND_TEXT } from '../tracker/trackerModel';
import { dateText, isPower, listText, PHASE_NAME, powerName } from '../game/names';
import { navalEventText } from '../naval/navalText';

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
/** 7.5 a battle's end without a victor, in words (the event carries the outcome's kind). */
const BATTLE_OUTCOME_TEXT: Readonly<Record<string, string>> = {
  bothBreak: 'both sides broke', bothEliminated: 'both sides were eliminated', avoided: 'the defender got away before the fighting',
  withdrawal: 'a side withdrew', undecided: 'undecided after its one day', victory: 'decided',
};
/** How the log named a counter before issue 15: the corps' name when the viewer knows it. */
export type CounterNamer = (counter: string) => string | undefined;

/** Names without a view: counters as "a corps", areas by number, places by their id in words. */
function plainNames(counter: CounterNamer = () => undefined): SeatNames {
  const base = seatNames({ corps: [], irregulars: [], leaders: [], minors: [] });
  return { ...base, counter: (c) => counter(c) ?? base.counter(c) };
}

const ordinal = (n: number) => ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'][n] ?? `${n + 1}th`;

/**
 * One event in words, its rule and the powers it concerns. Every event kind has a sentence.
 * `names` says what the reading seat calls counters, leaders and places (issue 15: never an
 * id); a bare function names only counters, for callers without a view.
 */
const IRREGULAR_NAMES = { cossack: 'cossack', freikorps: 'freikorps', guerilla: 'guerilla' } as const;

export function describeEvent(e: GameEvent, names: SeatNames | CounterNamer = plainNames()): { text: string; rule: string | null; powers: MajorPower[] } {
  const n = typeof names === 'function' ? plainNames(names) : names;
  const d = describeWith(e, n);
  // free text the engine wrote (reasons, dice purposes) may carry handles and area numbers
  return { ...d, text: nameText(d.text, n) };
}

function describeWith(e: GameEvent, n: SeatNames): { text: string; rule: string | null; powers: MajorPower[] } {
  const Counter = (c: string) => { const t = n.counter(c); return t.charAt(0).toUpperCase() + t.slice(1); };
  const A = (a: string) => n.area(a);
  const place = (city: string) => n.city(city);
  const orderText = (kind: string, a: DecisionAnswer) => answerWords(kind, a, n);
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
            : `${powerName(e.power)} answered ${KIND_TEXT[e.kind]}${e.answer !== undefined ? `: ${orderText(e.kind, e.answer)}` : e.secret ? ' (secret until all have answered)' : ''}.`,
        rule: null,
        powers: [e.power],
      };
    case 'secretsRevealed':
      return { text: `Secret answers revealed: ${e.answers.map((a) => `${powerName(a.power)}: ${orderText(e.kind, a.answer)}`).join('; ')}.`, rule: e.rule, powers: e.answers.map((a) => a.power) };
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
      return { text: `${Counter(e.counter)} moved from ${A(e.from)} to ${A(e.to)} (${e.cost} MP).`, rule: e.rule, powers: [] };
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
      return { text: `${powerName(e.attacker)} declared combat against ${names(e.defenders)} in ${A(e.area)}.`, rule: e.rule, powers: [e.attacker, ...e.defenders] };
    case 'battleBegan':
      return { text: `Battle in ${A(e.area)}: ${names(e.attackers)} against ${names(e.defenders)}.`, rule: e.rule, powers: [...e.attackers, ...e.defenders] };
    case 'battleJoined':
      return { text: `${powerName(e.power)} joined the battle in ${A(e.area)} as ${e.side === 'attacker' ? 'an attacker' : 'a defender'}.`, rule: e.rule, powers: [e.power] };
    case 'battleRoundFought':
      return {
        text: `${A(e.area)}, day ${e.day} round ${e.round}: dice ${e.dice.attacker}–${e.dice.defender}, attacker lost ${e.lost.attacker} and ${e.moraleLoss.attacker} morale, defender ${e.lost.defender} and ${e.moraleLoss.defender}.`,
        rule: e.rule,
        powers: [],
      };
    case 'battleEnded':
      return { text: `Battle in ${A(e.area)} over: ${e.victors.length ? `${names(e.victors)} won` : (BATTLE_OUTCOME_TEXT[e.outcome] ?? 'no victor')}.`, rule: e.rule, powers: [...e.victors] };
    case 'forceRetreated':
      return { text: `${names(e.powers)} retreated from ${A(e.from)} to ${A(e.route[e.route.length - 1] ?? e.from)}.`, rule: e.rule, powers: [...e.powers] };
    case 'forceSurrendered':
      return { text: `${names(e.powers)} surrendered ${e.factors} factor${e.factors === 1 ? '' : 's'} in ${A(e.area)} to ${powerName(e.holder)}.`, rule: e.rule, powers: [...e.powers, e.holder] };
    case 'counterRemoved':
      return { text: `${e.owner ? `${powerName(e.owner)}'s` : 'A'} ${e.kind === 'corps' ? 'corps' : 'irregular'} left the map in ${A(e.area)}: ${e.reason}.`, rule: e.rule, powers: e.owner ? [e.owner] : [] };
    case 'depotPlaced':
    case 'depotRemoved':
      return { text: `${powerName(e.owner)} ${e.type === 'depotPlaced' ? 'placed' : 'removed'} a depot in ${A(e.area)}.`, rule: e.rule, powers: [e.owner] };
    case 'factorsChanged':
      return {
        text: `${powerName(e.nationality)} ${e.delta >= 0 ? 'gained' : 'lost'} ${Math.abs(e.delta)} factor${Math.abs(e.delta) === 1 ? '' : 's'} in ${A(e.area)}: ${e.reason}.`,
        rule: e.rule,
        powers: e.owner ? [e.owner] : [],
      };
    case 'garrisonIrregularsMoved': {
      const parts = (['freikorps', 'guerilla'] as const).filter((t) => (e.factors[t] ?? 0) > 0).map((t) => `${e.factors[t]} ${IRREGULAR_NAMES[t]}`);
      return { text: `${powerName(e.nationality)}'s ${parts.join(', ')} marched out of ${A(e.from)} with the honors of war to ${place(e.city)} in ${A(e.area)}, a city they may enter.`, rule: e.rule, powers: e.owner ? [e.owner] : [] };
    }
    case 'garrisonIrregularsLost': {
      const parts = (['cossack', 'freikorps', 'guerilla'] as const).filter((t) => (e.factors[t] ?? 0) > 0).map((t) => `${e.factors[t]} ${IRREGULAR_NAMES[t]}`);
      return { text: `${powerName(e.nationality)} lost ${parts.join(', ')} from a garrison in ${A(e.area)}: ${e.reason}.`, rule: e.rule, powers: e.owner ? [e.owner] : [] };
    }
    case 'foraged':
      return { text: `${e.counter ? `${Counter(e.counter)} foraged` : 'Forage'} in ${A(e.area)}: die ${e.die}${e.modifier ? ` ${e.modifier > 0 ? '+' : '−'}${Math.abs(e.modifier)}` : ''} against ${e.value}, ${e.losses} factor${e.losses === 1 ? '' : 's'} lost.`, rule: e.rule, powers: [] };
    case 'reinforcementsLost':
      return { text: `${powerName(e.power)} lost ${e.factors} reinforcement factor${e.factors === 1 ? '' : 's'}${e.corps ? ` and ${e.corps} corps` : ''} not placed.`, rule: e.rule, powers: [e.power] };
    case 'corpsPlaced':
      return { text: `${powerName(e.owner)} placed a new corps in ${A(e.area)}.`, rule: e.rule, powers: [e.owner] };
    case 'leaderPlaced':
      return { text: `${powerName(e.owner)} placed ${n.leader(e.leader)} with ${n.counter(e.counter)}.`, rule: e.rule, powers: [e.owner] };
    case 'leaderUnstacked':
      return { text: `${powerName(e.owner)}'s leader ${n.leader(e.leader)} ${e.to === 'pool' ? 'went back to the pool' : 'joined a corps'}.`, rule: e.rule, powers: [e.owner] };
    case 'leaderCaptured':
      return { text: `${powerName(e.owner)}'s leader ${n.leader(e.leader)} was captured by ${powerName(e.by)} in ${A(e.area)}.`, rule: e.rule, powers: [e.owner, e.by] };
    case 'leaderCasualty':
      return {
        text: `${powerName(e.owner)}'s leader ${n.leader(e.leader)} was ${e.result === 'killed' ? 'killed' : `wounded (off the map for ${e.months} month${e.months === 1 ? '' : 's'}${e.until ? `, back ${dateText(e.until)}` : ''})`} after the combat in ${A(e.area)}.`,
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
      return { text: `${Math.abs(e.delta)} guerilla factor${Math.abs(e.delta) === 1 ? '' : 's'} ${e.delta >= 0 ? 'appeared' : 'removed'} in ${A(e.area)}: ${e.reason}.`, rule: e.rule, powers: ['spain'] };
    case 'overrunAttempted':
      return {
        text: `${powerName(e.power)} tries to overrun the enemy in ${A(e.area)} with ${e.strength} factors: ${e.succeeded ? 'at 5 to 1 or better, the enemy corps and depot garrisons there are swept away' : 'under 5 to 1, the corps stops there and its side attacks at -1'}.`,
        rule: e.rule, powers: [e.power],
      };
    // opt:12.3.7.4 reaction moves (public, as at the table; an offer refused leaves no line)
    case 'reactionAttempted': {
      const who = n.leader(e.reactor) !== e.reactor ? n.leader(e.reactor) : n.counter(e.reactor);
      const what = e.kind === 'intercept' ? `intercept from ${A(e.from)} into ${A(e.to ?? e.from)}` : `withdraw from ${A(e.from)}`;
      return { text: `${powerName(e.power)}: ${who} tried to ${what}, rolling ${e.die} (${e.needed} or less needed): ${e.succeeded ? 'success' : 'failed'}.`, rule: e.rule, powers: [e.power] };
    }
    case 'reactionMoved': {
      const n2 = e.counters.length;
      return { text: `${powerName(e.power)} ${e.kind === 'intercept' ? 'intercepted' : 'withdrew'} with ${n2} counter${n2 === 1 ? '' : 's'} from ${A(e.from)} to ${A(e.route[e.route.length - 1] ?? e.from)}.`, rule: e.rule, powers: [e.power] };
    }
    case 'guerillasAttack':
      return { text: `${e.factors} ${powerName(e.power)} guerilla factor${e.factors === 1 ? '' : 's'} attack${e.factors === 1 ? 's' : ''} in ${A(e.area)}.`, rule: e.rule, powers: [e.power] };
    case 'minorOccupied':
      return { text: `${powerName(e.by)} holds the capital of ${n.slug(e.minor) ?? place(e.minor)}; it is conquered if held through next month's Conquest Step.`, rule: e.rule, powers: [e.by] };
    case 'minorConquered':
      return { text: `${powerName(e.by)} conquered ${n.slug(e.minor) ?? place(e.minor)}${e.from ? ` from ${powerName(e.from)}` : ''}.`, rule: e.rule, powers: e.from ? [e.by, e.from] : [e.by] };
    case 'minorChangedSides':
      return {
        text: `${n.slug(e.minor) ?? place(e.minor)} changed sides: from ${e.from ? powerName(e.from) : 'no one'} to ${e.to ? `${powerName(e.to)} (${e.status})` : 'neutral'}; its forces left the map.`,
        rule: e.rule,
        powers: [e.from, e.to].filter((p): p is MajorPower => p !== null),
      };
    case 'minorGarrisonLeft':
      // 12.3.8 (option) a free state's garrison abroad marches home after a cession
      if (e.rule === '12.3.8') return { text: `${place(e.minor)}'s garrison of ${e.factors} factor${e.factors === 1 ? '' : 's'} in area ${e.from} marched home${e.to ? ` to ${place(e.to.city)}` : ', found no city to go to, and was lost'} (now ${powerName(e.owner)}'s).`, rule: e.rule, powers: [e.owner] };
      return {
        text: `${powerName(e.owner)}'s garrison of ${e.factors} factor${e.factors === 1 ? '' : 's'} left ${place(e.minor)} with the honors of war${e.to ? ` for ${place(e.to.city)}` : ', with no city to go to, and was lost'}.`,
        rule: e.rule,
        powers: [e.owner],
      };
    case 'forcesWithdrawn':
      return { text: `${powerName(e.power)} withdrew ${e.corps} corps${e.leaders.length ? ` and ${listText(e.leaders.map((l) => n.leader(l)))}` : ''} from the theatre.`, rule: e.rule, powers: [e.power] };
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
    // ---- section 4 (political) ----
    case 'diplomaticNote':
      return { text: `Note from ${powerName(e.from)} to ${powerName(e.to)}: “${e.text}”`, rule: e.rule, powers: [e.from, e.to] };
    case 'diplomacyTimer':
      return { text: `${powerName(e.by)} ${e.paused ? 'paused the diplomacy timer' : e.minutes === 0 ? 'took the time limit off diplomacy' : `set diplomacy to ${e.minutes} minutes`}.`, rule: e.rule, powers: [e.by] };
    case 'accessChanged':
      return {
        text: e.granted
          ? `${powerName(e.grantor)} granted ${powerName(e.grantee)} ${e.kind} access${e.conditions ? ` (${e.conditions})` : ''}.`
          : `${powerName(e.grantor)} withdrew ${powerName(e.grantee)}'s access${e.conditions ? `, ${e.conditions}` : ''}.`,
        rule: e.rule, powers: [e.grantor, e.grantee],
      };
    case 'minorWarDeclared':
      return { text: `${powerName(e.power)} declared war on ${place(e.minor)}.`, rule: e.rule, powers: [e.power] };
    case 'enforcedPeaceBegan':
      return { text: `${e.bars ? `${powerName(e.bars)} may not declare war on ${powerName(e.powers[0] === e.bars ? e.powers[1] : e.powers[0])}` : `No war between ${names(e.powers)}`} until the end of ${dateText(e.until)} (${e.kind === 'brokenAlliance' ? 'broken alliance' : e.kind === 'victors' ? 'mutual victors' : 'peace treaty'}).`, rule: e.rule, powers: [...e.powers] };
    case 'allianceMade':
      return { text: `${names(e.powers)} ${e.via === 'royalMarriage' ? 'are joined by a royal marriage and allied' : 'allied'}.`, rule: e.rule, powers: [...e.powers] };
    case 'allyCalled': {
      const verb = { called: 'called', accepted: 'answered the call of', refused: 'refused the call of', cannotAnswer: 'could not answer the call of' }[e.answer];
      const text = e.answer === 'called' ? `${powerName(e.caller)} called ${powerName(e.ally)} to war against ${powerName(e.enemy)}.` : `${powerName(e.ally)} ${verb} ${powerName(e.caller)} against ${powerName(e.enemy)}.`;
      return { text, rule: e.rule, powers: [e.caller, e.ally] };
    }
    case 'suedForPeace':
      return { text: `${powerName(e.power)} ${e.forced ? 'was forced to sue' : 'sued'} ${names(e.to)} for peace.`, rule: e.rule, powers: [e.power, ...e.to] };
    case 'peaceMade':
      return { text: `${e.kind === 'informal' ? 'Informal peace' : `${e.kind[0]!.toUpperCase()}${e.kind.slice(1)} peace`} between ${powerName(e.victor)} and ${powerName(e.loser)}${e.terms.length ? ` (terms ${e.terms.map((t) => t.split(':')[0]).join(', ')})` : ''}.`, rule: e.rule, powers: [e.loser, e.victor] };
    case 'peaceRefused':
      return { text: `${powerName(e.loser)} refused ${powerName(e.victor)}'s unconditional peace: the war goes on.`, rule: e.rule, powers: [e.loser, e.victor] };
    case 'peaceTermApplied':
      return { text: `Peace term ${e.term} (${powerName(e.victor)} over ${powerName(e.loser)}): ${e.detail}.`, rule: e.rule, powers: [e.loser, e.victor] };
    case 'districtJoined':
      return { text: `${powerName(e.power)} joined ${place(e.secondary)} to ${place(e.primary)} (${e.union}).`, rule: e.rule, powers: [e.power] };
    case 'leaderTurnedOver':
      return {
        text: e.to
          ? `${e.leader} leaves ${powerName(e.from)}'s service for ${place(e.minor)}: ${powerName(e.to)}, running it, may place him from now on.`
          : `${e.leader} leaves ${powerName(e.from)}'s service for ${place(e.minor)}, neutral: he waits off the map until its forces are set up.`,
        rule: e.rule, powers: e.to ? [e.from, e.to] : [e.from],
      };
    case 'corpsBoxesGrown':
      return { text: `With ${e.manpower} manpower, every ${place(e.nationality)} corps may now hold ${e.infantry} infantry and ${e.cavalry} cavalry.`, rule: e.rule, powers: [] };
    case 'movementOrderSet':
      return { text: `Combined movement: ${e.order.map((p) => powerName(p)).join(', then ')} move in that order (${e.by === 'agreement' ? 'agreed' : 'by competitive dice'}).`, rule: e.rule, powers: [...e.order] };
    case 'straitsLeaveAnswered':
      return { text: `${powerName(e.holder)}, holding Constantinople, ${e.granted ? 'gave' : 'refused'} ${powerName(e.power)} leave to trace supply through the Dardanelles.`, rule: e.rule, powers: [e.holder, e.power] };
    case 'cityHolderDiced':
      return { text: `${place(e.city)} is held by ${names(e.powers)}: the dice gave its command in combat to ${powerName(e.holder)}.`, rule: e.rule, powers: [...e.powers] };
    case 'minorTrained':
      return { text: `${place(e.minor)}'s corps are British trained: 24 months a British free state since ${dateText(e.since)}, their infantry and cavalry now fight at morale 4.0 (garrisons keep their usual morale).`, rule: e.rule, powers: ['britain'] };
    case 'prisonersShared':
      return { text: `The prisoners taken at ${place(e.area)} were shared out by dice: ${e.shares.map((x) => `${powerName(x.power)} ${x.factors} factor${x.factors === 1 ? '' : 's'}${x.leaders.length > 0 ? ` and ${x.leaders.join(', ')}` : ''}`).join('; ')}.`, rule: e.rule, powers: e.shares.map((x) => x.power) };
    case 'minorControlChanged':
      return { text: `${place(e.minor)}: ${e.to ? `${e.status === 'free' ? 'free state' : 'conquered minor'} of ${powerName(e.to)}` : 'neutral'} (${e.reason}).`, rule: e.rule, powers: [e.from, e.to].filter((p): p is MajorPower => p !== null) };
    case 'minorForcesSetUp':
      return { text: `${place(e.minor)}: ${e.what}.`, rule: e.rule, powers: [] };
    case 'corpsLoan': {
      // B.4 a corps lent to the victor (lent branch)
      const why = { expired: 'its twelve months are over', gone: 'it left the map', war: 'the two powers are at war', outOfPlay: 'one of the powers left the game' } as const;
      if (e.ended === null) return { text: `${Counter(e.counter)}${e.area ? ` in ${A(e.area)}` : ''} is lent to ${powerName(e.borrower)} by ${powerName(e.owner)} until the end of ${dateText(e.until)}.`, rule: e.rule, powers: [e.owner, e.borrower] };
      return { text: `${Counter(e.counter)} returns from ${powerName(e.borrower)} to ${powerName(e.owner)} (${why[e.ended]})${e.to ? `: it goes home to ${A(e.to)}` : ''}.`, rule: e.rule, powers: [e.owner, e.borrower] };
    }
    case 'forcesRepatriated':
      return { text: `${powerName(e.power)}'s ${e.what} ${e.rule === '12.4.3' ? 'was demobilised in' : 'went home from'} ${A(e.from)}${e.to ? ` to ${A(e.to)}` : ''}.`, rule: e.rule, powers: [e.power] };
    case 'formerAllyLeftCity': {
      // 7.3.3 an alliance ended while both powers had forces in one city
      const corps = e.corps === 0 ? '' : `${e.corps === 1 ? 'its corps steps' : `its ${e.corps} corps step`} out of ${place(e.city)} into the field of ${A(e.area)}`;
      const garrison = e.garrison ? `its garrison in ${place(e.city)} goes home` : '';
      return { text: `${powerName(e.power)} is no longer allied with ${powerName(e.holder)}, who holds ${place(e.city)}: ${[corps, garrison].filter((x) => x !== '').join('; ')}.`, rule: e.rule, powers: [e.power, e.holder] };
    }
    case 'warLapsed':
      return { text: `${powerName(e.power)} is no longer at war with ${place(e.minor)}.`, rule: e.rule, powers: [e.power] };
    case 'prisonersExchanged':
      return { text: `${powerName(e.holder)} returned ${e.factors} factor${e.factors === 1 ? '' : 's'}${e.leaders.length ? ` and ${listText(e.leaders)}` : ''} to ${powerName(e.to)}.`, rule: e.rule, powers: [e.holder, e.to] };
    case 'powerOutOfGame':
      return { text: `${powerName(e.power)} has made a final peace and is out of the game.`, rule: e.rule, powers: [e.power] };
    // ---- 8.0 the Economic Phase ----
    case 'manpowerChanged':
      return { text: `${powerName(e.power)} ${e.delta >= 0 ? 'gained' : 'spent'} ${Math.abs(e.delta)} manpower: ${e.reason}.`, rule: e.rule, powers: [e.power] };
    case 'victoryPointsChanged':
      return { text: `${powerName(e.power)} ${e.delta >= 0 ? 'gained' : 'lost'} ${Math.abs(e.delta)} victory point${Math.abs(e.delta) === 1 ? '' : 's'} (${e.total} in all): ${e.reason}.`, rule: e.rule, powers: [e.power] };
    case 'moneyTransferred': {
      const to = e.minor ? place(e.minor) : powerName(e.to);
      const how = { subsidy: 'gave', loan: 'lent', repayment: 'repaid', debt: 'paid a formal debt of' }[e.kind];
      return { text: `${powerName(e.from)} ${how} $${e.amount} ${e.kind === 'debt' ? 'to' : e.kind === 'repayment' ? 'to' : 'to'} ${to}.`, rule: e.rule, powers: [e.from, e.to] };
    }
    case 'americanTradeStopped':
      return { text: `Great Britain stopped the American trade of ${names(e.powers)}.`, rule: e.rule, powers: ['britain', ...e.powers] };
    case 'usWarChanged':
      return { text: `Great Britain is ${e.atWar ? 'at war with' : 'at peace with'} the United States: ${e.reason}.`, rule: e.rule, powers: ['britain'] };
    case 'goldConvoy':
      return { text: `The Spanish gold convoy ${e.outcome === 'delivered' ? 'reached Spain' : e.outcome === 'captured' ? 'was captured by Great Britain' : 'did not sail'} (${e.reason}).`, rule: e.rule, powers: ['spain'] };
    case 'bankrupt':
      return { text: `${powerName(e.power)} is bankrupt.`, rule: e.rule, powers: [e.power] };
    case 'civilDisorder':
      return { text: `${powerName(e.power)} collected no home-nation manpower and fell into civil disorder: it is out of the game.`, rule: e.rule, powers: [e.power] };
    case 'territoryCeded':
      return {
        text: `${e.name} passed from ${e.from ? powerName(e.from) : 'no one'} to ${e.to ? powerName(e.to) : 'neutrality'}: ${e.reason}.`,
        rule: e.rule,
        powers: [e.from, e.to].filter((p): p is MajorPower => p !== null),
      };
    case 'irregularPlaced':
      return { text: `${powerName(e.nationality)} raised a new ${e.kind} in area ${e.area}.`, rule: e.rule, powers: isPower(e.nationality) ? [e.nationality] : [] };
    case 'leaderReturned':
      return { text: `${powerName(e.owner)}'s leader ${e.leader} may return in a later Reinforcement Phase: ${e.reason}.`, rule: e.rule, powers: [e.owner] };
    case 'campaignDecided':
      return { text: e.draw ? `The campaign ended in a draw: ${e.how}.` : `${names(e.winners)} won the campaign: ${e.how}.`, rule: e.rule, powers: [...e.winners] };
    // issue 20: 14.2 the selection of major powers
    case 'powersSelected':
      return {
        text: `The bids were revealed: ${e.taken.map((t) => `${powerName(t.power)} to player ${t.player + 1} for ${t.bid} VP${t.tie ? ' (after a roll-off)' : ''}`).join('; ')}.${e.umps.length > 0 ? ` Uncontrolled (14.3): ${names(e.umps)}.` : ''}`,
        rule: e.rule,
        powers: e.taken.map((t) => t.power),
      };
    // v2.71 12.11 militia and landwehr (option)
    case 'landwehrChanged':
      return { text: `${powerName(e.power)} ${e.active ? 'raised' : 'stood down'} its landwehr: ${e.reason}.`, rule: e.rule, powers: [e.power] };
    // section 11 new political combinations (8.9)
    case 'combinationChanged': {
      const verb = { created: 'created', enlarged: 'enlarged', dissolved: 'dissolved', loyaltyReleased: 'no longer loyal to', dominanceGained: 'now a dominant power:', dominanceLost: 'no longer a dominant power:', passed: 'now controls', reduced: 'lost part of', mustSue: 'does not fall into civil disorder:', peaceBlocked: 'makes', leaderImproved: 'improves', provincesHome: 'is dominant:', neutral: 'stays on the map as one neutral minor country' }[e.change];
      const who = powerName(e.power);
      const what = e.members.length ? ` (${listText(e.members)})` : '';
      const text = e.change === 'dominanceGained' || e.change === 'dominanceLost' ? `${who} is ${verb} ${e.reason}.`
        : e.change === 'mustSue' ? `${who} ${verb} ${e.reason}.`
        : e.change === 'peaceBlocked' || e.change === 'leaderImproved' || e.change === 'provincesHome' ? `${who} ${verb} ${e.reason}.`
        : e.change === 'loyaltyReleased' ? `The Poles are ${verb} ${who}: ${e.reason}.`
        : e.change === 'neutral' ? `${e.name.charAt(0).toUpperCase()}${e.name.slice(1)} ${verb}${what}: ${e.reason}.`
        : `${who} ${verb} ${e.name}${what}: ${e.reason}.`;
      return { text, rule: e.rule, powers: [e.power] };
    }
    // issue 15: a route order given on the map that the rules cut short
    case 'movementHalted':
      return { text: `${Counter(e.counter)} stopped in area ${e.area} before ${e.skipped.join(', ')}: ${e.reason}.`, rule: e.rule, powers: [] };
    // 5.1, 6.2-6.3 the Naval Phase (features/naval)
    case 'fleetsMoved':
    case 'interceptionTried':
    case 'interceptionDeclined':
    case 'blockadeRun':
    case 'navalBattle':
    case 'fleetRemoved':
    case 'shipsChanged':
    case 'fleetPlaced':
    case 'corpsEmbarked':
    case 'admiralPlaced':
    case 'hulksChanged':
    case 'shipyardTaken':
    case 'shipyardLost':
      return navalEventText(e);
    // v2.71 14.3 uncontrolled major powers, 19.2 replaced players
    case 'umpOvertureRolled': {
      const mods = e.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`).join(', ');
      return { text: `${powerName(e.power)}'s overture to ${powerName(e.ump)}: rolled ${e.dice.join('+')}${mods ? ` (${mods})` : ''} = ${e.total}.`, rule: e.rule, powers: [e.power, e.ump] };
    }
    case 'umpControlDecided':
      return {
        text: e.controller ? `${powerName(e.controller)} controls ${powerName(e.ump)} as an ${e.status} uncontrolled major power: ${e.reason}.` : `${powerName(e.ump)} is a neutral uncontrolled major power: ${e.reason}.`,
        rule: e.rule,
        powers: e.controller ? [e.controller, e.ump] : [e.ump],
      };
    case 'umpForcesStored':
      return { text: `${powerName(e.ump)}'s ${e.corps} corps and ${e.fleets} fleets left the board while it is neutral.`, rule: e.rule, powers: [e.ump] };
    case 'playerLeft':
      return { text: `${powerName(e.power)}'s player left the game: it becomes an uncontrolled major power and its control is decided at once.`, rule: e.rule, powers: [e.power] };
    case 'newPlayerFound':
      return { text: `A new player was found for ${powerName(e.power)}: they take it at the beginning of the next Economic Phase.`, rule: e.rule, powers: [e.power] };
    case 'newPlayerTookPower':
      return {
        text: `${powerName(e.power)}'s new player took control${e.lockedAllies.length > 0 ? `; the alliances with ${names(e.lockedAllies)} may not be broken before ${dateText(e.until)}` : ''}.`,
        rule: e.rule,
        powers: [e.power],
      };
    // 13.1.1 a power's setup: the lines are its own seat's only (engine/view.ts)
    case 'forcesSetUp':
      return { text: e.lines.length > 0 ? `${powerName(e.power)} set up its forces: ${e.lines.join('; ')}.` : `${powerName(e.power)} has set up its forces.`, rule: e.rule, powers: [e.power] };
    // issue 21 the AI's reasons, shown to its own power's seat only (engine/view.ts)
    case 'aiExplained':
      return { text: `Computer (${e.level} AI) — ${e.text}.`, rule: null, powers: [e.power] };
    default: {
      // A newer host may send kinds this build does not know; the compiler keeps this one unreachable.
      const unknown: never = e;
      return { text: `Event: ${(unknown as { type: string }).type}.`, rule: null, powers: [] };
    }
  }
}

/** The visible log as lines with phase and powers for filtering; `namer` as for describeEvent. */
export function logLines(log: readonly GameEvent[], logFrom: number, namer?: SeatNames | CounterNamer): LogLine[] {
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
