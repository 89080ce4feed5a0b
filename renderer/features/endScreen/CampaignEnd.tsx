import type { MajorPower } from '../../../shared/model/powers';
import { POWER_COLOURS } from '../map/styles';
import type { CampaignEndSummary, VpSeries } from './campaignModel';

const W = 560;
const H = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 34 };

/** 8.1 each power's victory points after every Victory Points Step, one line per power. */
export function VpChart({ series }: { series: VpSeries[] }) {
  const labels = series.find((s) => s.points.length > 0)?.points.map((p) => p.label) ?? [];
  if (labels.length === 0) return <p className="end-chart-empty">No Victory Points Step was played.</p>;
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  const min = Math.min(0, ...values);
  const max = Math.max(10, ...values);
  const x = (i: number) => PAD.left + (labels.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (labels.length - 1));
  const y = (v: number) => PAD.top + (1 - (v - min) / Math.max(1, max - min)) * (H - PAD.top - PAD.bottom);
  const every = Math.max(1, Math.ceil(labels.length / 8));
  const ticks = [...new Set([min, 0, Math.round((min + max) / 2), max])];
  return (
    <figure className="end-chart" data-testid="campaign-vp-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Victory points of each power after each Victory Points Step">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="end-chart-grid" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="end-chart-tick">
              {t}
            </text>
          </g>
        ))}
        {labels.map((l, i) =>
          i % every === 0 || i === labels.length - 1 ? (
            <text key={l} x={x(i)} y={H - 12} textAnchor={labels.length > 1 && i === labels.length - 1 ? 'end' : labels.length > 1 && i === 0 ? 'start' : 'middle'} className="end-chart-tick">
              {l}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.power} style={{ color: POWER_COLOURS[s.power] }}>
            <polyline fill="none" stroke="#3a2e22" strokeOpacity={0.5} strokeWidth={3.6} points={s.points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} />
            <polyline fill="none" stroke="currentColor" strokeWidth={2.2} points={s.points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} />
            {s.points.map((p, i) => (
              <circle key={i} cx={x(i)} cy={y(p.value)} r={3} fill="currentColor">
                <title>{`${s.name}: ${p.value} (${p.label})`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        Victory points after each Victory Points Step (8.1):
        {series.map((s) => (
          <span key={s.power} className="end-chart-key" style={{ color: POWER_COLOURS[s.power] }}>
            {s.name} {s.points.at(-1)?.value ?? 0}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** 8.1.3.2 / 8.1.3.2.3 the final count: points, what the end added, the level, who played it. */
export function CampaignEnd({ summary }: { summary: CampaignEndSummary }) {
  const extraLabel = summary.rows[0]?.extraLabel ?? 'controlled manpower';
  const extraRule = summary.rows[0]?.extraRule ?? '8.1.3.2.3.2';
  const anyBid = summary.rows.some((r) => r.bid > 0);
  return (
    <>
      <section>
        <h2>The final count</h2>
        <table className="campaign-final" data-testid="campaign-final">
          <thead>
            <tr>
              <th>Power</th>
              <th>Played by</th>
              <th>Victory points</th>
              <th title={`Rule ${extraRule.replace(/^opt:/, 'v2.71 ')}`}>+ {extraLabel}</th>
              <th>Total</th>
              <th title="Rule 8.1.3.2.1">Victory level</th>
              {anyBid && <th title="Rule 14.2.1">Bid paid</th>}
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((r) => (
              <tr key={r.power} className={r.winner ? 'campaign-winner' : ''} data-testid={`final-${r.power as MajorPower}`}>
                <th scope="row" style={{ color: POWER_COLOURS[r.power] }}>
                  {r.name}
                </th>
                <td>{r.playedBy}</td>
                <td>{r.victoryPoints}</td>
                <td>{r.extra}</td>
                <td>
                  <strong>{r.total}</strong>
                </td>
                <td className={r.reached ? 'victory-met' : ''}>
                  {r.level}
                  {r.reached ? ' ✔' : ''}
                </td>
                {anyBid && <td>{r.bid}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <VpChart series={summary.series} />
    </>
  );
}
