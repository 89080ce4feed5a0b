import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';
import { leaderById } from '../../../shared/data/forces';
import { factorsText, type PlaceNames } from '../cards/cardModels';
import { isPower, powerName } from './names';
import { reachOf } from './orders';
import type { CounterModel, StackModel } from './stacks';

export const ADJECTIVE: Record<MajorPower, string> = {
  france: 'French', britain: 'British', spain: 'Spanish', austria: 'Austrian', prussia: 'Prussian', russia: 'Russian', turkey: 'Turkish',
};

const SYMBOL_WORD: Record<CounterModel['symbol'], string> = {
  infantry: 'infantry corps', light: 'light corps', cavalry: 'cavalry corps', guard: 'guard corps', artillery: 'artillery corps',
  feudal: 'feudal corps', insurrection: 'insurrection corps', tyrol: 'Tyrolean corps', cossack: 'cossacks', freikorps: 'freikorps',
  guerilla: 'guerillas', militia: 'militia',
};

/** "French", or a minor country's name. */
export function nationText(view: PowerView, nationality: string): string {
  return isPower(nationality) ? ADJECTIVE[nationality] : (view.minors.find((m) => m.id === nationality)?.name ?? nationality);
}

/** How the viewer names a counter: its corps' name when known (2.4.2), else what its face shows. */
export function counterTitle(view: PowerView, u: CounterModel): string {
  if (u.kind === 'irregular') return `${nationText(view, u.nationality)} ${SYMBOL_WORD[u.symbol]}, ${u.strength} factor${u.strength === 1 ? '' : 's'}`;
  return u.name ?? `${nationText(view, u.nationality)} ${SYMBOL_WORD[u.symbol]} (hidden)`;
}

function leaderText(id: string, name: string): string {
  const l = leaderById(id);
  return l ? `${name} (${l.seniority} ${l.strategic}-${l.tactical})` : name;
}

/** This step's movement of a counter, the supply of its area (own corps), its city. */
function statusLines(view: PowerView, u: CounterModel, area: string, names: PlaceNames): string[] {
  const lines: string[] = [];
  // B.4 a corps on loan: whose it is and who runs it
  if (u.lentTo) lines.push(`lent to ${powerName(u.lentTo)} by ${powerName(u.nationality)} (peace term B.4)`);
  if (u.city) lines.push(`inside ${names.city(u.city)}`);
  const move = (view.turn.land?.moves ?? []).find((m) => m.counter === u.counter);
  if (move && (move.entered.length > 0 || move.forceMarched)) {
    const bits = [`moved ${move.spent} MP`];
    if (move.forceMarched) bits.push('force marched');
    if (move.stopped) bits.push('stopped by the enemy');
    lines.push(bits.join(', '));
  }
  const reach = reachOf(view, u.counter);
  if (reach) lines.push(`${reach.left} MP left`);
  if (u.own && view.supply) {
    // 7.4.2.1 the seat's depot reach (the supply map mode's figures)
    const steps = view.supply.reach[area];
    lines.push(steps === undefined ? 'beyond its depots: forages (7.4.1)' : steps === 0 ? 'on a depot (7.4.2)' : `${steps} area${steps === 1 ? '' : 's'} from a depot (7.4.2)`);
  }
  return lines;
}

export interface StackPanelProps {
  stack: StackModel;
  view: PowerView;
  names: PlaceNames;
  /** Where to draw it (CSS pixels in the map's box). */
  left: number;
  top: number;
  pinned: boolean;
  selected: string | null;
  /** Selects one of the seat's counters for orders (null when no step takes orders now). */
  onSelect: ((counter: string) => void) | null;
  onClose(): void;
}

/** A stack's counters as the viewer may see them: name, strength by type, leaders, movement, supply. */
export function StackPanel(p: StackPanelProps) {
  const { stack, view, names } = p;
  const who = stack.power ? ADJECTIVE[stack.power] : nationText(view, stack.units[0]?.nationality ?? '');
  return (
    <aside
      className={`map-chrome stack-panel${p.pinned ? ' pinned' : ''}`}
      style={{ left: p.left, top: p.top }}
      aria-label={`${who} stack in ${names.area(stack.area)}`}
      data-testid="stack-panel"
      role={p.pinned ? 'dialog' : 'tooltip'}
    >
      <header>
        <strong>
          {who}: {stack.units.length} counter{stack.units.length === 1 ? '' : 's'} in {names.area(stack.area)}
        </strong>
        {p.pinned && (
          <button type="button" onClick={p.onClose} aria-label="Close the stack panel">
            ×
          </button>
        )}
      </header>
      <ul>
        {stack.units.map((u) => {
          const canSelect = p.onSelect !== null && (reachOf(view, u.counter)?.reach.length ?? 0) > 0;
          const title = counterTitle(view, u);
          return (
            <li key={u.key} className={u.counter === p.selected ? 'selected' : undefined} data-counter={u.counter}>
              <div className="stack-unit-head">
                {u.designation && <span className="stack-designation">{u.designation}</span>}
                {canSelect ? (
                  <button type="button" onClick={() => p.onSelect!(u.counter)} title="Select it, then click a lit area to move there">
                    {title}
                  </button>
                ) : (
                  <span>{title}</span>
                )}
              </div>
              {u.factors && <div className="stack-strength">{factorsText(u.factors)}</div>}
              {u.leaders.length > 0 && <div className="stack-leaders">{u.leaders.map((l) => leaderText(l.id, l.name)).join(', ')}</div>}
              {statusLines(view, u, stack.area, names).map((l) => (
                <div key={l} className="stack-status">
                  {l}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
