// Fuzzing the engine through its public API (issue 9): random, illegal and malformed commands
// against every pending decision of seeded games. Used by the unit test (5,000 commands) and
// by `npm run bench` (100,000). Each finding is a sentence naming what broke.
import { applyCommand, commandFor, newGame, viewFor, type GameData, type NewGameArgs } from '../../shared/engine';
import { MAJOR_POWERS, lentTo, type DecisionAnswer, type GameState, type MajorPower, type PendingDecision } from '../../shared/model';
import { rng } from '../support/rng';
import { legalDestinations } from '../../shared/rules/land/movement';

export { rng };


export interface FuzzStats {
  commands: number;
  accepted: number;
  rejected: number;
  games: number;
  violations: string[];
  millis: number;
  /** Steps begun, by id (to see how far the games went). */
  steps: Record<string, number>;
  /** Decisions answered, by kind (to see which were exercised). */
  answered: Record<string, number>;
}

const SENTINEL = 'SENTINEL';

/** Plants a unique, searchable name and strength in every corps, so leaks are detectable. */
export function withSentinels(scenario: Record<string, unknown>): Record<string, unknown> {
  const forces = scenario.forces as { corps: { id: string; name: string; factors: Record<string, number> }[] };
  const due = (scenario.reinforcements ?? []) as { corps?: { name: string }[] }[];
  return {
    ...scenario,
    // Corps arriving later carry sentinels too (unique, so no name is a substring of another).
    reinforcements: due.map((r, i) => {
      const withCorps = r.corps ? { ...r, corps: r.corps.map((c, j) => ({ ...c, name: `${SENTINEL}-r${i}-${j}-end` })) } : r;
      // 5.1.1 fleet counters bought carry sentinels too: private until placed
      const fleets = (r as { fleets?: { name: string }[] }).fleets;
      return fleets ? { ...withCorps, fleets: fleets.map((f, j) => ({ ...f, name: `${SENTINEL}-fleet-r${i}-${j}-end` })) } : withCorps;
    }),
    forces: {
      ...forces,
      corps: forces.corps.map((c, i) => ({ ...c, name: `${SENTINEL}-${c.id}-${i}-end` })),
    },
  };
}

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

const JUNK: readonly unknown[] = [
  null, 0, -1, 1e308, 'x', '', [], {}, true, [null], { type: 'sequence/acknowledge' },
  'a'.repeat(5000), Array.from({ length: 200 }, (_, i) => i), { __proto__: { polluted: true } },
];

/**
 * 7.3 a route order (issue 15) for a movement decision: half the time a route the rules offer
 * (legalDestinations), else a random walk over the map from a counter's move option, which may
 * break off anywhere, leave the map's adjacency or be too long.
 */
function fuzzRoute(r: () => number, state: GameState, d: PendingDecision, data: GameData): string | null {
  const moves = d.options.map((o) => String(o.value)).filter((v) => v.startsWith('move:'));
  if (moves.length === 0 || !data.land) return null;
  const [, counter, first] = pick(r, moves).split(':') as [string, string, string];
  if (r() < 0.5) {
    const reach = legalDestinations(state, data.land, d.power, counter).filter((x) => x.verdict.ok);
    if (reach.length > 0) return `path:${counter}:${pick(r, reach).path.join(',')}`;
  }
  const areas = [first];
  for (let n = Math.floor(r() * 7); n > 0; n--) {
    const next = data.land.edges(areas[areas.length - 1]! as never);
    areas.push(next.length > 0 && r() < 0.9 ? pick(r, next).to : String(100 + Math.floor(r() * 700)));
  }
  return `path:${counter}:${areas.join(',')}`;
}

