import { MAJOR_POWERS, isWinterMonth, lentTo } from '../model';
import type {
  CorpsView, DecisionAnswer, DecisionGroup, DiceView, GameEvent, GameState, GroupView, MajorPower, Options, PendingDecision, PoliticalState, PowerSummaryView, PowerView, Viewer,
} from '../model';

export type { CorpsView, GroupView, OtherDecisionView, PowerSummaryView, PowerView, Viewer } from '../model';
import { controllerOf } from './relations';
import { victoryStanding } from '../rules/victory';
import { phaseDef, stepDef } from './sequence';
import { battleViewFor, redactLandTurn } from './steps/land/fieldCombat/view';
import { depotReach } from '../rules/land/supply';
import { dataForGame, type GameData } from './gameData';
import { economyView } from './economyView';
import { movementReach } from './movementView';
import { campaignEndView, pregameWhere } from './steps/campaign/selectionEnd';
import { umpsControlledBy } from '../rules/campaign';

const treasuryVisible = (viewer: Viewer, power: MajorPower, options: Pick<Options, 'openTreasuries'>) =>
  options.openTreasuries || viewer === power;

/**
 * 2.4.2 / STYLE D The view of the game for one power or a spectator: corps of others show only
 * their counter face, secret answers only their author, money only its owner (unless
 * treasuries are open), and the log is redacted the same way. Dice state never leaves the host.
 * `logFrom` limits the log to events from that index on, so a host can send only what is new;
 * with `data` the view also carries the viewer's depot supply reach (the map's supply mode).
 */
