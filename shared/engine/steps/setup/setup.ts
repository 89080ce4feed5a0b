// 13.1.1.1 / 13.1.1.2 the setup step before the first turn of a scenario that gives forces for a
// region: every power with a choice answers one `setup/forces` decision, in secret and all at once
// (a secret group); once all are in, the answers are applied in the scenario's setup order
// (13.1.1). Orders: `listed`, or at: / garrison: / move: / pack: joined by ';' (model/setup.ts).
import { LEGAL, LISTED_SETUP, totalFactors } from '../../../model';
import type {
  AreaId,
  CityId,
  DecisionAnswer,
  DecisionGroup,
  DecisionOption,
  GameState,
  LandMap,
  MajorPower,
  PendingDecision,
  Verdict,
} from '../../../model';
import { parseSetupAnswer, planSetup, powersWithSetupChoices, setupForcesOf, setupPlaces, setupVerdict } from '../../../rules/setup';
import type { SetupChange, SetupNames, SetupOrder } from '../../../rules/setup';
import type { GameData } from '../../gameData';
import { NO_LAND_MAP } from '../../gameData';
import { namesFor } from '../../naming';
import { emit, openDecision, openGroup, patch } from '../../tx';
import type { Tx } from '../../tx';

/** What `power` calls its corps and the places of the map, for its own text (2.4.2: its own corps by name). */
export function setupNames(state: GameState, data: GameData, power: MajorPower): SetupNames {
  const names = namesFor(state, data, power);
  const cityName = (c: CityId) => names.slug?.(c) ?? c;
  return {
    corps: (counter) => names.counter?.(counter) ?? 'a corps',
    spot: (area: AreaId, city: CityId | null) => (city !== null ? cityName(city) : (names.area?.(area) ?? `area ${area}`)),
  };
}

const spotValue = (area: AreaId, city: CityId | null) => `${area}:${city ?? 'depot'}`;

/**
 * 13.1.1 the options listed with the decision: `listed` first (what the procedures answer), then
 * every single order the power could give now, for the setup panel. Any set of them is judged as a
 * whole by `checkSetup`.
 */
export function setupOptions(state: GameState, data: GameData, power: MajorPower): DecisionOption[] {
  const map = data.land ?? NO_LAND_MAP;
  const n = setupNames(state, data, power);
  const out: DecisionOption[] = [{ value: LISTED_SETUP, label: 'Set up as the scenario lists', verdict: LEGAL }];
  const forces = setupForcesOf(state, power);
  for (const f of forces) {
    const places = setupPlaces(state, map, power, f.region);
    if (f.kind === 'corps') {
      const c = state.corps.find((x) => x.counter === f.counter);
      if (!c || c.location.kind !== 'area') continue;
      const here = { area: c.location.area, city: c.location.city ?? null };
      const name = n.corps(f.counter);
      const listed = (area: AreaId, city: CityId | null) => (area === here.area && city === here.city ? ' (as listed)' : '');
      for (const p of places) {
        if (p.field)
          out.push({
            value: `at:${f.counter}:${p.area}`,
            label: `${name}: in ${n.spot(p.area, null)}${listed(p.area, null)}`,
            verdict: LEGAL,
          });
        else if (p.city !== null)
          out.push({
            value: `at:${f.counter}:${p.area}:${p.city}`,
            label: `${name}: in ${n.spot(p.area, p.city)}${listed(p.area, p.city)}`,
            verdict: LEGAL,
          });
      }
      const garrisonable = Object.entries(c.factors).every(([t, k]) => t === 'infantry' || t === 'militia' || (k ?? 0) === 0);
      for (const p of places) {
        if (p.field || !garrisonable) continue;
        out.push({
          value: `garrison:${f.counter}:${spotValue(p.area, p.city)}`,
          label: `${name}: as the garrison of ${p.city !== null ? n.spot(p.area, p.city) : `the depot in ${n.spot(p.area, null)}`} (its counter is not used)`,
          verdict: LEGAL,
        });
      }
      // 13.1.1.2 packing into another corps of its nation given for the same region
      for (const g of forces) {
        if (g.kind !== 'corps' || g.counter === f.counter || g.region.id !== f.region.id) continue;
        const into = state.corps.find((x) => x.counter === g.counter);
        if (!into || into.nationality !== c.nationality) continue;
        out.push({
          value: `pack:${f.counter}>${g.counter}`,
          label: `${name}: its ${totalFactors(c.factors)} factors into ${n.corps(g.counter)} (its counter is not used)`,
          verdict: LEGAL,
        });
      }
    } else {
      const name = `Garrison of ${n.spot(f.area, f.city)}`;
      for (const p of places) {
        if (p.field) continue;
        const same = p.area === f.area && p.city === f.city;
        out.push({
          value: `move:${spotValue(f.area, f.city)}>${spotValue(p.area, p.city)}`,
          label: `${name}: in ${p.city !== null ? n.spot(p.area, p.city) : `the depot in ${n.spot(p.area, null)}`}${same ? ' (as listed)' : ''}`,
          verdict: LEGAL,
        });
      }
    }
  }
  // each order's verdict on its own; packs that break a counter's boxes (2.4.2.1) are left out
  const names = n;
  return out
    .map((o) => (o.value === LISTED_SETUP ? o : { ...o, verdict: setupVerdict(state, map, power, String(o.value), names) }))
    .filter((o) => o.verdict.ok || !String(o.value).startsWith('pack:'));
}