/** Builds one fuzz command for the state: legal, illegal, misaddressed or malformed. */
function fuzzCommand(r: () => number, state: GameState, data?: GameData): unknown {
  const d: PendingDecision | undefined = state.pending.length > 0 ? pick(r, state.pending) : undefined;
  const roll = r();
  if (!d || roll < 0.15) return pick(r, JUNK);
  if (d.kind === 'land/movement' && data && roll < 0.3) {
    const route = fuzzRoute(r, state, d, data);
    if (route) return { ...commandFor(d, route) };
  }
  const opt = d.options.length > 0 ? pick(r, d.options) : undefined;
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  // commandFor knows every decision kind, so new kinds are fuzzed without touching this file.
  const answerWith = (value: DecisionAnswer): Record<string, unknown> => ({ ...commandFor(d, value) });
  if (roll < 0.6) {
    // A legal answer (for 'many', a random subset of legal options).
    const value: DecisionAnswer = d.select === 'many' ? legal.filter(() => r() < 0.3) : legal.length > 0 ? pick(r, legal) : 'done';
    return answerWith(value);
  }
  if (roll < 0.75) return answerWith(opt?.value ?? 'done'); // any option, legal or not
  if (roll < 0.85) return { ...answerWith(opt?.value ?? 'done'), power: pick(r, MAJOR_POWERS) }; // maybe the wrong power
  if (roll < 0.9) return { ...answerWith(opt?.value ?? 'done'), decisionId: `d${Math.floor(r() * 1e6)}` };
  // Malformed variants of a plausible command.
  const broken: Record<string, unknown> = answerWith(opt?.value ?? 'done');
  const keys = Object.keys(broken);
  const k = pick(r, keys);
  if (r() < 0.5) delete broken[k];
  else broken[k] = pick(r, JUNK);
  if (r() < 0.2) broken.extra = 1;
  return broken;
}

export function totalFactors(state: GameState): number {
  let n = 0;
  for (const c of state.corps) for (const v of Object.values(c.factors)) n += v ?? 0;
  // 7.3.3.3.1 irregular factors in garrisons are not army factors: only infantry and militia count
  for (const g of state.garrisons) n += (g.factors.infantry ?? 0) + (g.factors.militia ?? 0);
  return n;
}

/** Invariants that hold after every accepted command, for as much of the game as exists. */
export function checkInvariants(state: GameState, factorsAtStart: number, out: string[], where: string, data?: GameData): void {
  for (const p of MAJOR_POWERS) {
    const ps = state.powers[p];
    if (ps.money < 0) out.push(`${where}: ${p} money is negative (${ps.money})`);
    if (ps.manpower < 0) out.push(`${where}: ${p} manpower is negative (${ps.manpower})`);
  }
  const f = totalFactors(state);
  if (f !== factorsAtStart) out.push(`${where}: factors went from ${factorsAtStart} to ${f} with no rule to explain it`);
  const onMap = (area: string) => (data ? data.hasArea(area as never) : /^\d{3}$/.test(area));
  for (const c of state.corps) {
    if (c.location.kind === 'area' && !onMap(c.location.area)) out.push(`${where}: corps ${c.id} stands in area ${c.location.area}, not on the map`);
    if (c.location.kind === 'area' && c.location.city && data && !data.hasCity(c.location.city)) out.push(`${where}: corps ${c.id} is in an unknown city ${c.location.city}`);
    for (const [type, n] of Object.entries(c.factors)) if ((n ?? 0) < 0) out.push(`${where}: corps ${c.id} has ${n} ${type}`);
  }
  for (const g of state.garrisons) {
    if (!onMap(g.area)) out.push(`${where}: a garrison stands in area ${g.area}, not on the map`);
    for (const [type, n] of Object.entries(g.factors)) if ((n ?? 0) < 0) out.push(`${where}: a garrison in ${g.area} has ${n} ${type}`);
  }
  // section 4 / 10.5: markers on the display, no power both allied with and at war with another
  const pol = state.political;
  if (pol) {
    for (const p of MAJOR_POWERS) if (pol.status[p] < 0 || pol.status[p] > 31) out.push(`${where}: ${p}'s political status marker is off the display (${pol.status[p]})`);
    for (const [a, b] of state.relations.alliances)
      if (state.relations.wars.some(([x, y]) => x === a && y === b)) out.push(`${where}: ${a} and ${b} are allied and at war at once`);
  }
  checkEconomy(state, out, where);
}

/**
 * 8.0 every worksheet explains its totals: its lines add up to its money and manpower, neither
 * is negative, and during the phase a power's own sheet holds exactly its treasury.
 */