export function viewFor(state: GameState, viewer: Viewer, opts: { readonly logFrom?: number; readonly data?: GameData | undefined; readonly oddsDays?: number } = {}): PowerView {
  if (opts.data) opts = { ...opts, data: dataForGame(opts.data, state) }; // 12.2.1 the game's optional arrows
  const logFrom = Math.max(0, Math.min(opts.logFrom ?? 0, state.log.length));
  const phase = phaseDef(state.cursor.phase);
  const step = stepDef(state.cursor.step);
  const powers = {} as Record<MajorPower, PowerSummaryView>;
  // v2.71 14.3.3.1 / 2.4.2 a controller's seat sees what the UMPs it runs may see (their corps, treasuries, decisions)
  const runs: readonly MajorPower[] = viewer === 'spectator' ? [] : umpsControlledBy(state, viewer);
  for (const p of MAJOR_POWERS) {
    const s = state.powers[p];
    const open = treasuryVisible(viewer, p, state.options) || runs.includes(p);
    powers[p] = { inPlay: s.inPlay, politicalPoints: s.politicalPoints, victoryPoints: s.victoryPoints, money: open ? s.money : null, manpower: open ? s.manpower : null };
  }
  // sorted by the random handle, so list order says nothing about identity or creation order
  const byHandle = [...state.corps].sort((a, b) => (a.counter < b.counter ? -1 : a.counter > b.counter ? 1 : 0));
  const corps: CorpsView[] = byHandle.map((c) => {
    const owner = controllerOf(state, c.nationality);
    const lent = lentTo(state, c); // B.4 the borrower runs it, so it knows it; the loan itself is public
    const sees = viewer !== 'spectator' && (owner === viewer || lent === viewer || c.revealedTo.includes(viewer) || (owner !== null && runs.includes(owner)));
    return {
      counter: c.counter, nationality: c.nationality, type: c.type, movement: c.movement, location: c.location,
      identity: sees ? { id: c.id, name: c.name, factors: c.factors } : null,
      ...(lent ? { lentTo: lent } : {}),
    };
  });
  const groups: GroupView[] = state.groups.map((g: DecisionGroup) => ({
    id: g.id, kind: g.kind, rule: g.rule, secret: g.secret, powers: g.powers,
    answered: g.powers.filter((p) => g.answers[p] !== undefined),
    own: viewer !== 'spectator' && g.answers[viewer] !== undefined ? (g.answers[viewer] as DecisionAnswer) : null,
  }));
  const log: GameEvent[] = [];
  for (let i = logFrom; i < state.log.length; i++) {
    const r = redactEvent(state.log.at(i)!, viewer, state.options);
    if (r) log.push(r);
  }
  return {
    viewer,
    version: state.version,
    scenario: state.scenario,
    options: state.options,
    date: state.date,
    winter: isWinterMonth(state.date),
    cursor: state.cursor,
    where: pregameWhere(state) ?? { // 14.2 / v2.71 14.3.1 before the first turn: bids, then overtures
      phaseTitle: phase.title,
      phaseRule: phase.rule,
      stepTitle: step.title,
      stepRule: step.rule,
      implemented: step.implemented,
    },
    over: state.over,
    // public: garrisons and where corps stand are seen by all (2.4.1)
    victory: (state.scenario.victory.conditions ?? []).length > 0 ? victoryStanding(state) : null,
    powers,
    relations: state.relations,
    // 5.2 reinforcements waiting to be placed are their power's secret
    turn: viewTurn(state, viewer),
    minors: state.minors,
    corps,
    garrisons: state.garrisons,
    supply: supplyReach(state, viewer, opts.data),
    movement: movementReach(state, viewer, opts.data),
    depots: state.depots,
    leaders: state.leaders,
    irregulars: state.irregulars,
    fleets: state.fleets,
    ...((state.westIndies?.fleets.length ?? 0) > 0 ? { westIndies: state.westIndies!.fleets } : {}), // opt:12.2.7~2 public (2.4.2)
    ...((state.westIndies?.hulks?.length ?? 0) > 0 ? { westIndiesHulks: state.westIndies!.hulks! } : {}), // opt:12.2.7.3~2 public like hulks in port
    // opt:8.2.1.2.2.2.2.2 fleets in America are public; of their corps only the counters (2.4.2)
    ...((state.america?.forces.length ?? 0) > 0 ? { america: state.america!.forces.map((f) => ({ fleet: f.fleet, corps: f.corps.map((c) => c.counter), ...(f.returning ? { returning: f.returning } : {}) })) } : {}),
    prisoners: state.prisoners,
    reinforcements: viewer === 'spectator' ? [] : state.reinforcements.filter((r) => r.power === viewer || runs.includes(r.power)),
    decisions: state.pending.filter((d) => d.power === viewer || runs.includes(d.power)),
    waitingFor: state.pending
      // opt:12.3.7.4 a reaction offer is its power's secret: the mover sees no one asked (2.4.2)
      .filter((d) => d.power !== viewer && !runs.includes(d.power) && d.kind !== 'land/reaction')
      // 12.1.2.2 a question on ships building in a taken shipyard: the owner's record, so the owner's and the taker's only
      .filter((d) => d.kind !== 'naval/shipyardTaken' || (viewer !== 'spectator' && shipyardOwner(state, d) === viewer))
      // 2.4.2 a secret step answered one order at a time opens a new decision after each: its id
      // would count the orders, so another power's secret decision is named by power and kind
      .map((d) => ({ id: d.secret ? `${d.power}/${d.kind}` : d.id, power: d.power, kind: d.kind, step: d.step, rule: d.rule, secret: d.secret })),
    groups,
    // issue 15: `oddsDays` days simulated per pairing of the chit preview (default 2,000; 0 gives the first round only)
    // 2.4.2 the seat's preview estimates its allies' hidden corps as it does the enemy's
    battle: battleViewFor(state, viewer, opts.oddsDays, 'estimated'),
    ...(state.political ? { political: politicalView(state.political, viewer) } : {}),
    economy: economyView(state, viewer),
    ceded: state.ceded ?? [],
    ...(state.combinations?.neutral?.length ? { neutralKingdoms: state.combinations.neutral } : {}), // 11.1.3.2 / 11.4.3.3 public
    navy: navyFor(state, viewer),
    diceCommitment: diceView(state),
    // 14.3 / 19.2 the campaign's public record (a neutral UMP's stored strengths stay hidden, 2.4.2)
    ...(state.campaign ? { campaign: { ...state.campaign, umps: state.campaign.umps.map(({ stored: _stored, ...u }) => u) } } : {}),
    logFrom,
    log,
    ...(state.selection ? { selection: state.selection } : {}),
    ...campaignEndOf(state, opts.data),
  };
}

/** Issue 20: the campaign's final count, once it is over. */
function campaignEndOf(state: GameState, data: GameData | undefined): { campaignEnd?: NonNullable<ReturnType<typeof campaignEndView>> } {
  const end = campaignEndView(state, data);
  return end ? { campaignEnd: end } : {};
}

