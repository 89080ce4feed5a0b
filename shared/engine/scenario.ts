import {
  garrisonSize,
  FACTOR_TYPES, MAJOR_POWERS, STATE_FORMAT,
  compareDates, defaultOptions, EMPTY_LOG, isMajorPower, notBuiltRefusals,
} from '../model';
import type {
  AreaId, ByPower, CityId, Corps, CorpsId, CounterId, Depot, DiceState, FleetId, GameDate, GameState, Garrison, Irregular,
  Leader, LeaderId, MajorPower, MinorCountry, MinorId, Nationality, ObjectiveCity, Options, PoliticalState, PowerState, Result, VictoryConditions, VictoryTest,
} from '../model';
import { diceSeedProblem, drawHandle, seedCryptoDice, seedDice, type DiceSeed } from './dice';
import { NO_MAP_DATA, dataForGame } from './gameData';
import type { GameData } from './gameData';
import { powerPair } from './relations';
import { charts } from '../data/charts';
import type { StatusZone } from '../data/charts';
import { initialPoliticalState } from '../rules/political/state';
import { hitherPomeraniaSetup } from '../rules/general/hitherPomerania';
import { START_CURSOR } from './sequencer';
import { buildEconomy, economyErrors } from './scenarioEconomy';
import { forceErrors } from './scenarioForces';
import { campaignSetupErrors } from './scenarioCampaign';
import { publishedScenarioErrors } from './scenarioPublished';
import { buildSetup, setupRegionErrors } from './scenarioSetup';

import { optionsInputSchema, scenarioSchema } from './scenarioSchema';
import type { OptionsInput, Scenario, VictoryTestInput } from './scenarioSchema';

export { optionsInputSchema, scenarioSchema } from './scenarioSchema';
export type { OptionsInput, Scenario, ScenarioInput } from './scenarioSchema';

/** 10.1 whose counters each kind of irregular is: cossacks Russia's, freikorps Prussia's, guerillas Spain's. */
const IRREGULAR_NATION = { cossack: 'russia', freikorps: 'prussia', guerilla: 'spain' } as const;

export const SCENARIO_ERROR_CODES = [
  'schema', 'badOptions', 'badSeed', 'dateOrder', 'notInPlay', 'unknownNationality', 'duplicateId', 'unknownArea', 'outsideMapPortion',
  'unknownCity', 'unknownReference', 'badSides', 'badSetupOrder', 'badRelation', 'emptyCorps', 'badMinor', 'dateOutsideScenario',
  'badVictory', 'badEconomy', 'capacity', 'badMovement',
] as const;
export type ScenarioErrorCode = (typeof SCENARIO_ERROR_CODES)[number];

/** One thing wrong with a scenario file: which file (when known), where in it (a JSON path), a stable code, and a sentence. */
export interface ScenarioError {
  readonly file?: string;
  readonly path: string;
  readonly code: ScenarioErrorCode;
  readonly message: string;
}

export interface ScenarioInit {
  readonly options?: OptionsInput;
  /**
   * The same seed and commands give the same game. A seed and salt of 128+ bits (issue 14,
   * what the host draws) give the ChaCha20 dice with a commitment; an integer gives the
   * pre-issue-14 generator that old saves and engine tests use.
   */
  readonly seed?: number | DiceSeed;
  readonly data?: GameData;
  /** The file the scenario was read from, named in every error. */
  readonly file?: string;
}

// ---- validation ----------------------------------------------------------------------------

