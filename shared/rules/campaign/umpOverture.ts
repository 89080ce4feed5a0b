// opt:14.3 / opt:14.3.1 (v2.71) gaining control of uncontrolled major powers: the secret overtures, their
// modifiers (14.3.1.1.2-14.3.1.1.8) and the results (14.3.2, 14.3.7).
import { LEGAL, POWER_NAMES, allied, atWar, controllerOf } from '../../model';
import type { AreaId, DecisionOption, GameState, LandMap, MajorPower, Nationality, OvertureModifier, UmpStatus, Verdict } from '../../model';
import { DEFAULT_CHARTS, type ChartBundle, type ObjectiveTarget } from '../../data/charts';
import { alliesOf, forcesInHomeNation, statusModifier } from '../political';
import { naturalAllianceModifier } from './umpTables';
import { campaignOf } from './umpState';

/** One power's overture to one UMP, as read from its secret answer. */
export interface OvertureOrder {
  readonly ump: MajorPower;
  /** 14.3.1.1.3 political points spent for +1 to its own roll each … */
  readonly ppSelf: number;
  /** … or for -1 to every other power's roll for this UMP each. */
  readonly ppOthers: number;
  /** 14.3.1.1.6 money offered. */
  readonly subsidy: number;
  /** 14.3.1.1.4 territories offered: "minor:<id>" or "province:<id>". */
  readonly cessions: readonly string[];
}

const bad = (rule: string, detail: string): Verdict => ({ ok: false, code: 'umpRestricted', rule, detail });

/** 14.3.1.1.3 the five ways to spend up to two political points, as "self:others". */
export const PP_SPLITS = ['1:0', '2:0', '0:1', '0:2', '1:1'] as const;