/**
 * Issue 14 The dice commitment is public from the start; seed and salt only once the game is
 * over, so every player can check the dice were the ones committed to. The generator's state
 * (words drawn, forced values) is never shown.
 */
function diceView(state: GameState): DiceView {
  const d = state.dice;
  if (d.kind !== 'chacha20') return { kind: 'legacy' };
  return { kind: 'chacha20', commitment: d.commitment, reveal: state.over !== null ? { seed: d.seed, salt: d.salt } : null };
}

/** 5.2 reinforcements waiting to be placed are their power's secret; 7.5 battles are redacted. */
function viewTurn(state: GameState, viewer: Viewer): GameState['turn'] {
  let turn = state.turn;
  if (turn.reinforcementPool !== undefined) turn = { ...turn, reinforcementPool: turn.reinforcementPool.filter((p) => p.power === viewer) };
  // 2.4.2 which factors went into which corps this step is the placing power's secret (issue 15)
  if (turn.reinforcementPlaced !== undefined) turn = { ...turn, reinforcementPlaced: turn.reinforcementPlaced.filter((p) => p.power === viewer) };
  if (turn.land?.battle !== undefined || turn.land?.battles !== undefined) turn = { ...turn, land: redactLandTurn(state, turn.land, viewer) };
  // opt:12.3.7.4 the reactions' working record (offers, reactors tried) is the engine's
  if (turn.land?.reaction !== undefined) {
    const { reaction: _working, ...land } = turn.land;
    turn = { ...turn, land };
  }
  // 7.5.4 a siege combat under way is the engine's working record (losses chosen so far)
  if (turn.siegeCombats !== undefined) {
    const { siegeCombats: _working, ...rest } = turn;
    turn = rest;
  }
  return turn;
}

/** 2.4.2 Secret steps that open a new decision after every order (steps/economic/purchases.ts, lending.ts). */
const ORDER_BY_ORDER: ReadonlySet<string> = new Set(['economic/expenditure', 'economic/lending']);

/**
 * STYLE D One log event as `viewer` may see it, or null when it is not theirs to see:
 * secret answers lose their content for others (the later `secretsRevealed` carries it),
 * identities revealed to some powers stay hidden from the rest, private money changes stay
 * with their owner, and forced dice are never shown.
 */
