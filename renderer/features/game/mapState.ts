import type { MapData } from '../../../shared/data/map/schema';
import type { PowerView } from '../../../shared/model/view';
import type { Controllers } from '../map';

/**
 * The political mode's colours from the game: a minor country's provinces take the major power
 * controlling it now (an ally, a conquest); a province ceded by a peace (4.4.6.4, 10.2.2) takes
 * the power holding it; neutral minors and home nations keep the map's owner.
 */
export function controllersFromView(map: MapData, minors: PowerView['minors'], neutralKingdoms: PowerView['neutralKingdoms'] = [], ceded: PowerView['ceded'] = []): Controllers {
  const byMinor = new Map(minors.map((m) => [m.id as string, m.controller] as const));
  const out: Record<string, Controllers[string]> = {};
  for (const p of map.provinces) {
    if (p.owner.kind !== 'minor') continue;
    const power = byMinor.get(p.owner.minor);
    if (power) out[p.id] = { kind: 'major', power };
  }
  // 4.4.6.4 / 10.2.2 a ceded province shows its holder's colour
  for (const c of ceded ?? []) out[c.province] = { kind: 'major', power: c.holder };
  // 11.1.3.2 / 11.4.3.3 the provinces of a neutral Poland or Kingdom of Bavaria show as that neutral minor's
  for (const k of neutralKingdoms ?? []) for (const p of k.provinces) out[p.province] = { kind: 'minor', minor: k.minor };
  return out;
}

/** A key that changes only when what the map draws from the view changes, so tiles are not redrawn for every command. */
export function mapStateKey(view: Pick<PowerView, 'minors' | 'supply' | 'neutralKingdoms'> & { readonly ceded?: PowerView['ceded'] }): string {
  const minors =
    view.minors.map((m) => `${m.id}:${m.controller ?? '-'}`).join(',') +
    (view.neutralKingdoms ?? []).map((k) => `|${k.id}`).join('') +
    (view.ceded ?? []).map((c) => `/${c.province}:${c.holder}`).join('');
  const supply = view.supply ? `${view.supply.power}|${Object.entries(view.supply.reach).sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, n]) => `${a}:${n}`).join(',')}` : '';
  return `${minors}#${supply}`;
}
