import { fleetControllerOf, isEconomicMonth, sameDate } from '../model';
import type { AreaId, GameState, LeaderId, MajorPower, PhaseId, RuleRef, StepId } from '../model';
import type { GameData } from './gameData';
import type { Tx } from './tx';
import { movesWith, powersInPlay } from './relations';
import {
  ARMY_REINFORCEMENT_ORDER, LAND_PHASE_OTHERS, NAVAL_PHASE_OTHERS, NAVAL_REINFORCEMENT_ORDER,
  insertAt, scenarioLandOrder, withCombinedMovement,
} from './powerOrder';
import { beginDeclarationsOfWar } from './steps/political/declarationsOfWar';
import { beginDiplomacy } from './steps/political/diplomacy';
import { beginCallToAllies } from './steps/political/callToAllies';
import { beginPeace } from './steps/political/peace';
import { beginBreakingAlliances, beginCreatingAlliances } from './steps/political/alliances';
import { beginMinorControl } from './steps/political/minorControl';
import { openLoyaltyRolls } from './steps/political/minorLoyalty';
import { beginFreeStates } from './steps/political/freeStates';
import { beginNewCombinations, combinationsStepEmpty } from './steps/campaign/combinations';
import { beginDistricts, districtsStepEmpty } from './steps/general/districts';
import { beginLandwehr, landwehrStepEmpty } from './steps/land/landwehr';
import { inInstabilityOrFiasco } from '../rules/political/status';
import { politicalState } from '../rules/political/state';
import { beginLandAnnouncement, beginNavalAnnouncement } from './steps/announcePosition';
import { landSequence, navalAnnouncer } from '../rules/campaign/combinations/effects';
import { beginTimeRecord } from './steps/time/timeRecord';
import { anyAllianceInPlay, beginCombinedMovement } from './steps/political/combinedMovement';
import { beginLandMovement } from './steps/land/movement';
import { beginDepots } from './steps/land/depots';
import { beginSupply, supplyStepEmpty } from './steps/land/supply';
import { beginArmyReinforcement } from './steps/reinforcement/army';
import { demobiliseOverstayers } from './steps/political/limitedAccess';
import { beginFieldCombat, noFieldCombat } from './steps/land/fieldCombat';
import { beginSiegeCombat, siegeStepEmpty } from './steps/land/siege';
import { beginConquest, conquestStepEmpty } from './steps/land/conquest';
import { beginGuerilla, guerillaStepEmpty } from './steps/land/guerilla';
import { insurrectionPhaseSkip } from './steps/general/insurrectionPhase';
import {
  beginCeding, beginCivilDisorder, beginCollection, beginExpenditure, beginLending, beginLevy, beginManipulation, beginPoliticalStatus, beginVictoryPoints, economyOf,
} from './steps/economic';
import { beginNavalCombatStep, beginNavalMovementStep, beginNavalReinforcement } from './steps/naval';
import { BATTLE_BOXES, attackTargets, fleetPower, offBoardFleetsIn, placeKey } from '../rules/naval';
import { beginUmpControl, umpControlStepEmpty } from './steps/campaign/umpControl';
import { takeNewPlayers } from './steps/campaign/umpPlayers';

/**
 * One step of the sequence of play. `empty` gives the reason a step has nothing to do this
 * time (it is then skipped with a `stepSkipped` event). A step that is not implemented opens
 * an acknowledgement for each acting power instead of its rules; an implemented step's
 * `onBegin` opens its decisions or does its work.
 */
export interface StepDef {
  readonly id: StepId;
  readonly rule: RuleRef;
  readonly title: string;
  /** Asterisked in 3.0: ignored in scenarios (13.0). */
  readonly asterisk: boolean;
  readonly implemented: boolean;
  readonly empty?: (state: GameState, phasing: readonly MajorPower[], data?: GameData) => string | null;
  readonly onBegin?: (tx: Tx) => void;
}

