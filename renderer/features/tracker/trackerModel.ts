import type { PowerView } from '../../../shared/model/view';
import type { DecisionKind } from '../../../shared/model/decisions';
import { dateText, listText, PHASE_NAME, powerName } from '../game/names';
import { NAVAL_KIND_TEXT } from '../naval/navalText';

export interface TrackerModel {
  date: string;
  winter: boolean;
  phase: string;
  phaseRule: string;
  step: string;
  stepRule: string;
  implemented: boolean;
  /** Whose sequence it is ("Austria"), or null when the whole table acts together. */
  sequence: string | null;
  /** The order of the powers' sequences this phase, the current one marked. */
  order: { powers: string; current: boolean }[];
  /** What the game waits for, in words. */
  waiting: string[];
  over: string | null;
}

export const KIND_TEXT: Record<DecisionKind, string> = {
  'sequence/acknowledge': 'to acknowledge the step',
  'political/declareWar': 'declarations of war',
  'naval/announcePosition': 'its naval position',
  'land/announcePosition': 'its land position',
  'political/declareCombinedMovement': 'combined movement',
  'reinforcement/army': 'army reinforcements',
  'land/depots': 'depot orders',
  'land/movement': 'movement orders',
  'land/insurrection': 'whether to raise the insurrection',
  'land/forageLosses': 'which factors foraging costs',
  'land/alliedSupply': 'an answer to its ally\'s supply request',
  'land/supply': 'supply and foraging',
  'land/siege': 'siege orders',
  'land/depotGarrison': 'whether its depot garrison destroys the depot',
  'land/besiegedCity': 'whether to occupy a city its siege emptied',
  'land/reaction': 'whether to react to an enemy move',
  'land/reactionForces': 'the forces going with a reaction',
  'land/reactionRoute': 'where a withdrawal goes',
  'land/overrunSwept': 'whether forces swept by an overrun surrender or are destroyed',
  'land/combatOrder': 'the order of its combats',
  'land/combatRetire': 'whether to retire into the city',
  'land/combatCommander': 'its commander',
  'land/combatChit': 'its combat chit',
  'land/combatDivision': 'its outflanking division',
  'land/combatLosses': 'its combat losses',
  'land/combatReinforce': 'reinforcement attempts',
  'land/combatEndOfDay': 'fight on or withdraw',
  'land/combatRetreat': 'a retreat route',
  'land/combatDepot': 'what becomes of an enemy depot',
  'land/combatRound': 'its guard and tactical rating for the round',
  'land/combatJoin': 'whether it joins a battle in its area',
  'land/combatTrivial': 'whether it agrees to a trivial combat',
  'land/combatSally': 'the corps that come out of a besieged city to join its relief',
  'land/garrisonAttack': 'the forces of a besieged city that attack its besiegers',
  'land/guerillaAttack': 'how many guerillas attack',
  'land/combatSolitaire': 'its solitaire chit or tactics check',
  'land/combatBystander': 'where its forces step aside from a battle',
  // section 4
  'political/diplomacy': 'diplomacy (notes and access)',
  'political/callAllies': 'which allies to call',
  'political/answerCall': 'an answer to its ally\'s call',
  'political/sue': 'whether to sue for peace',
  'political/peaceOffer': 'a peace offer',
  'political/peaceAnswer': 'an answer to an unconditional peace',
  'political/peaceTerm': 'peace terms',
  'political/separatePeace': 'whether to demand its ally break the alliance',
  'political/cededFreeState': 'what to do with a ceded free state',
  'political/repatriate': 'where its forces go home after a peace',
  'political/newAccess': 'whether to grant access in territory it took over',
  'political/minorLoyalty': 'which neighbours of an attacked minor to roll for',
  'political/minorOverture': 'its secret overture to a minor country',
  'political/minorSetup': "where its minor country's forces set up",
  'political/capitalGarrison': "whether a victor's garrison may stay in its capital",
  'political/alliances': 'alliance proposals',
  'political/breakAlliances': 'whether to break alliances',
  'political/backDown': 'whether to back down from a minor war',
  'political/minorBid': 'whether to roll for a minor country',
  'political/minorSupport': 'whether to support its minor country',
  'political/freeStates': 'free state declarations',
  // 8.0 the Economic Phase
  'economic/britishVictoryPoints': 'whether to take victory points from an enemy',
  'economic/announceVictory': 'whether to announce victory',
  'economic/collection': 'its trade choices',
  'campaign/umpOverture': 'its overtures to the uncontrolled major powers',
  'economic/lending': 'loans and subsidies',
  'economic/manipulation': 'its economic manipulation',
  'economic/returnLeaders': 'whether to bring back removed leaders',
  'economic/expenditure': 'its purchases',
  'economic/cede': 'what it cedes',
  'economic/acceptCession': 'whether to keep a ceded free state free',
  'economic/levy': 'the levy',
  'economic/disorderClaim': 'who takes a territory of a power in civil disorder',
  'campaign/bid': 'bids for the major powers',
  'campaign/newCombinations': 'its new political combinations',
  'general/districts': 'which districts to join and which minors to let go',
  'general/tyrol': 'whether to raise the Tyrol corps',
  'landwehr/decide': 'whether to raise or stand down its landwehr',
  'landwehr/setupMilitia': 'which set-up infantry to turn into militia',
  'land/moveOrder': 'the order in which it and its allies move',
  'land/straitsLeave': 'whether to let a power trace supply through the Dardanelles',
  'setup/forces': 'where its forces set up',
  ...NAVAL_KIND_TEXT,
};

/** The turn/phase tracker as display data, from the view's cursor, decisions and groups. */
export function trackerModel(view: PowerView): TrackerModel {
  const c = view.cursor;
  const waiting: string[] = [];
  for (const d of view.decisions) waiting.push(`${powerName(d.power)} (you): ${KIND_TEXT[d.kind]}`);
  for (const d of view.waitingFor) waiting.push(`${powerName(d.power)}: ${KIND_TEXT[d.kind]}${d.secret ? ' (secret)' : ''}`);
  for (const g of view.groups) {
    const left = g.powers.filter((p) => !g.answered.includes(p));
    if (left.length > 0) waiting.push(`Secret choice: ${KIND_TEXT[g.kind]} (${g.rule}), answered ${g.answered.length} of ${g.powers.length}, waiting for ${listText(left.map(powerName))}`);
  }
  return {
    date: dateText(view.date),
    winter: view.winter,
    phase: view.where.phaseTitle || PHASE_NAME[c.phase],
    phaseRule: view.where.phaseRule,
    step: view.where.stepTitle,
    stepRule: view.where.stepRule,
    implemented: view.where.implemented,
    sequence: c.phasing.length > 0 ? listText(c.phasing.map(powerName)) : null,
    order: c.order.map((powers, i) => ({ powers: listText(powers.map(powerName)), current: i === c.slot })),
    waiting,
    over: view.over?.reason ?? null,
  };
}
