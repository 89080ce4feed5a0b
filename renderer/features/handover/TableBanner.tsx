import type { Viewer } from '../../../shared/model/view';
import { POWER_NAME } from '../game/names';
import './handover.css';

/**
 * Issue 15: a decision answered at the table, in the open (losses or a retreat route once the
 * battle's forces are revealed to both sides): no curtain, and nothing private on screen.
 */
export function TableBanner({ power }: { power: Viewer }) {
  const name = power === 'spectator' ? 'The table' : POWER_NAME[power];
  return (
    <p className="table-banner" role="status" data-testid="table-banner">
      <strong>{name} decides at the table.</strong> Nothing secret is shown: the battle is known to both sides, so there is no hand-over. Counters and cards come back with the next private
      view.
    </p>
  );
}