/** A phase is made of segments: a step the whole table does at once, or steps done power by power. */
export type Segment =
  | { readonly kind: 'table'; readonly step: StepDef }
  | {
      readonly kind: 'powers';
      readonly rule: RuleRef;
      /** Power sequences in the order they act (a sequence has several powers when combined, 4.9). */
      readonly order: (state: GameState) => MajorPower[][];
      /** Reason a power's whole sequence has nothing to do. */
      readonly sequenceEmpty?: (state: GameState, powers: readonly MajorPower[]) => string | null;
      readonly steps: readonly StepDef[];
    };

export interface PhaseDef {
  readonly id: PhaseId;
  readonly rule: RuleRef;
  readonly title: string;
  readonly asterisk: boolean;
  /** Reason the phase does not occur this turn. */
  readonly skip?: (state: GameState) => string | null;
  readonly segments: readonly Segment[];
}

// ---- facts used to find empty steps -------------------------------------------------------

/** Areas holding corps or irregulars that act in the sequence of `powers`. */
const landForceAreas = (s: GameState, powers: readonly MajorPower[]): AreaId[] => [
  ...s.corps.flatMap((c) => (c.location.kind === 'area' && movesWith(s, c.nationality, powers) ? [c.location.area] : [])),
  ...s.irregulars.filter((i) => movesWith(s, i.nationality, powers)).map((i) => i.area),
];

function hasLandForces(s: GameState, powers: readonly MajorPower[]): boolean {
  return (
    s.corps.some((c) => movesWith(s, c.nationality, powers)) ||
    s.garrisons.some((g) => movesWith(s, g.nationality, powers)) ||
    s.irregulars.some((i) => movesWith(s, i.nationality, powers)) ||
    s.depots.some((d) => powers.includes(d.owner))
  );
}

const hasFleets = (s: GameState, powers: readonly MajorPower[]) => s.fleets.some((f) => { const c = fleetControllerOf(s, f.nationality); return c !== null && powers.includes(c); });
const dueNow = (s: GameState, p: MajorPower) => s.reinforcements.filter((r) => r.power === p && sameDate(r.date, s.date));

/** 6.2.4 / 6.3.1 some phasing stack stands with fleets it could attack. */
function navalContact(s: GameState, powers: readonly MajorPower[]): boolean {
  const onMap = s.fleets.some((f) => {
    const p = fleetPower(s, f);
    if (p === null || !powers.includes(p)) return false;
    const key = placeKey(f.location);
    return attackTargets(s, p, s.fleets.filter((g) => placeKey(g.location) === key)).length > 0;
  });
  // opt:12.2.7.3~2 enemies at war sharing the Canaries or the West Indies
  return onMap || (s.options.rules.westIndies === true && BATTLE_BOXES.some((box) => {
    const here = offBoardFleetsIn(s, box);
    return here.some((f) => {
      const p = fleetPower(s, f);
      return p !== null && powers.includes(p) && attackTargets(s, p, here).some((t) => t.atWar);
    });
  }));
}

const inPlay = (order: readonly MajorPower[]) => (s: GameState) => order.filter((p) => s.powers[p].inPlay).map((p) => [p]);

// ---- step definitions ------------------------------------------------------------------------

const fewerThanTwo = (s: GameState) => (powersInPlay(s).length < 2 ? 'fewer than two major powers in play' : null);
const noAlliances = (s: GameState) => (s.relations.alliances.length === 0 ? 'no alliances exist' : null);
const peaceStepEmpty = (s: GameState) =>
  s.relations.wars.length === 0 && politicalState(s).minorWars.length === 0 && politicalState(s).mustSue.length === 0 ? 'no wars' : null;
const minorControlEmpty = (s: GameState) =>
  (politicalState(s).minorControl ?? []).length > 0 ||
  s.minors.some((m) => m.controller !== null && m.status !== 'neutral' && inInstabilityOrFiasco(s, m.controller))
    ? null
    : 'no neutral minor was declared on and no controller is in the Instability or Fiasco Zone';

