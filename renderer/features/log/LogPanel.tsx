import { useMemo } from 'react';
import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';
import type { PhaseId } from '../../../shared/model/turn';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logFiltered } from '../../app/store';
import { PHASE_NAME, PHASE_ORDER, POWER_NAME, POWER_ORDER } from '../game/names';
import { filterLines, logLines } from './eventText';
import { useSeatNames } from './useSeatNames';
import { ruleTip } from '../game/ruleTip';

/** The game log as this seat may see it (the host redacts it), newest last, with filters. */
export function LogPanel({ view }: { view: PowerView }) {
  const dispatch = useAppDispatch();
  const filter = useAppSelector((s) => s.ui.logFilter);
  // issue 15: the seat's own corps by name, others by their face; places by name and number
  const names = useSeatNames(view);
  const lines = useMemo(() => logLines(view.log, view.logFrom, names), [view.log, view.logFrom, names]);
  const shown = filterLines(lines, filter);
  return (
    <section className="log-panel" aria-label="Game log">
      <div className="log-filters">
        <label>
          Power{' '}
          <select aria-label="Filter by power" value={filter.power} onChange={(e) => dispatch(logFiltered({ power: e.target.value as MajorPower | 'all' }))}>
            <option value="all">all</option>
            {/* issue 15: only the powers in this game */}
            {POWER_ORDER.filter((p) => view.powers[p].inPlay || filter.power === p).map((p) => (
              <option key={p} value={p}>
                {POWER_NAME[p]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Phase{' '}
          <select aria-label="Filter by phase" value={filter.phase} onChange={(e) => dispatch(logFiltered({ phase: e.target.value as PhaseId | 'all' }))}>
            <option value="all">all</option>
            {PHASE_ORDER.map((p) => (
              <option key={p} value={p}>
                {PHASE_NAME[p]}
              </option>
            ))}
          </select>
        </label>
        <span className="log-count">
          {shown.length} of {lines.length}
        </span>
      </div>
      <ul className="log-lines" data-testid="log-lines">
        {shown
          .slice()
          .reverse()
          .map((l) => (
            <li key={l.index} title={l.rule ? ruleTip(l.rule) : undefined}>
              <span className="log-index">{l.index + 1}</span> {l.text} {l.rule && <span className="rule-ref">{l.rule}</span>}
            </li>
          ))}
      </ul>
    </section>
  );
}