function checkEconomy(state: GameState, out: string[], where: string): void {
  const phase = state.economy?.current;
  if (!phase) return;
  const now = phase.date.year === state.date.year && phase.date.month === state.date.month && state.cursor.phase === 'economic';
  for (const w of phase.worksheets) {
    const money = w.lines.reduce((n, l) => n + l.money, 0);
    const manpower = w.lines.reduce((n, l) => n + l.manpower, 0);
    if (money !== w.money || manpower !== w.manpower) out.push(`${where}: ${w.name}'s worksheet lines add up to ${money}/${manpower}, not ${w.money}/${w.manpower}`);
    if (w.money < 0 || w.manpower < 0) out.push(`${where}: ${w.name}'s worksheet is negative (${w.money}/${w.manpower})`);
    if (now && w.nationality === w.power && (state.powers[w.power].money !== w.money || state.powers[w.power].manpower !== w.manpower))
      out.push(`${where}: ${w.name}'s worksheet holds ${w.money}/${w.manpower} but its treasury ${state.powers[w.power].money}/${state.powers[w.power].manpower}`);
  }
}

/** Ships on the map (fleets), for the conservation check. */
export function totalShips(state: GameState): number {
  // opt:12.2.7~2 fleets off the map (West Indies option) keep their ships
  return state.fleets.reduce((n, f) => n + f.ships, 0) + (state.westIndies?.fleets ?? []).reduce((n, f) => n + f.fleet.ships, 0);
}

/**
 * 5.1 / 6.0 naval invariants: ships change only through events naming their rule (`shipsAtStart`
 * follows the shipsChanged deltas); every fleet on the map holds a ship and no more than its
 * box (6.3.6 empty fleets leave the map, 5.1.2 capacity), stands where the map has a place for
 * it; corps aboard and Nelson ride fleets that exist; a naval battle or interception is under way
 * only in a naval step.
 */
export function checkNaval(state: GameState, shipsAtStart: number, out: string[], where: string, data?: GameData): void {
  const ships = totalShips(state);
  if (ships !== shipsAtStart) out.push(`${where}: ships went from ${shipsAtStart} to ${ships} with no rule to explain it`);
  const ids = new Set(state.fleets.map((f) => f.id));
  for (const f of state.fleets) {
    // 6.3.3.2 while the owners may still move a battle's losses between their fleets (naval/losses), a fleet the fire emptied waits at 0 for the battle's settlement
    if (f.ships < 1 && state.cursor.step !== 'reinforcement/naval' && !state.turn.naval?.battle?.lossChoice) out.push(`${where}: fleet ${f.id} is on the map with ${f.ships} ships`);
    if (f.maxShips !== undefined && f.ships > f.maxShips) out.push(`${where}: fleet ${f.id} holds ${f.ships} ships, more than its ${f.maxShips}`);
    if (data?.naval) {
      const l = f.location;
      const known = l.kind === 'sea' ? data.naval.sea(l.area) !== undefined : data.naval.port(l.city) !== undefined;
      if (!known) out.push(`${where}: fleet ${f.id} stands at an unknown place ${JSON.stringify(l)}`);
    }
  }
  for (const c of state.corps) if (c.location.kind === 'fleet' && !ids.has(c.location.fleet)) out.push(`${where}: corps ${c.id} is aboard a fleet no longer on the map`);
  for (const l of state.leaders) if (l.location.kind === 'fleet' && !ids.has(l.location.fleet)) out.push(`${where}: ${l.id} is with a fleet no longer on the map`);
  const naval = state.turn.naval;
  if ((naval?.battle || naval?.interception) && !['naval/movement', 'naval/combat'].includes(state.cursor.step))
    out.push(`${where}: a naval battle or interception is under way outside the Naval Phase (${state.cursor.step})`);
}

/** Views must not carry another power's corps names (or, in battles, strengths) unless revealed to the viewer. */
/**
 * `logFrom`: check only the log's events from that index on (with the rest of the view whole) —
 * a long game's soak checks each event once instead of the whole log at every phase change.
 */
