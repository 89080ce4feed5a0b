import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useHostRequest } from './useHostRequest';
import { MAJOR_POWERS, POWER_NAMES } from '../../../shared/model';
import type { MajorPower } from '../../../shared/model';

/**
 * v2.71 19.2 the host's referee menu in a campaign: a player leaves (the power becomes an
 * uncontrolled major power, its control decided at once) or a new player is found (takes it at
 * the next Economic Phase). The host's own window only; works the same hot-seat and on the LAN.
 */
export function ReplacePlayerPanel() {
  const { busy, message, run } = useHostRequest();
  const role = useAppSelector((s) => s.connection.host?.role);
  const view = useAppSelector((s) => s.hostView.view);
  const [power, setPower] = useState<MajorPower | ''>('');
  if (role !== 'host' || !view || view.scenario.kind !== 'campaign' || view.over) return null;
  const inPlay = MAJOR_POWERS.filter((p) => view.powers[p]?.inPlay);
  const isUmp = power !== '' && (view.campaign?.umps ?? []).some((u) => u.power === power);
  const act = (action: 'playerLeaves' | 'newPlayer') => {
    if (power === '') return;
    void run({ type: 'seatControl', action, power }, () =>
      action === 'playerLeaves' ? `${POWER_NAMES[power]} is now an uncontrolled major power: the players make their overtures.` : `A new player takes ${POWER_NAMES[power]} at the next Economic Phase.`,
    );
  };
  return (
    <section className="replace-player" aria-label="Replace a player" data-testid="replace-player">
      <label>
        Replace a player (19.2){' '}
        <select value={power} onChange={(e) => setPower(e.target.value as MajorPower | '')} aria-label="Power">
          <option value="">choose a power…</option>
          {inPlay.map((p) => (
            <option key={p} value={p}>
              {POWER_NAMES[p]}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" disabled={busy || power === '' || isUmp} onClick={() => act('playerLeaves')} title="The power becomes an uncontrolled major power; its control is decided at once (v2.71 19.2.1)">
        Player leaves
      </button>{' '}
      <button type="button" disabled={busy || power === '' || !isUmp} onClick={() => act('newPlayer')} title="The new player takes the power at the next Economic Phase; inherited alliances hold three turns (v2.71 19.2.2)">
        New player found
      </button>
      {message && (
        <p className="hint" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