/** "+2" → 2, "+1 each" → 1, "(-3)" → -3; anything else 0. */
export function chartModifier(text: string): number {
  const m = /^\(?([+-]\d+)/.exec(text.trim());
  return m ? Number(m[1]) : 0;
}

/** Whether `power` controls a minor (free or conquered) or holds a ceded province. */
function controls(state: GameState, power: MajorPower, kind: 'minor' | 'province', id: string): boolean {
  if (kind === 'minor') return state.minors.some((m) => m.id === id && m.status !== 'neutral' && m.controller === power);
  return (state.ceded ?? []).some((c) => c.province === id && c.holder === power);
}

/** Who holds a chart target (null: nobody; combinations 11.x are never held in this engine yet). */
function holders(state: GameState, t: ObjectiveTarget): MajorPower[] {
  switch (t.kind) {
    case 'minor': {
      const m = state.minors.find((x) => x.id === t.id);
      return m && m.status !== 'neutral' && m.controller ? [m.controller] : [];
    }
    case 'district': {
      const m = state.minors.find((x) => x.id === t.minor);
      return m && m.status !== 'neutral' && m.controller ? [m.controller] : [];
    }
    case 'province':
      return (state.ceded ?? []).filter((c) => c.province === t.id).map((c) => c.holder);
    case 'anyOf':
      return [...new Set(t.targets.flatMap((x) => holders(state, x)))];
    case 'allOf': {
      const each = t.targets.map((x) => holders(state, x));
      return each[0]!.filter((p) => each.every((h) => h.includes(p)));
    }
    case 'combination':
    case 'special':
      return [];
  }
}

const targetKey = (t: ObjectiveTarget): string | null => (t.kind === 'minor' || t.kind === 'province' ? `${t.kind}:${t.id}` : null);
const pretty = (id: string) => id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

/**
 * 14.3.1.1.4 what `power` may offer to cede to `ump`, each with its modifier from the UMP's
 * national objectives chart (8.1.3.2.3.4 UMP column): minors and provinces it holds that the
 * chart lists, and the UMP's own home provinces it holds.
 */
export function cessionOffers(state: GameState, power: MajorPower, ump: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): { key: string; label: string; value: number }[] {
  const out: { key: string; label: string; value: number }[] = [];
  for (const e of charts['national-objectives'].powers[ump].entries) {
    if (e.kind === 'control') {
      const key = targetKey(e.target);
      if (key && (e.target.kind === 'minor' || e.target.kind === 'province') && controls(state, power, e.target.kind, e.target.id))
        out.push({ key, label: pretty(e.target.id), value: chartModifier(e.ump) });
    } else if (e.kind === 'lostHomeProvince') {
      for (const c of (state.ceded ?? []).filter((x) => x.home === ump && x.holder === power))
        out.push({ key: `province:${c.province}`, label: pretty(c.province), value: chartModifier(e.ump) });
    }
  }
  return out;
}

/**
 * 14.3.1.1.5 the crucial territories of `ump` held by `power` or its allies: each entry of the
 * UMP's chart whose UMP modifier is in parentheses, with that (negative) modifier; the keys of a
 * territory being offered to the UMP are skipped.
 */
export function crucialTerritories(state: GameState, power: MajorPower, ump: MajorPower, offered: readonly string[] = [], charts: ChartBundle = DEFAULT_CHARTS): OvertureModifier[] {
  const friends = new Set<MajorPower>([power, ...alliesOf(state, power)]);
  const out: OvertureModifier[] = [];
  for (const e of charts['national-objectives'].powers[ump].entries) {
    if (e.kind !== 'otherControls' || !e.ump.trim().startsWith('(')) continue;
    const key = targetKey(e.target);
    if (key && offered.includes(key)) continue; // the exception: not in a turn it is offered
    const h = holders(state, e.target).filter((p) => p !== ump && (!e.by || e.by.includes(p)) && !(e.except ?? []).includes(p));
    if (h.some((p) => friends.has(p))) out.push({ rule: '14.3.1.1.5', label: `crucial territory held: ${e.target.kind === 'minor' || e.target.kind === 'province' || e.target.kind === 'combination' ? pretty(e.target.id) : 'several'}`, value: chartModifier(e.ump) });
  }
  return out;
}

/** 14.3.1.1.7 the UMP once surrendered unconditionally to `power` (read from the log's peaces). */
export function harshPeaceImposed(state: GameState, power: MajorPower, ump: MajorPower): boolean {
  return state.log.some((e) => e.type === 'peaceMade' && e.kind === 'unconditional' && e.loser === ump && e.victor === power);
}

/**
 * 14.3.1.1.1 whether `power` may court `ump` at all: not while at war with it and its corps or
 * garrisons stand in the UMP's home nation (needs the map; without one nothing is barred).
 */
export function overtureVerdict(state: GameState, power: MajorPower, ump: MajorPower, map?: LandMap): Verdict {
  if (power === ump) return bad('14.3.1.1.1', 'a power cannot court itself');
  if (map && atWar(state, power, ump) && forcesInHomeNation(state, map, power, ump))
    return bad('14.3.1.1.1', `our forces occupy ${POWER_NAMES[ump]}'s home nation while we are at war with it`);
  return LEGAL;
}

/**
 * The options of `power`'s overture decision: for each UMP an overture, the political points,
 * a subsidy and cessions. Before the game only overtures and political points (14.3.1).
 */
export function overtureOptions(state: GameState, power: MajorPower, umps: readonly MajorPower[], pregame: boolean, map?: LandMap): DecisionOption[] {
  const out: DecisionOption[] = [];
  const money = state.powers[power].money;
  for (const u of umps) {
    const name = POWER_NAMES[u];
    out.push({ value: `overture:${u}`, label: `Make an overture to ${name}`, verdict: overtureVerdict(state, power, u, map) });
    for (const split of PP_SPLITS) {
      const [self, others] = split.split(':').map(Number) as [number, number];
      const parts = [self > 0 ? `+${self} to our roll` : '', others > 0 ? `-${others} to every other roll` : ''].filter(Boolean).join(', ');
      out.push({ value: `pp:${u}:${split}`, label: `${name}: spend ${self + others} political point${self + others === 1 ? '' : 's'} (${parts})`, verdict: LEGAL });
    }
    if (pregame) continue;
    for (const n of [20, 40, 60]) {
      const verdict = atWar(state, power, u)
        ? bad('14.3.1.1.6', `no subsidy to ${name} while at war with it`)
        : n > money ? bad('14.3.1.1.6', `only ${money} money in the treasury`) : LEGAL;
      out.push({ value: `subsidy:${u}:${n}`, label: `${name}: offer a subsidy of ${n} money (+${n / 20})`, verdict });
    }
    for (const c of cessionOffers(state, power, u)) {
      // v2.71 8.8 (3) / 14.3.1.1.4 only to a UMP we are at war with, and not a territory where
      // another enemy of ours stands (the UMP's own forces there do not bar it)
      const occupier = map ? enemyInTerritory(state, map, power, u, c.key) : null;
      const verdict = !atWar(state, power, u)
        ? bad('14.3.1.1.4', `territory may be offered to ${name} only while at war with it`)
        : occupier
          ? bad('14.3.1.1.4', `${c.label} holds forces of ${occupier}, at war with us`)
          : LEGAL;
      out.push({ value: `cede:${u}:${c.key}`, label: `${name}: offer to cede ${c.label} (${c.value >= 0 ? '+' : ''}${c.value})`, verdict });
    }
  }
  return out;
}

/**
 * 14.3.1.1.4 the name of a power at war with `power`, other than `ump`, with a corps or a
 * garrison in the territory `key` ("minor:<id>" / "province:<id>"); null when there is none.
 */
export function enemyInTerritory(state: GameState, map: LandMap, power: MajorPower, ump: MajorPower, key: string): string | null {
  const [kind, id] = key.split(':') as ['minor' | 'province', string];
  const inside = (area: string) => {
    const f = map.area(area as AreaId);
    return kind === 'minor' ? f?.minor === id : f?.province === id;
  };
  const hostile = (nationality: Nationality): MajorPower | null => {
    const c = controllerOf(state, nationality);
    return c && c !== ump && c !== power && atWar(state, power, c) ? c : null;
  };
  for (const corps of state.corps) {
    if (corps.location.kind !== 'area' || !inside(corps.location.area)) continue;
    const h = hostile(corps.nationality);
    if (h) return POWER_NAMES[h];
  }
  for (const g of state.garrisons) {
    if (!inside(g.area)) continue;
    const h = hostile(g.nationality);
    if (h) return POWER_NAMES[h];
  }
  return null;
}

/** The answer's values grouped by UMP. */
export function parseOvertures(values: readonly string[]): Map<MajorPower, OvertureOrder> {
  const out = new Map<MajorPower, OvertureOrder>();
  const get = (u: MajorPower) => out.get(u) ?? { ump: u, ppSelf: 0, ppOthers: 0, subsidy: 0, cessions: [] };
  for (const v of values) if (v.startsWith('overture:')) out.set(v.slice(9) as MajorPower, get(v.slice(9) as MajorPower));
  for (const v of values) {
    const [kind, u, ...rest] = v.split(':') as [string, MajorPower, ...string[]];
    if (!out.has(u)) continue;
    const o = get(u);
    if (kind === 'pp') out.set(u, { ...o, ppSelf: Number(rest[0]), ppOthers: Number(rest[1]) });
    else if (kind === 'subsidy') out.set(u, { ...o, subsidy: Number(rest[0]) });
    else if (kind === 'cede') out.set(u, { ...o, cessions: [...o.cessions, rest.join(':')] });
  }
  return out;
}

/**
 * The answer as a whole (the options judge each value): extras only with an overture, one
 * choice of political points and one subsidy per UMP (14.3.1.1.3: at most two points), and
 * subsidies the treasury can pay.
 */
export function overtureAnswerVerdict(state: GameState, power: MajorPower, options: readonly DecisionOption[], values: readonly string[]): Verdict {
  for (const v of values) {
    const o = options.find((x) => x.value === v);
    if (!o) return bad('14.3.1.1.1', `${v} is not one of the options`);
    if (!o.verdict.ok) return o.verdict;
    const u = v.split(':')[1]!;
    if (!v.startsWith('overture:') && !values.includes(`overture:${u}`)) return bad('14.3.1.1.1', `${o.label}: make the overture to ${POWER_NAMES[u as MajorPower]} too`);
  }
  for (const kind of ['pp', 'subsidy']) {
    const umps = values.filter((v) => v.startsWith(`${kind}:`)).map((v) => v.split(':')[1]);
    if (new Set(umps).size !== umps.length)
      return bad(kind === 'pp' ? '14.3.1.1.3' : '14.3.1.1.6', kind === 'pp' ? 'at most two political points per UMP: choose one way to spend them' : 'one subsidy per UMP');
  }
  const total = [...parseOvertures(values).values()].reduce((n, o) => n + o.subsidy, 0);
  if (total > state.powers[power].money) return bad('14.3.1.1.6', `the subsidies (${total}) exceed the treasury (${state.powers[power].money})`);
  return LEGAL;
}

/**
 * 14.3.1.1.8 every modifier of `power`'s overture roll for `order.ump`, given every power's
 * orders for that UMP. Before the game (14.3.1) only the natural alliance table and political
 * points count.
 */
export function overtureModifiers(state: GameState, power: MajorPower, order: OvertureOrder, all: ReadonlyMap<MajorPower, OvertureOrder>, pregame: boolean): OvertureModifier[] {
  const u = order.ump;
  const mods: OvertureModifier[] = [];
  const add = (rule: string, label: string, value: number) => {
    if (value !== 0) mods.push({ rule, label, value });
  };
  add('14.3.1.1.2', 'natural alliance table', naturalAllianceModifier(state, power, u));
  add('14.3.1.1.3', 'political points spent on our roll', order.ppSelf);
  for (const [other, o] of all) if (other !== power) add('14.3.1.1.3', `political points spent by ${POWER_NAMES[other]}`, -o.ppOthers);
  if (pregame) return mods;
  if (allied(state, power, u)) add('14.3.1.1.8', 'allied with the UMP', 2);
  if (atWar(state, power, u)) add('14.3.1.1.8', 'at war with the UMP', -2);
  if (harshPeaceImposed(state, power, u)) add('14.3.1.1.7', 'the UMP once surrendered unconditionally to us', -2);
  const offers = cessionOffers(state, power, u);
  for (const key of order.cessions) {
    const c = offers.find((x) => x.key === key);
    if (c) add('14.3.1.1.4', `offers to cede ${c.label}`, c.value);
  }
  for (const m of crucialTerritories(state, power, u, order.cessions)) mods.push(m);
  add('14.3.1.1.6', `subsidy of ${order.subsidy} money`, Math.floor(order.subsidy / 20));
  add('10.5.3', `${POWER_NAMES[power]}'s status modifier`, statusModifier(state, power));
  add('10.5.3', `${POWER_NAMES[u]}'s status modifier`, statusModifier(state, u));
  return mods;
}

/**
 * opt:14.3.2 the winner among the rolls: the highest total; a tie goes to the power that most
 * recently controlled the UMP, else to a roll-off (`tied` lists who rolls off).
 */
export function overtureWinner(rolls: readonly { power: MajorPower; total: number }[], lastController: MajorPower | null): { winner: MajorPower; total: number } | { tied: MajorPower[]; total: number } | null {
  if (rolls.length === 0) return null;
  const best = Math.max(...rolls.map((r) => r.total));
  const top = rolls.filter((r) => r.total === best).map((r) => r.power);
  if (top.length === 1) return { winner: top[0]!, total: best };
  if (lastController && top.includes(lastController)) return { winner: lastController, total: best };
  return { tied: top, total: best };
}

/** opt:14.3.2 / opt:14.3.7 active on 10+ (Turkey 12+), else inactive. */
export function statusFromRoll(ump: MajorPower, total: number): Exclude<UmpStatus, 'neutral'> {
  return total >= (ump === 'turkey' ? 12 : 10) ? 'active' : 'inactive';
}

/** opt:14.3.1 the UMPs to decide now: every one, in MAJOR_POWERS order. */
export function umpsToDecide(state: GameState, only?: MajorPower): MajorPower[] {
  return campaignOf(state).umps.map((u) => u.power).filter((p) => state.powers[p].inPlay && (only === undefined || p === only));
}
