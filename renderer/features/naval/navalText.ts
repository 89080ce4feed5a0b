// 5.1, 6.2-6.3 the Naval Phase in words: log lines for its events and decisions for the tracker.
import type { NavalBattleRecord, NavalDecisionKind, NavalEvent } from '../../../shared/model/naval';
import type { MajorPower } from '../../../shared/model/powers';
import { listText, powerName } from '../game/names';
import { OFF_BOARD_NAMES } from '../../../shared/model/state';

const ships = (n: number) => `${n} ship${n === 1 ? '' : 's'}`;
const names = (ps: readonly string[]) => listText(ps.map(powerName));

/** What the game waits for, per naval decision kind (the tracker's "waiting for" line). */
export const NAVAL_KIND_TEXT: Record<NavalDecisionKind, string> = {
  'reinforcement/naval': 'naval reinforcement orders',
  'naval/movement': 'naval movement orders',
  'naval/intercept': 'whether to intercept a moving stack',
  'naval/combat': 'naval attacks',
  'naval/evade': 'whether its stack tries to evade',
  'naval/retreat': 'where its beaten fleets retreat',
  'naval/seaRetreat': 'the sea area a beaten stack retreats to',
  'naval/pursue': 'which fleets pursue',
  'naval/tactic': 'its naval tactical chit',
  'naval/closing': "Nelson's closing modifier",
  'naval/chase': 'whether to declare a general chase',
  'naval/portLost': 'what its fleet does in a lost port',
  'naval/losses': 'which of its fleets lose the ships',
  'naval/oddLoss': 'who takes an odd naval loss',
  'naval/transportLosses': 'which factors aboard are lost',
  'naval/portLeave': 'where its fleets go from a lost port',
  'naval/hulkPort': 'the port its disabled ships are brought to',
  'naval/shipyardTaken': 'the fate of the ships building in a port it took',
  'naval/withdraw': 'whether its fleets stay at sea or sail to a port',
};

/** A battle's result in one sentence. */
export function battleSentence(r: NavalBattleRecord): string {
  const a = names(r.attacker.powers);
  const d = names(r.defender.powers);
  const head = `Naval battle at ${r.placeName}: ${a} (${ships(r.attacker.ships)}) against ${d} (${ships(r.defender.ships)})`;
  if (r.outcome === null) return `${head} begins.`;
  if (r.outcome === 'evaded') return `${head}: ${d} evaded.`;
  const lost = `${a} lost ${ships(r.losses.attacker)}, ${d} ${ships(r.losses.defender)}`;
  if (r.outcome === 'draw') return `${head}: a draw; ${lost}.`;
  return `${head}: ${r.outcome === 'attacker' ? a : d} won; ${lost}.`;
}

/** One naval event in words, its rule and the powers it concerns. */
export function navalEventText(e: NavalEvent): { text: string; rule: string | null; powers: MajorPower[] } {
  switch (e.type) {
    case 'fleetsMoved':
      return { text: `${listText([...e.names])} sailed from ${e.fromName} to ${e.toName}${e.cost > 0 ? ` (${e.cost} point${e.cost === 1 ? '' : 's'})` : ''}.`, rule: e.rule, powers: [] };
    case 'interceptionTried':
      return {
        text: `${powerName(e.power)} tried to intercept at ${e.placeName}${e.die === null ? ' (automatic in a blockade box)' : `: rolled ${e.die}, needed ${e.needed} or less`}: ${e.success ? 'intercepted' : 'missed'}.`,
        rule: e.rule, powers: [e.power],
      };
    case 'blockadeRun':
      return {
        text: `${powerName(e.power)} tried to run the blockade of ${e.placeName}: rolled ${e.die}${e.modifier !== 0 ? ` (${e.modifier} modifier)` : ''}, needed 2 or less: ${e.success ? 'slipped past the blockaders' : 'intercepted'}.`,
        rule: e.rule, powers: [e.power],
      };
    case 'interceptionDeclined':
      return { text: `${powerName(e.power)} let the stack pass at ${e.placeName}.`, rule: e.rule, powers: [e.power] };
    case 'navalBattle':
      return { text: battleSentence(e.record), rule: e.rule, powers: [...e.record.attacker.powers, ...e.record.defender.powers] };
    case 'fleetRemoved':
      return { text: `${e.name} left the map (${e.reason === 'empty' ? 'no ships left' : e.reason}).`, rule: e.rule, powers: e.owner ? [e.owner] : [] };
    case 'shipsChanged':
      return { text: `${e.name}: ${e.delta > 0 ? '+' : ''}${e.delta} ship${Math.abs(e.delta) === 1 ? '' : 's'} (${e.reason}).`, rule: e.rule, powers: [] };
    case 'fleetPlaced':
      return { text: `${powerName(e.owner)} placed ${e.name} at ${e.placeName}.`, rule: e.rule, powers: [e.owner] };
    case 'corpsEmbarked':
      return { text: `A ${e.owner ? `${powerName(e.owner)} ` : ''}corps went aboard ${e.fleetName}.`, rule: e.rule, powers: e.owner ? [e.owner] : [] };
    case 'admiralPlaced':
      return { text: e.fleetName ? `${e.name} took command of ${e.fleetName}.` : `${e.name} was retired from the map.`, rule: e.rule, powers: [] };
    case 'hulksChanged':
      return { text: `${Math.abs(e.delta)} hulk${Math.abs(e.delta) === 1 ? '' : 's'} ${e.delta > 0 ? 'laid up' : 'lost'} at ${e.box ? OFF_BOARD_NAMES[e.box] : (e.port ?? '').replace(/-/g, ' ')} (${e.reason}).`, rule: e.rule, powers: [] };
    case 'shipyardLost':
      return { text: `${powerName(e.owner)} lost ${e.ships} ship${e.ships === 1 ? '' : 's'} building in the shipyard of ${e.portName}: an enemy holds the port.`, rule: e.rule, powers: [e.owner] };
    case 'shipyardTaken':
      return { text: `${powerName(e.taker)} ${e.destroyed ? 'destroyed' : 'let go on building'} ${e.ships === undefined ? 'the ships' : `${e.ships} ship${e.ships === 1 ? '' : 's'}`} in the shipyard of ${e.portName}.`, rule: e.rule, powers: [e.taker] };
  }
}
