import { useState, type ReactNode, type RefObject } from 'react';
import type { MajorPower } from '../../../shared/model';
import { POWER_LABELS, POWER_ORDER } from './names';
import { TERRAINS } from '../../../shared/data/map/schema';
import { MAP_MODES, MAP_MODE_LABELS, type MapMode } from './mapSlice';
import type { SearchHit } from './search';
import { BORDER_STYLES, NEUTRAL_MINOR, OUT_OF_SUPPLY, POWER_COLOURS, SUPPLY_STEPS, TERRAIN_COLOURS, VALUE_STEPS } from './styles';
import type { AreaInfo } from './viewModel';

export function SearchBox(props: { inputRef: RefObject<HTMLInputElement | null>; search: (q: string) => SearchHit[]; onGo: (hit: SearchHit) => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hits = props.search(query);
  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    props.onGo(hit);
    setQuery('');
    setActive(0);
  };
  return (
    <div className="map-search">
      <input
        ref={props.inputRef}
        type="search"
        placeholder="Find area, province, city (F)"
        aria-label="Find an area number, province, city, minor country or power"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') go(hits[active]);
          else if (e.key === 'ArrowDown') setActive((a) => Math.min(hits.length - 1, a + 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
          else if (e.key === 'Escape') {
            setQuery('');
            (e.target as HTMLInputElement).blur();
          } else return;
          e.preventDefault();
          e.stopPropagation();
        }}
      />
      {hits.length > 0 && (
        <ul className="map-search-results" role="listbox">
          {hits.map((h, i) => (
            <li key={`${h.kind}:${h.id}`} role="option" aria-selected={i === active} className={i === active ? 'active' : ''} onMouseDown={(e) => { e.preventDefault(); go(h); }}>
              {h.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function MapToolbar(props: {
  mode: MapMode;
  legendOpen: boolean;
  onMode: (m: MapMode) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onLegend: () => void;
}) {
  return (
    <div className="map-toolbar">
      <div className="map-zoom" role="group" aria-label="Zoom">
        <button type="button" onClick={props.onZoomIn} title="Zoom in (+)" aria-label="Zoom in">+</button>
        <button type="button" onClick={props.onZoomOut} title="Zoom out (-)" aria-label="Zoom out">−</button>
        <button type="button" onClick={props.onFit} title="Whole map (0)" aria-label="Show the whole map">⤢</button>
      </div>
      <div className="map-modes" role="radiogroup" aria-label="Map mode (M)">
        {MAP_MODES.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={props.mode === m} className={props.mode === m ? 'on' : ''} onClick={() => props.onMode(m)}>
            {MAP_MODE_LABELS[m]}
          </button>
        ))}
      </div>
      <button type="button" className={props.legendOpen ? 'on' : ''} aria-pressed={props.legendOpen} onClick={props.onLegend} title="Legend (L)">
        Legend
      </button>
    </div>
  );
}

const Swatch = ({ colour, line }: { colour: string; line?: number }) =>
  line ? <span className="swatch-line" style={{ borderTopColor: colour, borderTopWidth: Math.max(1, line) }} /> : <span className="swatch" style={{ background: colour }} />;

/** `supplyOf`: the power whose depot reach the supply mode shows (a seat in a game). */
export function Legend({ mode, supplyOf }: { mode: MapMode; supplyOf?: MajorPower }) {
  return (
    <aside className="map-chrome map-legend" aria-label="Legend">
      <h3>{MAP_MODE_LABELS[mode]}</h3>
      <ul>
        {mode === 'terrain' && TERRAINS.map((t) => <li key={t}><Swatch colour={TERRAIN_COLOURS[t]} /> {t}</li>)}
        {mode === 'political' && (
          <>
            {POWER_ORDER.map((p) => <li key={p}><Swatch colour={POWER_COLOURS[p]} /> {POWER_LABELS[p]}</li>)}
            <li><Swatch colour={NEUTRAL_MINOR} /> neutral minor country</li>
          </>
        )}
        {mode === 'values' &&
          VALUE_STEPS.map((s, i) => {
            const from = i === 0 ? 0 : VALUE_STEPS[i - 1]!.upTo + 1;
            return <li key={s.colour}><Swatch colour={s.colour} /> money {s.upTo === Infinity ? `${from}+` : from === s.upTo ? from : `${from}–${s.upTo}`}</li>;
          })}
        {mode === 'supply' &&
          (supplyOf ? (
            <>
              <li className="legend-note">Where {POWER_LABELS[supplyOf]}'s valid depots supply a corps (7.4.2.1)</li>
              {SUPPLY_STEPS.map((colour, steps) => (
                <li key={colour}><Swatch colour={colour} /> {steps === 0 ? 'depot area (½ a point)' : `${steps} area${steps === 1 ? '' : 's'} from a depot (${steps} point${steps === 1 ? '' : 's'})`}</li>
              ))}
              <li><Swatch colour={OUT_OF_SUPPLY} /> out of reach: a corps must forage</li>
              <li className="legend-note">Costs double in winter inside the winter zone (7.4.2.1.3).</li>
            </>
          ) : (
            <li className="legend-note">Supply reach shows in a game, for the seated power.</li>
          ))}
      </ul>
      <ul>
        <li><Swatch colour={BORDER_STYLES.national.colour} line={3} /> national border</li>
        <li><Swatch colour={BORDER_STYLES.provincial.colour} line={2} /> provincial border</li>
        <li><Swatch colour={BORDER_STYLES.area.colour} line={1} /> area border</li>
        <li><Swatch colour={BORDER_STYLES.river.colour} line={2} /> river</li>
        <li><span className="swatch-line" style={{ borderTopColor: '#ffffff', borderTopWidth: 2, borderTopStyle: 'dashed', background: '#a9c9d8' }} /> ice line</li>
        <li><span className="legend-city" /> city: spires = supply, notches = fleches; red = capital</li>
        <li><span className="legend-port" /> port box: trade (Britain/controller), guns</li>
        <li><span className="legend-arrow">⟷</span> sea-crossing arrow</li>
        <li className="legend-note">Province label: name, money/manpower. Zoom in for area numbers and forage (f).</li>
      </ul>
    </aside>
  );
}

function describe(info: AreaInfo): string[] {
  const lines: string[] = [];
  if (info.kind === 'sea') lines.push([info.seaName ?? 'Sea area', ...info.notes].join('; '));
  else {
    lines.push(`${info.terrain ?? ''}, forage ${info.forage ?? '—'}`);
    if (info.province) lines.push(`${info.province.name} ${info.province.money}/${info.province.manpower}`);
    if (info.controller) lines.push(`Controlled by ${info.controller}`);
    if (info.supply) lines.push(info.supply);
  }
  for (const c of info.cities) {
    const tags = [`${c.spires} spire${c.spires === 1 ? '' : 's'}`, `${c.fleches} fleche${c.fleches === 1 ? '' : 's'}`];
    if (c.nationalCapital) tags.push('national capital');
    else if (c.capital) tags.push('capital');
    lines.push(`${c.name}: ${tags.join(', ')}${c.port ? `; port, ${c.port}` : ''}`);
  }
  return lines;
}

/** An area's facts beside the pointer, placed by the map so it covers nothing it describes (`placeBeside`). */
export function Tooltip({ info, left, top, note }: { info: AreaInfo; left: number; top: number; note?: ReactNode }) {
  return (
    <div className="map-tooltip" style={{ left, top }} role="tooltip">
      {note}
      <strong>Area {info.id}</strong>
      {describe(info).map((l) => <div key={l}>{l}</div>)}
      <div className="map-tooltip-neighbours">Neighbours: {info.neighbours.join(', ')}</div>
    </div>
  );
}

export function InfoPanel({ info, onClose, onPick, children }: { info: AreaInfo; onClose: () => void; onPick: (area: string) => void; children?: ReactNode }) {
  return (
    <aside className="map-chrome map-info" aria-label={`Area ${info.id}`}>
      <header>
        <h2>Area {info.id}</h2>
        <button type="button" onClick={onClose} aria-label="Close (Escape)">×</button>
      </header>
      {describe(info).map((l) => <p key={l}>{l}</p>)}
      <p>Neighbours:</p>
      <div className="map-info-neighbours">
        {info.neighbours.map((n) => (
          <button type="button" key={n} onClick={() => onPick(n)}>{n}</button>
        ))}
      </div>
      {children}
    </aside>
  );
}
