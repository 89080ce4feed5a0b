import type { PowerView } from '../../../shared/model/view';
import type { CorpsType } from '../../../shared/model/forces';
import { factorTotal } from '../cards/cardModels';
import { isPower, powerName } from './names';

export interface CounterChip {
  key: string;
  /** Nationality: a major power or a minor country id. */
  nationality: string;
  /** Short text on the chip: strength for the viewer's own corps, else the counter's face. */
  text: string;
  /** Hover/accessible description. */
  title: string;
  kind: 'corps' | 'fleet' | 'depot' | 'garrison' | 'irregular';
}

export interface CounterStack {
  area: string;
  chips: CounterChip[];
}

const FACE: Record<CorpsType, string> = {
  infantry: 'I',
  light: 'Lt',
  cavalry: 'C',
  guard: 'G',
  artillery: 'A',
  feudal: 'F',
  insurrection: 'Ins',
  tyrol: 'Ty',
};

/**
 * What the counters layer draws, area by area, from the view alone: the viewer's own corps
 * with their strength, others' only by the face of the counter (2.4.2), fleets, depots and
 * garrisons (public). Never called behind a hand-over curtain.
 */
export function counterStacks(view: PowerView): CounterStack[] {
  const byArea = new Map<string, CounterChip[]>();
  const add = (area: string, chip: CounterChip) => {
    const list = byArea.get(area);
    if (list) list.push(chip);
    else byArea.set(area, [chip]);
  };
  for (const c of view.corps) {
    if (c.location.kind !== 'area') continue;
    const who = isPower(c.nationality) ? powerName(c.nationality) : c.nationality;
    add(c.location.area, {
      key: `c:${c.counter}`,
      nationality: c.nationality,
      kind: 'corps',
      text: c.identity ? String(factorTotal(c.identity.factors)) : FACE[c.type],
      title: c.identity ? `${who}: ${c.identity.name}, ${factorTotal(c.identity.factors)} factors${c.location.city ? ' (in the city)' : ''}` : `${who}: ${c.type} corps, movement ${c.movement}`,
    });
  }
  // fleets (at sea, in port, in blockade boxes) are drawn by the naval layer (features/naval)
  for (const d of view.depots) add(d.area, { key: `d:${d.id}`, nationality: d.owner, kind: 'depot', text: 'D', title: `${powerName(d.owner)} depot` });
  for (const i of view.irregulars) add(i.area, { key: `i:${i.counter}`, nationality: i.nationality, kind: 'irregular', text: i.kind[0]!.toUpperCase(), title: `${i.kind}, ${i.factors} factor${i.factors === 1 ? '' : 's'}` });
  view.garrisons.forEach((g, n) => {
    const total = (g.factors.infantry ?? 0) + (g.factors.militia ?? 0);
    add(g.area, { key: `g:${g.area}:${n}`, nationality: g.nationality, kind: 'garrison', text: `g${total}`, title: `Garrison of ${total} factor${total === 1 ? '' : 's'}` });
  });
  return [...byArea.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([area, chips]) => ({ area, chips }));
}