function semanticErrors(s: Scenario, data: GameData): ScenarioError[] {
  const errors: ScenarioError[] = [];
  const err = (path: string, code: ScenarioErrorCode, message: string) => errors.push({ path, code, message });
  const inPlay = MAJOR_POWERS.filter((p) => s.powers[p] !== undefined);
  const playing = (p: MajorPower) => inPlay.includes(p);
  const minorIds = new Set(s.minors.map((m) => m.id));
  const portion = s.mapPortion === 'all' ? null : new Set(s.mapPortion);

  if (compareDates(s.start, s.end) > 0) err('end', 'dateOrder', 'the scenario ends before it starts');
  if (inPlay.length === 0) err('powers', 'notInPlay', 'no major power is in play');

  // 13.1.1 setup order names every power in play once (13.1.1.1 regions: scenarioSetup.ts)
  const order = new Set(s.setupOrder);
  if (order.size !== s.setupOrder.length || s.setupOrder.length !== inPlay.length || !inPlay.every((p) => order.has(p)))
    err('setupOrder', 'badSetupOrder', 'the setup order must list each power in play exactly once');

  // 3.4 scenario sides partition the powers in play
  if (s.kind === 'scenario') {
    const all = s.sides.flat();
    if (s.sides.length !== 2 || new Set(all).size !== all.length || all.length !== inPlay.length || !inPlay.every((p) => all.includes(p)))
      err('sides', 'badSides', 'a scenario has two sides that together hold each power in play once');
  } else if (s.sides.length > 0) err('sides', 'badSides', 'campaign games have no fixed sides');

  const relationKeys = new Map<string, string>();
  (['wars', 'alliances'] as const).forEach((kind) =>
    s.relations[kind].forEach(([a, b], i) => {
      const path = `relations.${kind}.${i}`;
      if (a === b) err(path, 'badRelation', 'a power cannot be paired with itself');
      if (!playing(a) || !playing(b)) err(path, 'notInPlay', 'both powers must be in play');
      const key = powerPair(a, b).join('+');
      const seen = relationKeys.get(key);
      if (seen) err(path, 'badRelation', `${a} and ${b} are already listed under ${seen}`);
      relationKeys.set(key, kind);
    }),
  );
  s.relations.enforcedPeace.forEach((e, i) => {
    if (e.powers[0] === e.powers[1]) err(`relations.enforcedPeace.${i}`, 'badRelation', 'a power cannot be paired with itself');
  });

  const seenMinor = new Set<string>();
  s.minors.forEach((m, i) => {
    if (seenMinor.has(m.id)) err(`minors.${i}.id`, 'duplicateId', `minor ${m.id} listed twice`);
    seenMinor.add(m.id);
    if (isMajorPower(m.id)) err(`minors.${i}.id`, 'badMinor', 'a minor country cannot take a major power id');
    if (m.status === 'neutral' && m.controller !== null) err(`minors.${i}.controller`, 'badMinor', 'a neutral minor has no controller');
    if (m.status !== 'neutral' && (m.controller === null || !playing(m.controller)))
      err(`minors.${i}.controller`, 'badMinor', 'a free or conquered minor needs a controller in play');
  });

  const checkNationality = (path: string, n: string) => {
    if (isMajorPower(n)) {
      if (!playing(n)) err(path, 'notInPlay', `${n} is not in play`);
    } else if (!minorIds.has(n)) err(path, 'unknownNationality', `${n} is neither a major power nor a listed minor country`);
  };
  const checkArea = (path: string, a: string) => {
    if (!data.hasArea(a as AreaId)) err(path, 'unknownArea', `area ${a} is not on the map`);
    else if (portion && !portion.has(a)) err(path, 'outsideMapPortion', `area ${a} is outside the portion of the map in play (13.1.1)`);
  };
  const checkCity = (path: string, c: string | undefined) => {
    if (c !== undefined && !data.hasCity(c as CityId)) err(path, 'unknownCity', `city ${c} is not on the map`);
  };
  const checkPower = (path: string, p: MajorPower) => {
    if (!playing(p)) err(path, 'notInPlay', `${p} is not in play`);
  };
  const inScenario = (path: string, d: GameDate) => {
    if (compareDates(d, s.start) < 0 || compareDates(d, s.end) > 0) err(path, 'dateOutsideScenario', 'the date falls outside the scenario');
  };

  const keys = new Set<string>();
  const uniqueKey = (path: string, k: string) => {
    if (keys.has(k)) err(path, 'duplicateId', `${k} is used twice`);
    keys.add(k);
  };
  const f = s.forces;
  f.corps.forEach((c, i) => {
    const path = `forces.corps.${i}`;
    uniqueKey(`${path}.id`, c.id);
    checkNationality(`${path}.nationality`, c.nationality);
    const places = [c.area !== undefined, c.fleet !== undefined, c.offMap === true].filter(Boolean).length;
    if (places !== 1) err(path, 'unknownReference', 'a corps stands in exactly one of: an area, a fleet, off the map');
    if (c.city !== undefined && c.area === undefined) err(`${path}.city`, 'unknownReference', 'a corps in a city names the city\'s area');
    if (c.area !== undefined) checkArea(`${path}.area`, c.area);
    if (c.fleet !== undefined && !f.fleets.some((fl) => fl.id === c.fleet)) err(`${path}.fleet`, 'unknownReference', `no fleet ${c.fleet} in this scenario`);
    checkCity(`${path}.city`, c.city);
    if (FACTOR_TYPES.every((t) => (c.factors[t] ?? 0) === 0)) err(`${path}.factors`, 'emptyCorps', 'a corps on the map holds at least one factor');
  });
  f.fleets.forEach((fl, i) => {
    const path = `forces.fleets.${i}`;
    uniqueKey(`${path}.id`, fl.id);
    checkNationality(`${path}.nationality`, fl.nationality);
    if (fl.location.kind !== 'blockade') checkArea(`${path}.location.area`, fl.location.area);
    if (fl.location.kind !== 'sea') checkCity(`${path}.location.city`, fl.location.city);
    if (fl.maxShips !== undefined && fl.ships > fl.maxShips) err(`${path}.ships`, 'schema', `a fleet holds at most its ${fl.maxShips} ships (2.4.2.1.1)`);
  });
  f.garrisons.forEach((g, i) => {
    const path = `forces.garrisons.${i}`;
    checkNationality(`${path}.nationality`, g.nationality);
    checkArea(`${path}.area`, g.area);
    checkCity(`${path}.city`, g.city);
    if (garrisonSize(g.factors) === 0) err(`${path}.factors`, 'emptyCorps', 'a garrison holds at least one factor');
    // 7.3.3.3.1 guerillas never garrison a depot
    if (g.city === undefined && (g.factors.guerilla ?? 0) > 0) err(`${path}.factors.guerilla`, 'schema', 'guerillas may not garrison a depot (7.3.3.3.1)');
    if (g.city === undefined && !f.depots.some((d) => d.area === g.area))
      err(`${path}.city`, 'unknownReference', 'a garrison not in a city must be on a depot in its area (7.3.3)');
  });
  f.depots.forEach((d, i) => {
    checkPower(`forces.depots.${i}.owner`, d.owner);
    checkArea(`forces.depots.${i}.area`, d.area);
  });
  f.irregulars.forEach((r, i) => {
    checkNationality(`forces.irregulars.${i}.nationality`, r.nationality);
    checkArea(`forces.irregulars.${i}.area`, r.area);
  });
  const leaderIds = new Set<string>();
  f.leaders.forEach((l, i) => {
    const path = `forces.leaders.${i}`;
    if (leaderIds.has(l.id)) err(`${path}.id`, 'duplicateId', `leader ${l.id} listed twice`);
    leaderIds.add(l.id);
    checkPower(`${path}.owner`, l.owner);
    if (l.with !== undefined && !f.corps.some((c) => c.id === l.with) && !f.fleets.some((fl) => fl.id === l.with))
      err(`${path}.with`, 'unknownReference', `no corps or fleet ${l.with} in this scenario`);
    if (l.with !== undefined && l.area !== undefined) err(`${path}.area`, 'unknownReference', 'a leader is either with a corps or fleet, or alone in an area');
    if (l.area !== undefined) checkArea(`${path}.area`, l.area);
  });
  s.prisoners.forEach((p, i) => {
    checkPower(`prisoners.${i}.holder`, p.holder);
    checkNationality(`prisoners.${i}.nationality`, p.nationality);
  });
  const corpsIds = new Set<string>(f.corps.map((c) => c.id));
  s.reinforcements.forEach((r, i) => {
    const path = `reinforcements.${i}`;
    checkPower(`${path}.power`, r.power);
    inScenario(`${path}.date`, r.date);
    if (r.nationality !== undefined) checkNationality(`${path}.nationality`, r.nationality);
    if (r.area !== undefined) checkArea(`${path}.area`, r.area);
    if (r.shipsPort !== undefined) checkCity(`${path}.shipsPort`, r.shipsPort);
    (r.fleets ?? []).forEach((fl, j) => {
      if (f.fleets.some((x) => x.id === fl.id)) err(`${path}.fleets.${j}.id`, 'duplicateId', `fleet ${fl.id} is on the map already`);
    });
    // 13.1 / 10.1 irregulars come onto the map in a named area, of the nation whose counters they are
    (r.irregulars ?? []).forEach((x, j) => {
      if (r.area === undefined) err(`${path}.area`, 'unknownReference', 'irregulars arrive in a named area');
      const owner = IRREGULAR_NATION[x.kind];
      if ((r.nationality ?? r.power) !== owner) err(`${path}.irregulars.${j}.kind`, 'unknownNationality', `${x.kind} counters are ${owner}'s (10.1)`);
    });
    (r.corps ?? []).forEach((c, j) => {
      if (c.id === undefined) return;
      if (corpsIds.has(c.id)) err(`${path}.corps.${j}.id`, 'duplicateId', `corps id ${c.id} used twice`);
      corpsIds.add(c.id);
    });
  });
  // 7.3.3.4 / 7.3.3.5 / 2.4.2.1.1 / 7.3.1.1 capacities and allowances from the printed data
  forceErrors({ minors: s.minors, corps: f.corps, garrisons: f.garrisons }, data.land, err);
  victoryErrors(s, data, err, checkArea, inScenario);
  s.scheduled.forEach((c, i) => {
    const path = `scheduled.${i}`;
    inScenario(`${path}.date`, c.date);
    if (compareDates(c.date, s.start) <= 0) err(`${path}.date`, 'dateOutsideScenario', 'a change is applied as a later month begins, not on the first');
    if (c.kind === 'minor') {
      if (!minorIds.has(c.minor)) err(`${path}.minor`, 'unknownReference', `${c.minor} is not one of the scenario's minors`);
      if (c.status === 'neutral' && c.controller !== null) err(`${path}.controller`, 'badMinor', 'a neutral minor has no controller');
      if (c.status !== 'neutral' && (c.controller === null || !playing(c.controller))) err(`${path}.controller`, 'badMinor', 'a free or conquered minor needs a controller in play');
    } else {
      checkPower(`${path}.power`, c.power);
      c.corps.forEach((k, j) => {
        if (!corpsIds.has(k)) err(`${path}.corps.${j}`, 'unknownReference', `no corps ${k} in this scenario`);
      });
      c.leaders.forEach((l, j) => {
        if (!leaderIds.has(l) && !s.reinforcements.some((r) => r.leaders?.includes(l))) err(`${path}.leaders.${j}`, 'unknownReference', `no leader ${l} in this scenario`);
      });
    }
  });
  if (s.economy) for (const e of economyErrors(s.economy, inPlay, data)) err(e.path, 'badEconomy', e.message);
  setupRegionErrors(s, data, err); // 13.1.1.1 the regions forces are given for
  campaignSetupErrors(s, err); // 14.1 campaign files (v2.71 14.1.5.1, 14.7.6)
  publishedScenarioErrors(s, err); // 13.2-13.6 the published scenarios' titles
  return errors;
}

