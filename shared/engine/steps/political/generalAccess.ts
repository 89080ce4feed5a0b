// v2.71 10.3.1.2.1.3 (option "generalAccess"): when territory changes hands by a cession, a third
// power's forces that stood there with access may be given voluntary access by the new controller
// (a `political/newAccess` decision for each such power); refused, they go home as in 4.4.6.2.
import { LEGAL, POWER_NAMES, allied, atWar, controllerOf } from '../../../model';
import type { AreaId, MajorPower, ProvinceId } from '../../../model';
import { hasAccess } from '../../../rules/land/movement';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { repatriateFromAreas } from './repatriation';

/** The areas of a ceded province, or of a minor country that changed hands. */
function areasOf(tx: Tx, territory: { province?: ProvinceId; minor?: string }): AreaId[] {
  const map = tx.data.land;
  return (map?.landAreas ?? []).filter((a) => {
    const f = map!.area(a);
    return territory.minor !== undefined ? f?.minor === territory.minor : f?.province === territory.province && f?.minor === null;
  });
}

/** Third powers with corps, garrisons or depots in `areas` (not the old or new controller, nor at war with or allied to the new one). */
function thirdPowersIn(tx: Tx, areas: readonly AreaId[], from: MajorPower, to: MajorPower): MajorPower[] {
  const set = new Set<MajorPower>();
  const here = new Set(areas);
  const add = (p: MajorPower | null) => {
    if (p !== null && p !== to && p !== from && !atWar(tx.state, p, to) && !allied(tx.state, p, to)) set.add(p);
  };
  for (const c of tx.state.corps) if (c.location.kind === 'area' && here.has(c.location.area)) add(controllerOf(tx.state, c.nationality));
  for (const g of tx.state.garrisons) if (here.has(g.area)) add(controllerOf(tx.state, g.nationality));
  for (const d of tx.state.depots) if (here.has(d.area)) add(d.owner);
  // only forces that had access from the old controller (those that came by force answer to 4.2)
  return [...set].filter((p) => hasAccess(tx.state, p, from));
}

/**
 * 10.3.1.2.1.3 after `from` ceded the province or minor to `to`: each third power whose forces
 * stood there with `from`'s access is offered (by `to`) voluntary access limited to the territory
 * (unconditional when C.5 binds `to` to it), or sent home. Option off: nothing happens.
 */
export function offerNewAccess(tx: Tx, territory: { province?: ProvinceId; minor?: string; name: string }, from: MajorPower, to: MajorPower): void {
  if (!tx.state.options.rules.generalAccess || !tx.data.land?.landAreas) return;
  const areas = areasOf(tx, territory);
  for (const p of thirdPowersIn(tx, areas, from, to)) {
    // unconditional access must be given where peace term C.5 already binds the new controller
    const c5 = (tx.state.relations.access ?? []).some((a) => a.grantor === to && a.grantee === p && a.kind === 'unconditional');
    if (c5) continue;
    openDecision(tx, {
      power: to, kind: 'political/newAccess', step: tx.state.cursor.step, rule: '10.3.1.2.1.3',
      prompt: `${POWER_NAMES[p]} has forces in ${territory.name}, now yours, that were there with ${POWER_NAMES[from]}'s access: grant them voluntary access there, or send them home.`,
      secret: false, select: 'one', group: null,
      options: [
        { value: `grant:${p}:${territory.minor !== undefined ? `minor:${territory.minor}` : `province:${territory.province}`}`, label: `Grant ${POWER_NAMES[p]} access in ${territory.name}`, verdict: LEGAL },
        { value: `refuse:${p}:${territory.minor !== undefined ? `minor:${territory.minor}` : `province:${territory.province}`}`, label: `Send ${POWER_NAMES[p]}'s forces home`, verdict: LEGAL },
      ],
    });
  }
}

/** The new controller's answer ("grant|refuse:<power>:province:<id>" or "…:minor:<id>"). */
export function applyNewAccess(tx: Tx, owner: MajorPower, value: string): void {
  const [choice, power, kind, id] = value.split(':') as [string, MajorPower, 'province' | 'minor', string];
  const territory = kind === 'minor' ? { minor: id } : { province: id as ProvinceId };
  const areas = areasOf(tx, territory);
  if (choice === 'grant') {
    const provinces = [...new Set(areas.map((a) => tx.data.land?.area(a)?.province).filter((x): x is ProvinceId => !!x))];
    const entry = { grantor: owner, grantee: power, kind: 'voluntary' as const, provinces, since: tx.state.date };
    patch(tx, { relations: { ...tx.state.relations, access: [...(tx.state.relations.access ?? []), entry] } });
    emit(tx, { type: 'accessChanged', grantor: owner, grantee: power, granted: true, kind: 'voluntary', conditions: 'in the territory it took over', rule: '10.3.1.2.1.3' });
    return;
  }
  const here = new Set(areas);
  repatriateFromAreas(tx, power, (a) => here.has(a), '10.3.1.2.1.3');
}
