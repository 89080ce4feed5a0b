import { trim } from './combatText';

/**
 * 7.5.2.9.3 A side's morale as a bar: its final morale level for the day, the loss carried
 * into the round and the loss the round added. `scale` is the level drawn as the full width
 * (the higher of both sides' levels), so the two sides' bars compare at a glance.
 */
export function MoraleBar({ final, before, after, scale, label }: { final: number; before: number; after: number; scale: number; label: string }) {
  const full = Math.max(scale, final, 0.1);
  const pct = (n: number) => `${(Math.max(0, Math.min(n, full)) / full) * 100}%`;
  const broken = Math.round(after * 10) >= Math.round(final * 10);
  const text = `${label}: morale loss ${trim(after)} of ${trim(final)}${after > before ? ` (${trim(after - before)} this round)` : ''}${broken ? ', broken' : ''}`;
  const of = (n: number) => `${(Math.max(0, Math.min(n, final)) / Math.max(final, 0.1)) * 100}%`;
  return (
    <span className={broken ? 'morale-bar broken' : 'morale-bar'} role="img" aria-label={text} title={text}>
      <span className="morale-track">
        <span className="morale-level" style={{ width: pct(final) }}>
          <span className="morale-lost" style={{ left: 0, width: of(before) }} />
          <span className="morale-new" style={{ left: of(before), width: of(Math.max(0, Math.min(after, final) - Math.min(before, final))) }} />
        </span>
      </span>
      <span className="morale-figure">
        {trim(Math.max(0, final - after))}/{trim(final)}
      </span>
    </span>
  );
}
