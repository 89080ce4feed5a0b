import type { PowerView } from '../../../shared/model/view';
import { factorsText, type PlaceNames } from '../cards/cardModels';
import { counterTitle, nationText } from './StackPanel';
import type { AreaCounters, GarrisonMarker } from './stacks';

/** A garrison's factors by type, its 7.3.3.3.1 irregular factors after its infantry and militia ("4 militia, 2 Cossack"). */
function garrisonText(g: GarrisonMarker): string {
  const irregular = ([['cossack', 'Cossack'], ['freikorps', 'Freikorps'], ['guerilla', 'Guerilla']] as const).filter(([k]) => (g[k] ?? 0) > 0).map(([k, label]) => `${g[k]} ${label}`);
  const regular = g.infantry + g.militia > 0 ? [factorsText({ infantry: g.infantry, militia: g.militia })] : [];
  return [...regular, ...irregular].join(', ') || 'no factors';
}

/** The units standing in an area, for its info panel: each side's counters, depots and garrisons, as the viewer may see them. */
export function AreaUnits({ area, areas, view, names }: { area: string; areas: readonly AreaCounters[]; view: PowerView; names: PlaceNames }) {
  const here = areas.find((a) => a.area === area);
  if (!here || (here.stacks.length === 0 && here.depots.length === 0 && here.garrisons.length === 0)) return <p className="area-units-none">No units here.</p>;
  return (
    <div className="area-units" data-testid="area-units">
      <p>Units here:</p>
      <ul>
        {here.stacks.flatMap((s) =>
          s.units.map((u) => (
            <li key={u.key}>
              {counterTitle(view, u)}
              {u.city ? ` (inside ${names.city(u.city)})` : ''}
              {u.factors ? `: ${factorsText(u.factors)}` : ''}
              {u.leaders.length > 0 ? ` (${u.leaders.map((l) => l.name).join(', ')})` : ''}
            </li>
          )),
        )}
        {here.depots.map((d) => (
          <li key={d.id}>{nationText(view, d.owner)} depot</li>
        ))}
        {here.garrisons.map((g, i) => (
          <li key={i}>
            {nationText(view, g.nationality)} garrison {g.city ? `of ${names.city(g.city)}` : 'on the depot'}: {garrisonText(g)}
          </li>
        ))}
      </ul>
    </div>
  );
}
