// 8.1 victory points and 10.5 the Political Status Display's history, one line per power, and
// the viewer's own treasury after each Economic Phase.
import type { EconomyState } from '../../../shared/model/economy';
import type { MajorPower } from '../../../shared/model/powers';
import { DEFAULT_CHARTS, statusTrack } from '../../../shared/data/charts';
import { POWER_COLOURS } from '../map/styles';
import { historySeries, treasurySeries, type Series } from './economyModel';

const W = 520;
const H = 210;
const PAD = { left: 36, right: 12, top: 12, bottom: 34 };

function LineChart({ series, label, min, max, bands, testId, format = String }: { series: Series[]; label: string; min: number; max: number; bands?: { from: number; to: number; name: string }[]; testId: string; format?: (v: number) => string }) {
  const labels = series[0]?.points.map((p) => p.label) ?? [];
  if (labels.length === 0) return <p className="econ-chart-empty">No Economic Phase yet.</p>;
  const x = (i: number) => PAD.left + (labels.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (labels.length - 1));
  const y = (v: number) => PAD.top + (1 - (v - min) / Math.max(1, max - min)) * (H - PAD.top - PAD.bottom);
  const every = Math.max(1, Math.ceil(labels.length / 8));
  const ticks = [min, Math.round((min + max) / 2), max];
  return (
    <figure className="econ-chart" data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        {bands?.map((b, i) => (
          <g key={b.name}>
            <rect x={PAD.left} width={W - PAD.left - PAD.right} y={y(b.to + 0.5)} height={y(b.from - 0.5) - y(b.to + 0.5)} className={`econ-band econ-band-${i}`} />
            <text x={W - PAD.right - 4} y={y(b.to + 0.5) + 11} textAnchor="end" className="econ-band-name">{b.name}</text>
          </g>
        ))}
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="econ-grid" />
            <text x={PAD.left - 5} y={y(t) + 4} textAnchor="end" className="econ-tick">{t}</text>
          </g>
        ))}
        {labels.map((l, i) => {
          if (i % every !== 0 && i !== labels.length - 1) return null;
          const anchor = labels.length > 1 && i === 0 ? 'start' : labels.length > 1 && i === labels.length - 1 ? 'end' : 'middle';
          return <text key={l} x={x(i)} y={H - 12} textAnchor={anchor} className="econ-tick">{l}</text>;
        })}
        {series.map((s) => (
          <g key={s.power} style={{ color: POWER_COLOURS[s.power] }}>
            {/* a dark halo under each line keeps pale colours (Austria's white) visible */}
            <polyline fill="none" className="econ-halo" strokeWidth={3.6} points={s.points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} />
            <polyline fill="none" stroke="currentColor" strokeWidth={2.2} points={s.points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} />
            {s.points.map((p, i) => (
              <circle key={i} cx={x(i)} cy={y(p.value)} r={3.2} fill="currentColor" className="econ-dot">
                <title>{`${s.name}: ${format(p.value)} (${p.label})`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        {label}:{' '}
        {series.map((s) => (
          <span key={s.power} className="econ-key" style={{ borderColor: POWER_COLOURS[s.power] }}>
            {s.name} {format(s.points.at(-1)?.value ?? 0)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** The two public charts and, for a seated power, its own treasury. */
export function EconomyCharts({ economy, viewer }: { economy: EconomyState | null; viewer: MajorPower | null }) {
  const vp = historySeries(economy, 'victoryPoints');
  const status = historySeries(economy, 'status');
  const track = statusTrack(DEFAULT_CHARTS['political-status']);
  const zones = ['fiasco', 'instability', 'neutral', 'dominant'].map((z) => {
    const boxes = track.filter((b) => b.zone === z);
    return { from: boxes[0]!.position, to: boxes.at(-1)!.position, name: z[0]!.toUpperCase() + z.slice(1) };
  });
  const vpMax = Math.max(10, ...vp.flatMap((s) => s.points.map((p) => p.value)));
  const own = viewer ? treasurySeries(economy, viewer) : [];
  return (
    <section className="econ-charts" aria-label="Charts over time">
      <h4 title="Rule 8.1">Victory points</h4>
      <LineChart series={vp} label="Victory points after each Victory Points Step" min={0} max={vpMax} testId="vp-chart" />
      <h4 title="Rule 10.5">Political status display</h4>
      <LineChart
        series={status}
        label="Box on the Political Status Display"
        min={0}
        max={track.length - 1}
        bands={zones}
        testId="status-chart"
        format={(v) => {
          const b = track[Math.max(0, Math.min(track.length - 1, v))]!;
          return `${b.zone[0]!.toUpperCase()}${b.zone.slice(1)} ${b.number}`;
        }}
      />
      {viewer && own.length > 0 && (
        <>
          <h4 title="Rule 8.5.7">Your treasury</h4>
          <LineChart
            series={[{ power: viewer, name: 'Money', points: own.map((t) => ({ label: t.label, value: t.money })) }]}
            label="Money carried out of each Economic Phase"
            min={0}
            max={Math.max(10, ...own.map((t) => t.money))}
            testId="treasury-chart"
          />
        </>
      )}
    </section>
  );
}