type ErrorSink = (path: string, code: ScenarioErrorCode, message: string) => void;

/** 8.1.3.1 The victory conditions name listed cities, sides of this scenario and dates inside it, and always end with a winner. */
function victoryErrors(s: Scenario, data: GameData, err: ErrorSink, checkArea: (path: string, a: string) => void, inScenario: (path: string, d: GameDate) => void): void {
  const v = s.victory;
  const cityIds = new Set<string>();
  v.cities.forEach((c, i) => {
    const path = `victory.cities.${i}`;
    if (cityIds.has(c.id)) err(`${path}.id`, 'duplicateId', `city ${c.id} listed twice`);
    cityIds.add(c.id);
    checkArea(`${path}.area`, c.area);
    if (!data.hasCity(c.id as CityId)) err(`${path}.id`, 'unknownCity', `city ${c.id} is not on the map`);
    const facts = data.land?.area(c.area as AreaId);
    if (facts && !facts.cities.some((x) => x.id === c.id)) err(`${path}.area`, 'badVictory', `city ${c.id} is not in area ${c.area}`);
  });
  if (v.conditions.length > 0 && s.kind !== 'scenario') err('victory.conditions', 'badVictory', 'only scenarios have victory conditions of their own (8.1.3.1)');
  const onASide = (p: MajorPower) => s.sides.some((side) => side.includes(p));
  const checkTest = (path: string, t: VictoryTestInput, when: 'endOfMonth' | 'end'): void => {
    if (t.kind === 'always') {
      if (when !== 'end') err(path, 'badVictory', 'an unconditional win can only come at the end');
      return;
    }
    if ('tests' in t) {
      t.tests.forEach((u, i) => checkTest(`${path}.tests.${i}`, u, when));
      return;
    }
    if (t.kind === 'armyAtMost') {
      if (!onASide(t.power)) err(`${path}.power`, 'badVictory', `${t.power} is on neither side of this scenario`);
      return;
    }
    if (!onASide(t.side)) err(`${path}.side`, 'badVictory', `${t.side} is on neither side of this scenario`);
    const named = t.kind === 'points' ? Object.keys(t.values) : t.cities;
    named.forEach((c) => {
      if (!cityIds.has(c)) err(`${path}`, 'badVictory', `${c} is not one of victory.cities`);
    });
    if (new Set(named).size !== named.length) err(`${path}.cities`, 'badVictory', 'a city is named twice');
    if ((t.kind === 'controlsAtLeast' || t.kind === 'controlsAtMost') && t.count > named.length)
      err(`${path}.count`, 'badVictory', `${t.count} is more than the ${named.length} cities named`);
    if (t.kind === 'points' && t.atLeast > Object.values(t.values).reduce((a, b) => a + b, 0))
      err(`${path}.atLeast`, 'badVictory', 'more points are needed than the cities are worth');
  };
  const ids = new Set<string>();
  v.conditions.forEach((c, i) => {
    const path = `victory.conditions.${i}`;
    if (ids.has(c.id)) err(`${path}.id`, 'duplicateId', `condition ${c.id} listed twice`);
    ids.add(c.id);
    if (!onASide(c.winner)) err(`${path}.winner`, 'badVictory', `${c.winner} is on neither side of this scenario`);
    if (c.from !== undefined) {
      if (c.when !== 'endOfMonth') err(`${path}.from`, 'badVictory', 'only sudden death can start at a later month');
      inScenario(`${path}.from`, c.from);
    }
    checkTest(`${path}.test`, c.test, c.when);
  });
  // every game that reaches its end has a winner: the last end condition is "otherwise"
  const atEnd = v.conditions.map((c, i) => ({ c, i })).filter((x) => x.c.when === 'end');
  const last = atEnd[atEnd.length - 1];
  if (v.conditions.length > 0 && (last === undefined || last.c.test.kind !== 'always'))
    err('victory.conditions', 'badVictory', 'the last condition judged at the end must be "always" (the other side wins otherwise)');
  atEnd.slice(0, -1).forEach(({ c, i }) => {
    if (c.test.kind === 'always') err(`victory.conditions.${i}.test`, 'badVictory', 'conditions after an unconditional win could never decide');
  });
}