/** 13.1.1 the step, opened at the start of a scenario with setup choices (sequencer: startGame). */
export function beginSetup(tx: Tx): void {
  const s = tx.state;
  if (!s.setup || s.setup.settled) return;
  if (s.selection && !s.selection.settled) return; // 14.2 the powers are not given out yet
  const powers = powersWithSetupChoices(s);
  if (powers.length === 0) return void patch(tx, { setup: { forces: [], settled: true } });
  const group = openGroup(tx, { kind: 'setup/forces', rule: '13.1.1', secret: true, powers });
  for (const power of powers) {
    const count = setupForcesOf(s, power).length;
    openDecision(tx, {
      power,
      kind: 'setup/forces',
      step: s.cursor.step,
      rule: '13.1.1',
      prompt: `Before the first turn, set up your forces in secret: ${count} ${count === 1 ? 'force is' : 'forces are'} given for a region and may stand in any of its areas, empty cities or depots, as corps or as garrison (13.1.1.1), and the listed corps may be packed into fewer counters (13.1.1.2). Or keep the setup as listed.`,
      secret: true,
      select: 'one',
      group,
      options: setupOptions(s, tx.data, power),
    });
  }
}

/** 13.1.1 any answer is judged here as a whole (too many combinations to list). */
export function checkSetup(state: GameState, decision: PendingDecision, answer: DecisionAnswer, data: GameData): Verdict {
  if (typeof answer !== 'string')
    return { ok: false, code: 'malformed', rule: '13.1.1', detail: 'the setup is one answer: "listed" or orders joined by ";"' };
  return setupVerdict(state, data.land ?? NO_LAND_MAP, decision.power, answer, setupNames(state, data, decision.power));
}

/** The owner's line for one change (its own corps by name, places by name). */
function lineFor(c: SetupChange, n: SetupNames): string {
  switch (c.kind) {
    case 'at':
      return `${n.corps(c.counter)} sets up in ${n.spot(c.area, c.city)}`;
    case 'garrison':
      return `${n.corps(c.counter)} garrisons ${c.city !== null ? n.spot(c.area, c.city) : `the depot in ${n.spot(c.area, null)}`} with ${c.factors} factors; its counter is not used`;
    case 'move':
      return `The garrison of ${n.spot(c.area, c.city)} sets up in ${c.toCity !== null ? n.spot(c.toArea, c.toCity) : `the depot in ${n.spot(c.toArea, null)}`}`;
    case 'pack':
      return `${n.corps(c.into)} takes ${c.factors} factors of ${n.corps(c.from)}${c.dropped ? `; ${n.corps(c.from)}'s counter is not used (13.1.1.2)` : ''}`;
  }
}

/**
 * 13.1.1 all answers are in: each power's, in the setup order. An order that an earlier power's
 * setup has made impossible (it took the same empty city, or a power at war now stands in the
 * area) is left out, and its force stays where the scenario lists it (docs/RULINGS.md).
 */
export function revealSetup(tx: Tx, group: DecisionGroup): void {
  const map: LandMap = tx.data.land ?? NO_LAND_MAP;
  for (const power of tx.state.scenario.setupOrder) {
    if (!group.powers.includes(power)) continue;
    const parsed = parseSetupAnswer(String(group.answers[power] ?? LISTED_SETUP));
    const orders: SetupOrder[] = parsed.ok ? parsed.orders : [];
    const before = tx.state; // names as the power saw them when it answered
    const names = setupNames(before, tx.data, power);
    let kept: SetupOrder[] = [];
    let skipped = 0;
    let plan = planSetup(tx.state, map, power, [], names);
    for (const o of orders) {
      const next = planSetup(tx.state, map, power, [...kept, o], names);
      if (next.ok) {
        kept = [...kept, o];
        plan = next;
      } else skipped++;
    }
    if (!plan.ok) continue;
    const { corps, garrisons, leaders, changes } = plan.result;
    patch(tx, { corps: [...corps], garrisons: [...garrisons], leaders: [...leaders] });
    const lines = changes.length === 0 ? ['Set up as the scenario lists'] : changes.map((c) => lineFor(c, names));
    if (skipped > 0)
      lines.push(
        `${skipped} ${skipped === 1 ? 'order was' : 'orders were'} left out: another power set up there first; those forces stand as listed`,
      );
    emit(tx, { type: 'forcesSetUp', power, rule: '13.1.1', lines });
  }
  patch(tx, { setup: { forces: [], settled: true } });
}

/** The tracker's words for the step (pregameWhere). */
export const SETUP_STEP_TITLE = 'Setting up the forces in secret';
