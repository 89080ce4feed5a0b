import type { PowerView } from '../../../shared/model/view';
import { charts } from '../../../shared/data/charts';
import { POWER_NAME, dateText } from '../game/names';
import { boardLines, statusPaths, statusRows } from './politicalModel';
import './political.css';

const COLORS: Record<string, string> = {
  france: '#2456a6', britain: '#c0392b', spain: '#d4a017', austria: '#e8e2d0', prussia: '#333', russia: '#2e8b57', turkey: '#8e44ad',
};
const ZONE_FILL: Record<string, string> = { fiasco: '#f3c6c6', instability: '#f7e3b5', neutral: '#e6eef7', dominant: '#cfe8cf' };

/** 10.5 the Political Status Display: the zones as bands, each marker's path over the months as a line. */
export function StatusChart({ view }: { view: PowerView }) {
  const track = charts.statusTrack();
  const paths = statusPaths(view);
  const months = Math.max(1, ...paths.map((p) => p.points.length));
  const W = 320, H = 200, left = 70, top = 8, bottom = 24;
  const y = (pos: number) => top + (H - top - bottom) * (1 - pos / (track.length - 1));
  const x = (i: number) => left + ((W - left - 8) * i) / Math.max(1, months - 1);
  const zones = ['fiasco', 'instability', 'neutral', 'dominant'].map((z) => {
    const boxes = track.filter((b) => b.zone === z);
    return { zone: z, lo: boxes[0]!.position, hi: boxes[boxes.length - 1]!.position };
  });
  const dates = paths[0]?.points.map((p) => p.date) ?? [];
  return (
    <svg className="status-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Political status over time" data-testid="status-chart">
      {zones.map((z) => (
        <g key={z.zone}>
          <rect x={left} y={y(z.hi + 0.5)} width={W - left - 8} height={y(z.lo - 0.5) - y(z.hi + 0.5)} fill={ZONE_FILL[z.zone]} />
          <text x={left - 4} y={(y(z.hi) + y(z.lo)) / 2 + 4} textAnchor="end" fontSize="10">{z.zone}</text>
        </g>
      ))}
      {paths.map((p) => (
        <g key={p.power}>
          <polyline fill="none" stroke={COLORS[p.power]} strokeWidth="2" points={p.points.map((pt, i) => `${x(i)},${y(pt.position)}`).join(' ')} />
          {p.points.map((pt, i) => (
            <circle key={i} cx={x(i)} cy={y(pt.position)} r="2.5" fill={COLORS[p.power]}>
              <title>{`${POWER_NAME[p.power]} ${dateText(pt.date)}: ${track[pt.position]?.zone} ${track[pt.position]?.number}`}</title>
            </circle>
          ))}
        </g>
      ))}
      {dates.length > 0 && (
        <>
          <text x={left} y={H - 6} fontSize="9">{dateText(dates[0]!)}</text>
          <text x={W - 8} y={H - 6} fontSize="9" textAnchor="end">{dateText(dates[dates.length - 1]!)}</text>
        </>
      )}
    </svg>
  );
}

/** The Political Status Display card and the diplomacy board (section 4, 10.5). */
export function PoliticalPanel({ view }: { view: PowerView }) {
  const rows = statusRows(view);
  const lines = boardLines(view);
  const notes = view.political?.notes ?? [];
  return (
    <div className="political-panel" data-testid="political-panel">
      <section className="card psd-card" aria-label="Political Status Display">
        <h3 title="Rule 10.5">Political Status Display</h3>
        <StatusChart view={view} />
        <table>
          <thead>
            <tr><th>Power</th><th>Zone</th><th>Box</th><th title="8.1 victory points per Victory Points Step">VP</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.power}>
                <td><span className="psd-swatch" style={{ background: COLORS[r.power] }} /> {r.name}</td>
                <td>{r.zone}</td>
                <td>{r.box}</td>
                <td>{r.vp}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {(view.political?.mustSue ?? []).length > 0 && <p className="psd-warning">Must sue for peace (10.5.1): {view.political!.mustSue.map((p) => POWER_NAME[p]).join(', ')}</p>}
      </section>
      <section className="card diplomacy-board" aria-label="Diplomacy board" data-testid="diplomacy-board">
        <h3 title="Section 4">Diplomacy board</h3>
        {lines.length === 0 ? <p>No wars, alliances or agreements.</p> : (
          <ul>
            {lines.map((l, i) => <li key={i} className={`board-${l.kind}`}>{l.text}</li>)}
          </ul>
        )}
      </section>
      {view.viewer !== 'spectator' && (
        <section className="card notes-card" aria-label="Your diplomatic notes">
          <h3 title="Rule 4.1">Your notes</h3>
          {notes.length === 0 ? <p>No notes sent or received.</p> : (
            <ul>
              {notes.map((n, i) => (
                <li key={i}><strong>{n.from === view.viewer ? `To ${POWER_NAME[n.to]}` : `From ${POWER_NAME[n.from]}`}</strong> ({dateText(n.date)}): {n.text}</li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