/** 10.3.2.2 Whose territory a city lies in, from the map: a home nation's province or a minor country. */
function territoryOf(data: GameData, area: AreaId): ObjectiveCity['territory'] {
  const facts = data.land?.area(area);
  if (facts?.minor) return { kind: 'minor', minor: facts.minor };
  if (facts?.homeOf) return { kind: 'power', power: facts.homeOf };
  return null;
}

function buildVictory(v: Scenario['victory'], data: GameData): VictoryConditions {
  const test = (t: VictoryTestInput): VictoryTest => {
    switch (t.kind) {
      case 'points':
        return { ...t, values: Object.entries(t.values).map(([city, points]) => ({ city: city as CityId, points })) };
      case 'allOf':
      case 'anyOf':
        return { kind: t.kind, tests: t.tests.map(test) };
      case 'always':
      case 'armyAtMost':
        return t;
      default:
        return { ...t, cities: t.cities as CityId[] };
    }
  };
  return {
    summary: v.summary,
    cities: v.cities.map((c) => ({ id: c.id as CityId, name: c.name, area: c.area as AreaId, territory: territoryOf(data, c.area as AreaId) })),
    // no undefined fields: the state must equal its own JSON round trip
    conditions: v.conditions.map(({ from, ...c }) => ({ ...c, ...(from !== undefined ? { from } : {}), test: test(c.test) })),
  };
}