export function redactEvent(event: GameEvent, viewer: Viewer, options: Pick<Options, 'openTreasuries'> = { openTreasuries: false }): GameEvent | null {
  switch (event.type) {
    case 'decisionAnswered': {
      if (event.power === viewer) return event;
      if (event.kind === 'land/reaction') return null; // opt:12.3.7.4 an offer, and a refusal, stay with the power asked
      if (event.kind === 'naval/shipyardTaken') return null; // 12.1.2.2 the owner hears of it by `shipyardTaken`
      // 2.4.2 a secret step answered one order at a time (8.5.3 purchases, 8.3 lending) reaches no
      // other seat, not even as "answered": the count of answers would be the count of orders, and
      // so of the factors a power bought or the loans it made
      if (event.secret && ORDER_BY_ORDER.has(event.kind)) return null;
      const { answer, publicAnswer, audience, ...rest } = event;
      if (event.secret) return rest;
      // 2.4.2 a corps' factor types named in the answer: the public copy for those not in the audience
      if (publicAnswer === undefined || (viewer !== 'spectator' && (audience ?? []).includes(viewer))) return answer === undefined ? rest : { ...rest, answer };
      return { ...rest, answer: publicAnswer };
    }
    // 13.1.1 a power's setup (where its forces went, which counters it packed) is its own (2.4.2):
    // the others see its counters on the map, not the answer
    case 'secretsRevealed':
      return event.kind === 'setup/forces' ? { ...event, answers: event.answers.filter((a) => a.power === viewer) } : event;
    case 'forcesSetUp':
      return event.power === viewer ? event : { ...event, lines: [] };
    case 'factorDetached':
    case 'factorAbsorbed': {
      // 2.4.2 the type the factor had in the corps is its owner's; the garrison's change is public
      if (event.owner !== undefined && event.owner === viewer) return event;
      const { factor: _secret, ...rest } = event;
      return rest;
    }
    case 'shipyardLost':
      // 12.1.2.1 ships building are in the owner's pool, its own secret (navyFor)
      return viewer === event.owner ? event : null;
    case 'reinforcementsLost':
      // 5.2 what a power could not place tells its reinforcements and manpower, its own secrets
      return treasuryVisible(viewer, event.power, options) ? event : null;
    case 'siegeCombatFought': {
      // 2.4.2 / 7.5.2.6.3 the morale levels come from the forces' strengths, seen by the two sides only
      if (viewer !== 'spectator' && (viewer === event.attacker || viewer === event.defender)) return event;
      const { morale: _secret, ...rest } = event;
      return rest;
    }
    case 'corpsRevealed':
      return viewer !== 'spectator' && (event.owner === viewer || event.to.includes(viewer)) ? event : null;
    case 'moneyChanged':
    case 'manpowerChanged':
      return treasuryVisible(viewer, event.power, options) ? event : null;
    // 8.3 / 8.5.2 money handed between powers: the two parties (and open treasuries) only
    case 'moneyTransferred':
      return options.openTreasuries || viewer === event.from || viewer === event.to ? event : null;
    case 'diceForced':
      return null;
    case 'diceRolled': {
      // 2.4.2 the die is public; what it was rolled for may not be (12.1.2.2 a taken shipyard)
      if (event.audience === undefined) return event;
      const { audience, publicPurpose, publicRule, ...rest } = event;
      if (viewer !== 'spectator' && audience.includes(viewer)) return rest;
      return { ...rest, purpose: publicPurpose ?? '', rule: publicRule ?? rest.rule };
    }
    // 12.1.2.2 how many ships were building is the owner's record (5.1 ships due); the taker saw them
    // and that ships were building there at all is too: the other seats hear nothing of it
    case 'shipyardTaken':
      return viewer !== 'spectator' && (viewer === event.taker || viewer === event.owner) ? event : null;
    // issue 21 the AI's reasons: the whole line (its own strengths) for its power's seat, the public head for others
    case 'aiExplained': {
      if (viewer === event.power) return event;
      const { publicText, text: _secret, ...rest } = event;
      return publicText ? { ...rest, text: publicText } : null;
    }
    // 4.1 a diplomatic note reaches only its sender and recipient
    case 'diplomaticNote':
      return viewer !== 'spectator' && (event.from === viewer || event.to === viewer) ? event : null;
    case 'factorsChanged': {
      // a corps' losses by type are its owner's secret; how many is public (the die was seen)
      if (event.counter === null || event.owner === viewer) return event;
      // 10.3.3 a whole corps exchanged: the count would be its strength
      if (event.countSecret) return null;
      const { factors: _hidden, ...rest } = event;
      return rest;
    }
    default:
      return event;
  }
}

/** 12.1.2.2 whose ships a taken shipyard's question is about (its options name the minor and the port). */
function shipyardOwner(state: GameState, d: PendingDecision): MajorPower | null {
  const [, nationality, port] = String(d.options[0]?.value ?? '').split(':');
  return state.navy?.ships.find((s) => s.nationality === nationality && s.port === port)?.power ?? null;
}

/** 4.1 the political record with only the viewer's own notes (sent or received). */
function politicalView(p: PoliticalState, viewer: Viewer): PoliticalState {
  const party = (l: { owner: MajorPower; borrower: MajorPower }) => viewer !== 'spectator' && (l.owner === viewer || l.borrower === viewer);
  return {
    ...p,
    notes: viewer === 'spectator' ? [] : p.notes.filter((n) => n.from === viewer || n.to === viewer),
    // 2.4.2 B.4 which corps (its identity) is lent stays with the two parties; the counter's mark on the map is public
    corpsOnLoan: p.corpsOnLoan.filter(party),
  };
}

/** 5.1 the navy's records as the viewer may see them: its own ships due and fleet counters, everyone's hulks. */
function navyFor(state: GameState, viewer: Viewer): PowerView['navy'] {
  const n = state.navy ?? { ships: [], fleetCounters: [], hulks: [], meleeOpen: false };
  return { ...n, ships: n.ships.filter((s) => s.power === viewer), fleetCounters: n.fleetCounters.filter((c) => c.power === viewer) };
}

/** 7.4.2.1 the viewer's depot reach by area, for the supply map mode. */
function supplyReach(state: GameState, viewer: Viewer, data: GameData | undefined): PowerView['supply'] {
  if (viewer === 'spectator' || !data?.land || !state.powers[viewer].inPlay) return null;
  return { power: viewer, reach: Object.fromEntries(depotReach(state, data.land, viewer)) };
}
