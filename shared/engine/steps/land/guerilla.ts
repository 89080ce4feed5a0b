// 7.6 The Guerilla Step (10.1.1): Spain raises guerillas in occupied provinces or loses them
// when no enemy is left; Spain's enemies mount anti-guerilla operations.
import { atWar, garrisonSize } from '../../../model';
import type { AreaId, GameState, MajorPower } from '../../../model';
import { antiGuerillaCorps, antiGuerillaRoll, enemyAreas, guerillasCreated, guerillasFromDefeat, guerillasRemain, spanishProvinces } from '../../../rules/land/guerilla';
import type { GuerillaProvince } from '../../../rules/land/guerilla';
import { emit, freshCounter, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { landMap } from './landState';

const guerillas = (s: GameState) => s.irregulars.filter((i) => i.kind === 'guerilla');

/** Spain's step needs a war or guerillas on the map; another power's, guerillas and a war with Spain. */
export function guerillaStepEmpty(state: GameState, powers: readonly MajorPower[]): string | null {
  if (!state.powers.spain.inPlay) return 'Spain is not in play';
  if (powers.includes('spain')) return guerillas(state).length > 0 || state.relations.wars.some((w) => w.includes('spain')) ? null : 'Spain is at peace with no guerillas on the map';
  return guerillas(state).length > 0 && powers.some((p) => atWar(state, p, 'spain')) ? null : 'no guerillas to fight';
}

/** 7.6 the acting powers' guerilla rules; nothing here is a player's choice. */
export function beginGuerilla(tx: Tx): void {
  const phasing = tx.state.cursor.phasing;
  if (phasing.includes('spain')) spanishGuerillaStep(tx);
  const enemies = phasing.filter((p) => atWar(tx.state, p, 'spain'));
  if (enemies.length > 0) antiGuerilla(tx, enemies);
}

/**
 * 10.1.1.1.1 for the field-combat step: call when Spain has lost a field or limited field
 * combat in `area` in which a Spanish corps fought.
 */
export function guerillasAfterDefeat(tx: Tx, area: AreaId): void {
  const map = landMap(tx);
  const n = guerillasFromDefeat(tx.state, map, area, true);
  if (n > 0) addGuerillas(tx, area, map.area(area)?.province ?? '', n, '10.1.1.1.1', 'Spain lost a battle at home');
}

/** 10.1.1.1 guerilla factors put on the map (after a lost battle, 10.1.1.1.1, or by the step's die, 10.1.1.1.2). */
function addGuerillas(tx: Tx, area: AreaId, province: string, n: number, rule = '10.1.1.1.2', reason = 'guerillas rose against the occupier'): void {
  const here = tx.state.irregulars.find((i) => i.kind === 'guerilla' && i.area === area);
  if (here) patch(tx, { irregulars: tx.state.irregulars.map((i) => (i === here ? { ...i, factors: i.factors + n } : i)) });
  else patch(tx, { irregulars: [...tx.state.irregulars, { counter: freshCounter(tx, 'x'), nationality: 'spain', kind: 'guerilla', factors: n, area }] });
  emit(tx, { type: 'guerillasChanged', area, province, delta: n, rule, reason });
}

/** Guerillas of a province not shut in a besieged city: all of them, since guerillas have no city here. */
function removeGuerillas(tx: Tx, areas: readonly AreaId[], province: string | null, rule: string, reason: string): void {
  for (const g of guerillas(tx.state).filter((i) => areas.includes(i.area))) {
    patch(tx, { irregulars: tx.state.irregulars.filter((i) => i !== g) });
    emit(tx, { type: 'guerillasChanged', area: g.area, province, delta: -g.factors, rule, reason });
  }
}

/** 10.1.1.4 removal when no enemy is left in Spain, otherwise 10.1.1.1.2 a die per occupied province. */
function spanishGuerillaStep(tx: Tx): void {
  const map = landMap(tx);
  if (!guerillasRemain(tx.state, map)) {
    removeGuerillas(tx, guerillas(tx.state).map((g) => g.area), null, '10.1.1.4', 'no enemy left in Spain');
    // 10.1.1.4 every guerilla factor goes, those standing in city garrisons (7.3.3.3.1) too
    for (const g of tx.state.garrisons.filter((x) => (x.factors.guerilla ?? 0) > 0)) {
      const { guerilla: n, ...rest } = g.factors;
      patch(tx, { garrisons: garrisonSize(rest) === 0 ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors: rest } : x)) });
      emit(tx, { type: 'guerillasChanged', area: g.area, province: null, delta: -(n ?? 0), rule: '10.1.1.4', reason: 'no enemy left in Spain' });
    }
    return;
  }
  for (const p of spanishProvinces(tx.state, map)) {
    const areas = enemyAreas(tx.state, p);
    if (areas.length === 0) continue;
    const die = roll(tx, '10.1.1.1.2', `guerillas in ${p.id}`);
    const n = guerillasCreated(die, p.guerilla);
    // placed beside the occupier: the first area (by number) holding the enemy
    if (n > 0) addGuerillas(tx, areas[0]!, p.id, n);
  }
}

/** 10.1.1.2 one roll per Spanish province holding guerillas and corps free to hunt them. */
function antiGuerilla(tx: Tx, powers: readonly MajorPower[]): void {
  const map = landMap(tx);
  const foughtIn = new Set<AreaId>((tx.state.turn.land?.combats ?? []).map((c) => c.area));
  const withGuerillas = (p: GuerillaProvince) => guerillas(tx.state).some((g) => p.areas.includes(g.area));
  for (const p of spanishProvinces(tx.state, map).filter(withGuerillas)) {
    const corps = antiGuerillaCorps(tx.state, powers, p, foughtIn);
    if (corps.length === 0) continue;
    const die = roll(tx, '10.1.1.2', `anti-guerilla operation in ${p.id}`);
    const r = antiGuerillaRoll(die, corps.length, p.guerilla);
    if (r.cleared) removeGuerillas(tx, p.areas, p.id, '10.1.1.2', 'anti-guerilla operation');
  }
}