function buildOptions(input: OptionsInput | undefined): Options {
  const base = defaultOptions();
  if (!input) return base;
  return {
    rules: { ...base.rules, ...(input.rules ?? {}) },
    moraleMethod: input.moraleMethod ?? base.moraleMethod,
    openTreasuries: input.openTreasuries ?? base.openTreasuries,
    ...(input.selection ? { selection: { players: input.selection.players, twoPowers: input.selection.twoPowers ?? false } } : {}),
  };
}

/** Draw a handle not yet used; collisions are astronomically rare but must not merge counters. */
function freshHandle(dice: DiceState, prefix: string, used: Set<string>): { dice: DiceState; handle: CounterId } {
  for (;;) {
    const r = drawHandle(dice, prefix);
    dice = r.dice;
    if (!used.has(r.handle)) {
      used.add(r.handle);
      return { dice, handle: r.handle as CounterId };
    }
  }
}

function build(s: Scenario, options: Options, start: DiceState, data: GameData): GameState {
  let dice = start;
  const used = new Set<string>();
  const handleOf = new Map<string, CounterId>();

  // 2.4 every counter stands where the scenario or campaign sets it up
  const corps: Corps[] = s.forces.corps.map((c) => {
    const r = freshHandle(dice, 'k', used);
    dice = r.dice;
    handleOf.set(c.id, r.handle);
    return {
      counter: r.handle,
      nationality: c.nationality as Nationality,
      type: c.type,
      movement: c.movement,
      location:
        c.fleet !== undefined
          ? { kind: 'fleet', fleet: c.fleet as FleetId }
          : c.offMap
            ? { kind: 'offMap' }
            : c.city === undefined
              ? { kind: 'area', area: c.area as AreaId }
              : { kind: 'area', area: c.area as AreaId, city: c.city as CityId },
      id: c.id as CorpsId,
      name: c.name,
      factors: c.factors,
      revealedTo: [],
    };
  });
  const irregulars: Irregular[] = s.forces.irregulars.map((r) => {
    const h = freshHandle(dice, 'x', used);
    dice = h.dice;
    return { counter: h.handle, nationality: r.nationality as Nationality, kind: r.kind, factors: r.factors, area: r.area as AreaId };
  });
  const garrisons: Garrison[] = s.forces.garrisons.map((g) => ({
    nationality: g.nationality as Nationality,
    area: g.area as AreaId,
    place: g.city === undefined ? { kind: 'depot' } : { kind: 'city', city: g.city as CityId },
    factors: g.factors,
  }));
  const depots: Depot[] = s.forces.depots.map((d, i) => ({ id: `depot-${i + 1}`, owner: d.owner, area: d.area as AreaId }));
  const fleetIds = new Set(s.forces.fleets.map((f) => f.id));
  const leaders: Leader[] = s.forces.leaders.map((l) => ({
    id: l.id as LeaderId,
    name: l.name,
    owner: l.owner,
    location:
      l.with !== undefined
        ? fleetIds.has(l.with)
          ? { kind: 'fleet', fleet: l.with as FleetId }
          : { kind: 'corps', counter: handleOf.get(l.with)! }
        : l.area !== undefined
          ? { kind: 'area', area: l.area as AreaId }
          : { kind: 'pool' },
  }));

  // v2.71 1.1.2 (option) Hither Pomerania is Swedish from the start: Prussia's forces there stand in the Colberg area
  const placed = options.rules.hitherPomerania ? hitherPomeraniaSetup({ corps, garrisons, depots }) : { corps, garrisons, depots };

  const powers = {} as Record<MajorPower, PowerState>;
  for (const p of MAJOR_POWERS) {
    const given = s.powers[p];
    powers[p] = given ? { inPlay: true, ...given } : { inPlay: false, money: 0, manpower: 0, politicalPoints: 0, victoryPoints: 0 };
  }
  const minors: MinorCountry[] = s.minors.map((m) => ({ id: m.id as MinorId, name: m.name, status: m.status, controller: m.controller }));
  const setup = buildSetup(s, data, handleOf); // 13.1.1.1 / 13.1.1.2 the choices the setup step asks for

  return {
    format: STATE_FORMAT,
    version: 0,
    scenario: {
      id: s.id,
      title: s.title,
      kind: s.kind,
      source: s.source,
      end: s.end,
      mapPortion: s.mapPortion === 'all' ? 'all' : (s.mapPortion as AreaId[]),
      sides: s.sides,
      setupOrder: s.setupOrder,
      victory: buildVictory(s.victory, data),
      scheduled: s.scheduled.map((c) =>
        c.kind === 'minor'
          ? { ...c, minor: c.minor as MinorId }
          : { ...c, corps: c.corps as CorpsId[], leaders: c.leaders as LeaderId[] },
      ),
    },
    date: s.start, // 2.4.3.1 the game begins at the scenario's starting date
    cursor: START_CURSOR,
    pending: [],
    groups: [],
    nextDecision: 1,
    powers: powers as ByPower<PowerState>, // 2.4.3 the status card: 2.4.3.2 victory points (date above, political status below)
    relations: {
      wars: s.relations.wars.map(([a, b]) => powerPair(a, b)),
      alliances: s.relations.alliances.map(([a, b]) => powerPair(a, b)),
      enforcedPeace: s.relations.enforcedPeace.map((e) => ({ powers: powerPair(e.powers[0], e.powers[1]), until: e.until })),
      ...(s.political && s.political.access.length > 0
        ? { access: s.political.access.map((a) => ({ grantor: a.grantor, grantee: a.grantee, kind: a.kind, conditions: a.conditions, since: s.start })) }
        : {}),
    },
    turn: { declarations: [], combinedMovement: [], navalPosition: null, landPosition: null },
    minors,
    corps: [...placed.corps],
    garrisons: [...placed.garrisons],
    depots: [...placed.depots],
    leaders,
    irregulars,
    fleets: s.forces.fleets.map((f) => ({
      id: f.id as FleetId, name: f.name, nationality: f.nationality as Nationality, ships: f.ships, location: f.location as GameState['fleets'][number]['location'],
      ...(f.maxShips !== undefined ? { maxShips: f.maxShips } : {}),
    })),
    prisoners: s.prisoners.map((p) => ({ holder: p.holder, nationality: p.nationality as Nationality, factors: p.factors })),
    // no undefined fields: the state must equal its own JSON round trip
    reinforcements: s.reinforcements.map(({ area: at, leaders: who, shipsPort: yard, fleets: bought, corps: newCorps, ...r }) => ({
      ...r,
      ...(newCorps !== undefined ? { corps: newCorps.map(({ id, ...c }) => ({ ...c, ...(id !== undefined ? { id: id as CorpsId } : {}) })) } : {}),
      nationality: (r.nationality ?? r.power) as Nationality,
      ...(at !== undefined ? { area: at as AreaId } : {}),
      ...(who !== undefined ? { leaders: who as LeaderId[] } : {}),
      ...(yard !== undefined ? { shipsPort: yard as CityId } : {}),
      ...(bought !== undefined ? { fleets: bought.map((f) => ({ id: f.id as FleetId, name: f.name, maxShips: f.maxShips })) } : {}),
    })),
    options,
    dice,
    log: EMPTY_LOG,
    over: null,
    ...(s.kind === 'campaign' || s.political ? { political: buildPolitical(s) } : {}),
    // 13.1 / 13.1.3 control at the start: home provinces another power holds (a scenario, 13.0,
    // keeps only these of the section: it plays no Economic Phase)
    ...(setup ? { setup } : {}),
    ...(s.economy ? (s.kind === 'scenario' ? { ceded: buildEconomy(s.economy, s.start, data).ceded } : buildEconomy(s.economy, s.start, data)) : {}),
  };
}