const POLITICAL: PhaseDef = {
  id: 'political', rule: '3.1', title: 'Political Phase', asterisk: true,
  segments: [
    { kind: 'table', step: { id: 'political/diplomacy', rule: '4.1', title: 'Diplomacy', asterisk: false, implemented: true, empty: fewerThanTwo, onBegin: beginDiplomacy } },
    {
      kind: 'table',
      step: { id: 'political/declarationsOfWar', rule: '4.2', title: 'Declarations of War', asterisk: false, implemented: true, empty: fewerThanTwo, onBegin: beginDeclarationsOfWar },
    },
    {
      kind: 'table',
      step: {
        id: 'political/callToAllies', rule: '4.3', title: 'Call to Allies', asterisk: false, implemented: true,
        empty: (s) => (s.turn.declarations.length === 0 ? 'no war was declared this turn' : noAlliances(s)),
        onBegin: beginCallToAllies,
      },
    },
    { kind: 'table', step: { id: 'political/peace', rule: '4.4', title: 'Peace', asterisk: false, implemented: true, empty: peaceStepEmpty, onBegin: beginPeace } },
    { kind: 'table', step: { id: 'political/creatingAlliances', rule: '4.5', title: 'Creating Alliances', asterisk: false, implemented: true, empty: fewerThanTwo, onBegin: beginCreatingAlliances } },
    // 4.6 run once for the table: control is decided between powers by competitive dice
    { kind: 'table', step: { id: 'political/minorCountryControl', rule: '4.6', title: 'Minor Country Control', asterisk: false, implemented: true, empty: minorControlEmpty, onBegin: (tx) => { if (!openLoyaltyRolls(tx)) beginMinorControl(tx); } } }, // v2.71 4.6.7 first
    { kind: 'table', step: { id: 'political/breakingAlliances', rule: '4.7', title: 'Breaking Alliances', asterisk: false, implemented: true, empty: noAlliances, onBegin: beginBreakingAlliances } },
    {
      kind: 'table',
      // 4.8 only conquered minors can be declared free states
      step: {
        id: 'political/freeStateDeclaration', rule: '4.8', title: 'Free State Declaration', asterisk: false, implemented: true,
        empty: (s) => (s.minors.some((m) => m.status === 'conquered') ? null : 'no conquered minor countries'),
        onBegin: beginFreeStates,
      },
    },
    {
      kind: 'table',
      step: {
        id: 'political/combinedMovement', rule: '4.9', title: 'Declaration of Combined Movement', asterisk: false, implemented: true,
        empty: (s) => (anyAllianceInPlay(s) ? null : 'no two powers in play are allied'),
        onBegin: beginCombinedMovement,
      },
    },
  ],
};

