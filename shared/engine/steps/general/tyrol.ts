// 10.1.5 the Austrian Tyrol revolt corps in play: offered at the start of each Austrian Land
// Movement Step while Austria fights the holder of the ceded Tyrol (a `general/tyrol` decision
// beside the movement orders), and removed when that war ends in peace (10.1.5.2).
import { LEGAL } from '../../../model';
import type { AreaId, CorpsId, MajorPower } from '../../../model';
import { corpsById } from '../../../data/forces';
import { TYROL_CORPS, TYROL_INFANTRY, tyrolChance } from '../../../rules/general';
import { emit, freshCounter, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { leadersOff, lost } from '../effects';
import { landTurn, patchLand } from '../land/landState';

/** 10.1.5 opens Austria's Tyrol decision when it may raise the corps now; true when it did. */
export function openTyrol(tx: Tx, power: MajorPower): boolean {
  const map = tx.data.land;
  if (power !== 'austria' || !map || tx.state.scenario.kind !== 'campaign') return false;
  const chance = tyrolChance(tx.state, map);
  if (!chance) return false;
  const name = (a: AreaId) => tx.data.names?.area?.(a) ?? `area ${a}`;
  openDecision(tx, {
    power, kind: 'general/tyrol', step: 'land/movement', rule: '10.1.5',
    prompt: 'The holder of the Tyrol is at war with you: raise the Tyrol corps (8 infantry) in a Tyrol area now? It may not move this step.',
    secret: false, select: 'one', group: null,
    options: [{ value: 'none', label: 'Not now', verdict: LEGAL }, ...chance.areas.map((a) => ({ value: `place:${a}`, label: `Raise the Tyrol corps in ${name(a)}`, verdict: LEGAL }))],
  });
  return true;
}

/** 10.1.5 / 10.1.5.1 the corps placed with eight infantry, held where it stands this step; or not now. */
export function applyTyrol(tx: Tx, power: MajorPower, choice: string): void {
  const map = tx.data.land;
  const [verb, area] = choice.split(':');
  if (power !== 'austria' || verb !== 'place' || !area || !map) return;
  const chance = tyrolChance(tx.state, map);
  if (!chance || !chance.areas.includes(area as AreaId)) return;
  const roster = corpsById(TYROL_CORPS);
  const counter = freshCounter(tx, 'k');
  patch(tx, {
    corps: [...tx.state.corps, {
      counter, nationality: 'austria', type: 'tyrol', movement: roster?.movement.printed ?? 3,
      location: { kind: 'area', area: area as AreaId }, id: TYROL_CORPS as CorpsId, name: 'Austrian Tyrol Corps',
      factors: { infantry: TYROL_INFANTRY }, revealedTo: [],
    }],
    // 10.1.5.1.2 one rising per war
    general: { ...(tx.state.general ?? {}), tyrol: { against: chance.against, warSince: chance.since } },
  });
  // 10.1.5 it may not move in the step it is placed (movement reads `placedBack`)
  patchLand(tx, { placedBack: [...(landTurn(tx.state).placedBack ?? []), counter] });
  emit(tx, { type: 'corpsPlaced', counter, owner: 'austria', area: area as AreaId, rule: '10.1.5' });
  emit(tx, { type: 'factorsChanged', nationality: 'austria', owner: 'austria', counter, area: area as AreaId, delta: TYROL_INFANTRY, rule: '10.1.5.1', reason: 'the Tyrol rises' });
}

/**
 * 10.1.5.2 peace between Austria and the power that held the Tyrol when the corps rose: the
 * corps and the infantry in it leave the map; a later war may raise it again at full strength.
 * 10.1.5.1.1 while it is out it is a corps on the map like any other, so 8.5.1.1 charges its upkeep.
 */
export function tyrolAtPeace(tx: Tx, a: MajorPower, b: MajorPower): void {
  const other = a === 'austria' ? b : b === 'austria' ? a : null;
  const record = tx.state.general?.tyrol;
  const holder = (tx.state.ceded ?? []).find((c) => c.province === 'tyrol')?.holder;
  if (other === null || (record?.against !== other && holder !== other)) return;
  const out = tx.state.corps.filter((c) => c.type === 'tyrol' && c.nationality === 'austria' && c.location.kind !== 'offMap');
  for (const c of out) if (c.location.kind === 'area') lost(tx, 'austria', c.counter, c.location.area, c.factors, '10.1.5.2', 'the Tyrol corps goes home at peace');
  if (out.length > 0) {
    leadersOff(tx, out.map((c) => c.counter), '10.1.5.2');
    patch(tx, { corps: tx.state.corps.filter((c) => !out.includes(c)) });
  }
  patch(tx, { general: { ...(tx.state.general ?? {}), tyrol: null } });
}