/** 10.5 / 10.3 / 4.6 the political record a campaign starts with (STYLE: no undefined fields). */
function buildPolitical(s: Scenario): PoliticalState {
  const positions: Partial<Record<MajorPower, number>> = {};
  for (const [p, at] of Object.entries(s.political?.status ?? {}) as [MajorPower, { zone: StatusZone; number: number }][]) {
    const box = charts.statusBox(at.zone, at.number);
    if (box) positions[p] = box.position;
  }
  const base = initialPoliticalState(s.start, positions);
  return {
    ...base,
    minorWars: (s.political?.minorWars ?? []).map((w) => ({ minor: w.minor as MinorId, power: w.power, since: s.start })),
    // 4.4.5.2 wars of the setup began in the order listed
    warsBegun: s.relations.wars.map(([a, b], i) => ({ powers: powerPair(a, b), date: s.start, how: 'scenario' as const, order: i })),
  };
}

/**
 * 13.1 The one route from scenario JSON to a GameState: schema, then every cross-reference
 * (powers in play, sides, setup order, nationalities, areas and cities against `init.data`,
 * corps and leader references, dates). Returns all the errors found, not just the first.
 * The state is positioned before the first phase; `newGame` starts the sequence.
 */
export function parseScenario(json: unknown, init: ScenarioInit = {}): Result<GameState, ScenarioError> {
  const r = parseScenarioIn(json, init);
  // each error names the file it is in, when the caller said which
  return r.ok || init.file === undefined ? r : { ok: false, errors: r.errors.map((e) => ({ file: init.file!, ...e })) };
}