const REINFORCEMENT: PhaseDef = {
  id: 'reinforcement', rule: '3.2', title: 'Reinforcement Phase', asterisk: false,
  segments: [
    {
      kind: 'powers', rule: '5.1', order: inPlay(NAVAL_REINFORCEMENT_ORDER),
      steps: [
        // 5.3 Nelson returns in the Naval Reinforcement Step
        {
          id: 'reinforcement/naval', rule: '5.1', title: 'Naval Reinforcement', asterisk: true, implemented: true,
          empty: (s, [p]) =>
            p && !hasFleets(s, [p]) && !dueNow(s, p).some((r) => (r.ships ?? 0) > 0 || (r.fleets ?? []).length > 0 || (r.leaders ?? []).includes('nelson' as LeaderId)) &&
            !(s.navy?.ships ?? []).some((x) => x.power === p && x.ships > 0) && !(s.navy?.fleetCounters ?? []).some((x) => x.power === p) &&
            !s.leaders.some((l) => l.owner === p && l.id === 'nelson' && l.location.kind === 'pool') &&
            !(p === 'britain' && (s.america?.forces.length ?? 0) > 0) // opt:8.2.1.2.2.2.2.2 forces in America to call back
              ? 'no fleets, no ships due and no admiral to place'
              : null,
          onBegin: beginNavalReinforcement,
        },
      ],
    },
    {
      kind: 'powers', rule: '5.2', order: inPlay(ARMY_REINFORCEMENT_ORDER),
      steps: [
        {
          id: 'reinforcement/army', rule: '5.2', title: 'Army Reinforcement', asterisk: false, implemented: true,
          empty: (s, [p]) =>
            p && !s.corps.some((c) => movesWith(s, c.nationality, [p])) && !s.garrisons.some((g) => movesWith(s, g.nationality, [p])) &&
            dueNow(s, p).length === 0 && !s.leaders.some((l) => l.owner === p && l.id !== 'nelson' && l.location.kind === 'pool')
              ? 'no corps, garrisons, leaders in reserve or reinforcements due'
              : null,
          // 12.4.3 (option) forces still inside after a peace's limited access are demobilised first
          onBegin: (tx) => {
            demobiliseOverstayers(tx, tx.state.cursor.phasing[0]!);
            beginArmyReinforcement(tx);
          },
        },
      ],
    },
  ],
};

/** 6.1 / 7.1 the phase order once the announcing power has chosen its place. */
function navalOrder(s: GameState): MajorPower[][] {
  const others = NAVAL_PHASE_OTHERS.filter((p) => s.powers[p].inPlay);
  // 11.8.2.2 (option) a Great Britain that lost dominant status always moves first
  const britain = navalAnnouncer(s) === 'britain' ? insertAt(others, 'britain', s.turn.navalPosition ?? 0) : ['britain' as const, ...others];
  const order = s.powers.britain.inPlay ? britain : others;
  return withCombinedMovement(order, s.turn.combinedMovement);
}

function landOrder(s: GameState): MajorPower[][] {
  const all = powersInPlay(s);
  if (s.scenario.kind === 'scenario') return withCombinedMovement(scenarioLandOrder(all, s.scenario.sides), s.turn.combinedMovement);
  // 7.1 France announces its place; 11.8.2.3 (option) dominant status may change who does, or put France first
  const seq = landSequence(s, LAND_PHASE_OTHERS);
  const order = seq.announcer ? insertAt(seq.others, seq.announcer, s.turn.landPosition ?? 0) : [...seq.others];
  return withCombinedMovement(order, s.turn.combinedMovement);
}

const NAVAL: PhaseDef = {
  id: 'naval', rule: '3.3', title: 'Naval Phase', asterisk: true,
  segments: [
    {
      kind: 'table',
      step: {
        id: 'naval/announcePosition', rule: '6.1', title: 'Great Britain (or the dominant power) announces its place', asterisk: false, implemented: true,
        empty: (s) => (!s.powers.britain.inPlay ? 'Great Britain is not in play' : navalAnnouncer(s) === null ? 'Great Britain is not a dominant power: it moves first (11.8.2.2)' : fewerThanTwo(s)),
        onBegin: beginNavalAnnouncement,
      },
    },
    {
      // 6.1.3 each power's sequence: its Naval Movement Step, then its Naval Combat Step
      kind: 'powers', rule: '6.1', order: navalOrder,
      // opt:12.2.7.1~2 fleets off the map (West Indies option) move in this phase too
      sequenceEmpty: (s, powers) => (hasFleets(s, powers) || (s.westIndies?.fleets ?? []).some((f) => movesWith(s, f.fleet.nationality, powers)) ? null : 'no fleets'),
      steps: [
        {
          id: 'naval/movement', rule: '6.2', title: 'Naval Movement', asterisk: false, implemented: true, onBegin: beginNavalMovementStep,
          empty: (_s, _p, data) => ((data?.naval?.seaAreas.length ?? 0) === 0 ? 'no sea areas are known (no naval map data): fleets cannot move' : null),
        },
        {
          id: 'naval/combat', rule: '6.3', title: 'Naval Combat', asterisk: false, implemented: true, onBegin: beginNavalCombatStep,
          // 6.2.4 only where a phasing stack stands with fleets it may attack
          empty: (s, powers) => (navalContact(s, powers) ? null : 'no phasing fleet shares a place with fleets it may attack'),
        },
      ],
    },
  ],
};