export function checkViews(state: GameState, out: string[], where: string, logFrom = 0): void {
  // corps revealed once to a viewer (v2.71 errata: a siege reveal), found in one pass over the log
  const revealedOnce = new Set<string>();
  for (const e of state.log) if (e.type === 'corpsRevealed') for (const to of e.to) revealedOnce.add(`${e.counter}|${to}`);
  // B.4 a borrower knew the corps lent to it: after the loan its name stays in the log it saw (lent branch)
  for (const e of state.log) if (e.type === 'corpsLoan') revealedOnce.add(`${e.counter}|${e.borrower}`);
  for (const viewer of [...MAJOR_POWERS, 'spectator'] as const) {
    const view = viewFor(state, viewer, { logFrom });
    const text = JSON.stringify(view);
    // 7.5.2.6.3 a battle shows a corps' strength only to its owner and to the powers it was revealed to
    for (const b of [view.battle, ...(view.turn.land?.battles ?? [])]) {
      if (!b) continue;
      for (const u of [...b.attacker.units, ...b.defender.units]) {
        const c = state.corps.find((x) => x.counter === u.counter);
        if (!c || u.factors === null) continue;
        if (viewer === 'spectator' || (ownerOf(state, c.nationality) !== viewer && !c.revealedTo.includes(viewer) && lentTo(state, c) !== viewer))
          out.push(`${where}: ${viewer}'s view of battle ${b.id} shows the strength of hidden corps ${c.counter}`);
      }
    }
    if ('battle' in (view.turn.land ?? {})) out.push(`${where}: ${viewer}'s view carries the engine's working battle state`);
    // 4.1 a diplomatic note reaches only its sender and recipient
    for (const n of state.political?.notes ?? [])
      if (viewer !== n.from && viewer !== n.to && text.includes(n.text)) out.push(`${where}: ${viewer}'s view shows a note from ${n.from} to ${n.to}`);
    // 2.4.2 / 8.0 worksheets, treasuries, loans and debts reach only the powers they belong to
    const e = view.economy;
    if (e && !state.options.openTreasuries) {
      const mine = (p: string) => viewer !== 'spectator' && p === viewer;
      if (e.current?.worksheets.some((w) => !mine(w.power))) out.push(`${where}: ${viewer}'s view carries another power's worksheet`);
      if (e.treasury.some((t) => !mine(t.power))) out.push(`${where}: ${viewer}'s view carries another power's treasury`);
      if (e.loans.some((l) => !mine(l.lender) && !mine(l.borrower))) out.push(`${where}: ${viewer}'s view carries a loan between others`);
      if (e.debts.some((d) => !mine(d.debtor) && !mine(d.creditor))) out.push(`${where}: ${viewer}'s view carries a debt between others`);
      for (const p of MAJOR_POWERS) if (!mine(p) && view.powers[p].money !== null) out.push(`${where}: ${viewer}'s view shows ${p}'s money`);
    }
    // 5.1.1 / 5.1.2 fleet counters bought and ships due stay with their power until placed (2.4.2 private records)
    for (const c of state.navy?.fleetCounters ?? []) if (viewer !== c.power && text.includes(c.name)) out.push(`${where}: ${viewer}'s view shows ${c.power}'s unplaced fleet counter ${c.name}`);
    for (const r of state.reinforcements) for (const f of r.fleets ?? []) if (viewer !== r.power && text.includes(f.name)) out.push(`${where}: ${viewer}'s view shows ${r.power}'s fleet counter ${f.name} before it is placed`);
    for (const c of state.corps) {
      const own = c.nationality === viewer || (viewer !== 'spectator' && ownerOf(state, c.nationality) === viewer);
      if (own || (viewer !== 'spectator' && (c.revealedTo.includes(viewer as MajorPower) || lentTo(state, c) === viewer))) continue; // B.4 the borrower sees it
      // a corps revealed once and hidden again (siege combats, v2.71 errata) stays named in the log the viewer saw
      if (viewer !== 'spectator' && revealedOnce.has(`${c.counter}|${viewer}`) && !shownOutsideLog(view, c.name)) continue;
      const at = namesCorps(text, c.name);
      if (at >= 0) out.push(`${where}: ${viewer}'s view shows ${c.nationality}'s hidden corps ${c.name} (…${text.slice(Math.max(0, at - 60), at + c.name.length + 20)}…)`);
    }
  }
}

