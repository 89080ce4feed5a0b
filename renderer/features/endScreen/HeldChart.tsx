import type { MonthPoint } from './victoryModel';

const W = 520;
const H = 200;
const PAD = { left: 34, right: 12, top: 12, bottom: 40 };
const SIDE_CLASS = ['side-0', 'side-1'];

/** Objective cities held by each side at each month's end (from the log's monthly standings). */
export function HeldChart({ months, total, sides }: { months: MonthPoint[]; total: number; sides: string[] }) {
  if (months.length === 0 || total === 0) return <p className="end-chart-empty">No month ended before the game did.</p>;
  const x = (i: number) => PAD.left + (months.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (months.length - 1));
  const y = (n: number) => PAD.top + (1 - n / total) * (H - PAD.top - PAD.bottom);
  const ticks = Array.from({ length: total + 1 }, (_, n) => n).filter((n) => total <= 8 || n % 2 === 0 || n === total);
  // at most ~12 month labels
  const every = Math.max(1, Math.ceil(months.length / 12));
  return (
    <figure className="end-chart" data-testid="end-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Objective cities held at the end of each month, out of ${total}`}>
        {ticks.map((n) => (
          <g key={n}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(n)} y2={y(n)} className="end-chart-grid" />
            <text x={PAD.left - 6} y={y(n) + 4} textAnchor="end" className="end-chart-tick">
              {n}
            </text>
          </g>
        ))}
        {months.map((m, i) =>
          i % every === 0 || i === months.length - 1 ? (
            <text key={m.label} x={x(i)} y={H - PAD.bottom + 16} textAnchor="middle" className="end-chart-tick">
              {m.label.replace(/ (\d\d)(\d\d)$/, ' ’$2')}
            </text>
          ) : null,
        )}
        {sides.map((_, s) => (
          <g key={s} className={SIDE_CLASS[s] ?? 'side-none'}>
            <polyline fill="none" strokeWidth={2.5} points={months.map((m, i) => `${x(i)},${y(m.held[s] ?? 0)}`).join(' ')} />
            {months.map((m, i) => (
              <circle key={i} cx={x(i)} cy={y(m.held[s] ?? 0)} r={3.5}>
                <title>{`${sides[s]}: ${m.held[s] ?? 0} at the end of ${m.label}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        Objective cities held at the end of each month (of {total}):{' '}
        {sides.map((name, s) => (
          <span key={s} className={`end-chart-key ${SIDE_CLASS[s] ?? ''}`}>
            {name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