/** Why nobody announces a Land Phase place (France out of the game, or 11.8.2.3 France moving first). */
const landNobodyAnnounces = (s: GameState): string =>
  !s.powers.france.inPlay ? 'France is not in play' : 'France must move first: another power has become dominant (11.8.2.3)';

const LAND: PhaseDef = {
  id: 'land', rule: '3.4', title: 'Land Phase', asterisk: false,
  segments: [
    {
      kind: 'table',
      step: {
        id: 'land/announcePosition', rule: '7.1', title: 'France (or the dominant power) announces its place', asterisk: false, implemented: true,
        empty: (s) =>
          s.scenario.kind === 'scenario' ? 'France moves first in scenarios (3.4)' : landSequence(s, LAND_PHASE_OTHERS).announcer === null ? landNobodyAnnounces(s) : fewerThanTwo(s),
        onBegin: beginLandAnnouncement,
      },
    },
    // 7.1.3 each power's sequence runs all these steps before the next power's begins; conquest
    // (7.7) is resolved once, after every power has moved
    {
      kind: 'powers', rule: '7.1', order: landOrder,
      sequenceEmpty: (s, powers) => (hasLandForces(s, powers) ? null : 'no land forces'),
      steps: [
        // opt:19.1.2/10.1.4.1.4 the insurrection corps' own Land Phase skips the depots, sieges and guerillas (insurrectionPhase.ts)
        { id: 'land/depots', rule: '7.2', title: 'Depot Creation/Removal', asterisk: false, implemented: true, empty: insurrectionPhaseSkip, onBegin: beginDepots },
        {
          id: 'land/movement', rule: '7.3', title: 'Land Movement', asterisk: false, implemented: true,
          empty: (s, powers) => (landForceAreas(s, powers).length === 0 ? 'no corps or irregulars on the map' : null),
          onBegin: beginLandMovement,
        },
        {
          id: 'land/supply', rule: '7.4', title: 'Supply', asterisk: false, implemented: true,
          empty: supplyStepEmpty,
          onBegin: beginSupply,
        },
        {
          id: 'land/fieldCombat', rule: '7.5', title: 'Field, limited field and trivial combat', asterisk: false, implemented: true,
          empty: noFieldCombat, onBegin: beginFieldCombat,
        },
        { id: 'land/siegeCombat', rule: '7.5.4', title: 'Siege combat', asterisk: false, implemented: true, empty: (s, p, d) => insurrectionPhaseSkip(s) ?? siegeStepEmpty(s, p, d), onBegin: beginSiegeCombat },
        // 7.6 / 10.1.1 guerillas appear in Spain's own step; others may only fight existing ones
        { id: 'land/guerilla', rule: '7.6', title: 'Guerilla', asterisk: false, implemented: true, empty: (s, p) => insurrectionPhaseSkip(s) ?? guerillaStepEmpty(s, p), onBegin: beginGuerilla },
      ],
    },
    { kind: 'table', step: { id: 'land/conquest', rule: '7.7', title: 'Conquest', asterisk: true, implemented: true, empty: conquestStepEmpty, onBegin: beginConquest } },
  ],
};