/**
 * Whether the text names this corps: its whole name, not the tail of a longer one ("I Corps" is
 * not named by "British I Corps", which is another corps the viewer may see).
 */
function namesCorps(text: string, name: string): number {
  let pattern = corpsPatterns.get(name);
  if (!pattern) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    corpsPatterns.set(name, (pattern = new RegExp(`(?<!\\w)(?<!\\w )${escaped}(?!\\w)`)));
  }
  // a quick test first: most names do not occur at all
  return text.includes(name) ? text.search(pattern) : -1;
}
const corpsPatterns = new Map<string, RegExp>();

/** Whether a name appears in the view anywhere but its log. */
function shownOutsideLog(view: ReturnType<typeof viewFor>, name: string): boolean {
  return JSON.stringify({ ...view, log: [] }).includes(name);
}

function ownerOf(state: GameState, nationality: string): MajorPower | null {
  if ((MAJOR_POWERS as readonly string[]).includes(nationality)) return nationality as MajorPower;
  return state.minors.find((m) => m.id === nationality)?.controller ?? null;
}

/**
 * Plays seeded games with fuzz commands until `commands` have been sent. A game that ends is
 * replaced by a new one with the next seed.
 */
export function fuzzEngine(args: { scenario: Record<string, unknown>; commands: number; seed: number; data?: GameData; viewEvery?: number; options?: NewGameArgs['options'] }): FuzzStats {
  const started = performance.now();
  const r = rng(args.seed);
  const stats: FuzzStats = { commands: 0, accepted: 0, rejected: 0, games: 0, violations: [], millis: 0, steps: {}, answered: {} };
  const scenario = withSentinels(args.scenario);
  const viewEvery = args.viewEvery ?? 25;
  let state: GameState | null = null;
  let factorsAtStart = 0;
  let shipsAtStart = 0;
  while (stats.commands < args.commands && stats.violations.length < 20) {
    if (!state || state.over) {
      const g = newGame({ scenario, seed: args.seed + stats.games, ...(args.data ? { data: args.data } : {}), ...(args.options ? { options: args.options } : {}) });
      if (!g.ok) {
        stats.violations.push(`scenario rejected: ${JSON.stringify(g.errors.slice(0, 2))}`);
        break;
      }
      state = g.value;
      factorsAtStart = totalFactors(state);
      shipsAtStart = totalShips(state);
      stats.games++;
    }
    const command = fuzzCommand(r, state, args.data);
    const where = `game ${stats.games} command ${stats.commands} (${state.date.month}/${state.date.year} ${state.cursor.step})`;
    stats.commands++;
    let result: ReturnType<typeof applyCommand>;
    try {
      result = applyCommand(state, command, args.data);
    } catch (err) {
      stats.violations.push(`${where}: exception escaped: ${err instanceof Error ? err.message : String(err)} for ${JSON.stringify(command).slice(0, 200)}`);
      state = null;
      continue;
    }
    if (!result.ok) {
      stats.rejected++;
      const e = result.error;
      if (!e.code || !e.rule || !e.message) stats.violations.push(`${where}: rejection without code, rule or sentence: ${JSON.stringify(e)}`);
      if (e.rule === '-' && e.code !== 'malformed') stats.violations.push(`${where}: a ${e.code} rejection cites no rule`);
      continue;
    }
    stats.accepted++;
    if (result.state.version !== state.version + 1) stats.violations.push(`${where}: version did not advance by one`);
    state = result.state;
    // Factors change only through events that name their rule (forage losses, placements …).
    for (const e of result.events) {
      if (e.type === 'factorsChanged') factorsAtStart += e.delta;
      if (e.type === 'stepBegan') stats.steps[e.step] = (stats.steps[e.step] ?? 0) + 1;
      if (e.type === 'decisionAnswered') stats.answered[e.kind] = (stats.answered[e.kind] ?? 0) + 1;
      if (e.type === 'shipsChanged') shipsAtStart += e.delta;
    }
    checkInvariants(state, factorsAtStart, stats.violations, where, args.data);
    checkNaval(state, shipsAtStart, stats.violations, where, args.data);
    if (stats.accepted % viewEvery === 0) checkViews(state, stats.violations, where);
  }
  stats.millis = performance.now() - started;
  return stats;
}