function parseScenarioIn(json: unknown, init: ScenarioInit): Result<GameState, ScenarioError> {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: 'schema', message: i.message })) };
  }
  const options = optionsInputSchema.safeParse(init.options ?? {});
  if (!options.success) {
    return { ok: false, errors: options.error.issues.map((i) => ({ path: `options.${i.path.join('.')}`, code: 'badOptions', message: i.message })) };
  }
  // an optional rule the engine does not build is refused, never silently ignored
  const notBuilt = notBuiltRefusals(options.data.rules ?? {});
  if (notBuilt.length > 0) return { ok: false, errors: notBuilt };
  const seed = init.seed ?? 1;
  if (typeof seed === 'number' && !Number.isSafeInteger(seed)) return { ok: false, errors: [{ path: 'seed', code: 'badSeed', message: 'the seed must be an integer' }] };
  const seedProblem = typeof seed === 'number' ? null : diceSeedProblem(seed);
  if (seedProblem !== null) return { ok: false, errors: [{ path: 'seed', code: 'badSeed', message: seedProblem }] };
  const dice = typeof seed === 'number' ? seedDice(seed) : seedCryptoDice(seed);
  const data = init.data ?? NO_MAP_DATA;
  const errors = semanticErrors(parsed.data, data);
  if (errors.length > 0) return { ok: false, errors };
  const opts = buildOptions(options.data);
  // v2.71 1.1.2 (option) the setup reads the game's own map (Hither Pomerania Swedish)
  const built = build(parsed.data, opts, dice, dataForGame(data, { options: opts }));
  // 2.4.2 a new game with crypto dice names its decisions by opaque tags (tx.ts `serial`)
  return { ok: true, value: dice.kind === 'chacha20' ? { ...built, decisionIds: 'keyed' } : built };
}