/** An Economic Phase step the whole table performs at once (8.0: every power acts in each step). */
const econ = (id: StepId, rule: RuleRef, title: string, onBegin: (tx: Tx) => void, empty?: StepDef['empty']): Segment => ({
  kind: 'table', step: { id, rule, title, asterisk: false, implemented: true, onBegin, ...(empty ? { empty } : {}) },
});
const noMoneyToLend = (s: GameState) => (powersInPlay(s).some((p) => s.powers[p].money > 0) ? null : 'no power has money to lend');
const noDisorder = (s: GameState) => (economyOf(s).current?.noHomeManpower.some((p) => s.powers[p].inPlay) ? null : 'every power collected home-nation manpower');

const ECONOMIC: PhaseDef = {
  id: 'economic', rule: '3.5', title: 'Economic Phase', asterisk: true,
  skip: (s) => (isEconomicMonth(s.date) ? null : 'only after March, June, September and December'),
  segments: [
    // v2.71 19.2.2 new players take their powers at the beginning of the Economic Phase
    econ('economic/victoryPoints', '8.1', 'Victory Points', (tx) => (takeNewPlayers(tx), beginVictoryPoints(tx))),
    econ('economic/collection', '8.2', 'Money and Manpower Collection', beginCollection),
    econ('economic/lending', '8.3', 'Lending Money', beginLending, noMoneyToLend),
    econ('economic/manipulation', '8.4', 'Manipulation', beginManipulation),
    econ('economic/expenditure', '8.5', 'Money and Manpower Expenditure', beginExpenditure),
    econ('economic/politicalStatus', '8.6', 'Political Status Adjustment', beginPoliticalStatus),
    econ('economic/civilDisorder', '8.7', 'Civil Disorder', beginCivilDisorder, noDisorder),
    econ('economic/ceding', '8.8', 'Ceding', beginCeding),
    // 8.9 section 11 new political combinations (options 11.1-11.6, 11.8)
    // v2.71 10.4.5 multi-district minors and 10.2.3 neutralising minors share the step (steps/general/districts.ts)
    // v2.71 12.11.3 / 12.11.3.1 the landwehr is raised or stood down in the step too (steps/land/landwehr.ts)
    econ('economic/newCombinations', '8.9', 'New Political Combinations', (tx) => { if (combinationsStepEmpty(tx.state) === null) beginNewCombinations(tx); beginDistricts(tx); beginLandwehr(tx); },
      (s) => (districtsStepEmpty(s) === null || landwehrStepEmpty(s) === null ? null : combinationsStepEmpty(s))),
    econ('economic/levy', '8.10', 'Levy', beginLevy),
    // 8.11 / v2.71 14.3.1 the UMP Control Step: every Economic Phase of a game with uncontrolled major powers
    econ('economic/umpControl', '8.11', 'UMP Control', beginUmpControl, umpControlStepEmpty),
  ],
};

const TIME_RECORD: PhaseDef = {
  id: 'timeRecord', rule: '3.6', title: 'Time Record Phase', asterisk: false,
  segments: [{ kind: 'table', step: { id: 'timeRecord/advance', rule: '9.0', title: 'Advance the month', asterisk: false, implemented: true, onBegin: beginTimeRecord } }],
};

/** 3.0 The sequence of play, phases in rulebook order. */
export const SEQUENCE: readonly PhaseDef[] = [POLITICAL, REINFORCEMENT, NAVAL, LAND, ECONOMIC, TIME_RECORD];

export function phaseDef(id: PhaseId): PhaseDef {
  const p = SEQUENCE.find((x) => x.id === id);
  if (!p) throw new Error(`unknown phase ${id}`);
  return p;
}

/** Every step definition, in sequence order. */
export const ALL_STEPS: readonly StepDef[] = SEQUENCE.flatMap((p) => p.segments.flatMap((s) => (s.kind === 'table' ? [s.step] : s.steps)));

export function stepDef(id: StepId): StepDef {
  const d = ALL_STEPS.find((x) => x.id === id);
  if (!d) throw new Error(`unknown step ${id}`);
  return d;
}

