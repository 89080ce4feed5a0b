import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { POWER_NAMES, isMajorPower } from '../../../shared/model';
import { seatNoticeCleared } from './connectionSlice';
import { LanPanel } from './LanPanel';
import { ReplacePlayerPanel } from './ReplacePlayerPanel';
import { DelegationPanel } from '../delegation';
import './connection.css';

const powerName = (p: string) => (isMajorPower(p) ? POWER_NAMES[p] : p);

/** "Ann", "Ann (this window)", "Bo — away"; a player named after the power shows no name. */
function playerText(power: string, player: string | undefined, here: boolean, connected: boolean): string {
  const name = player && player !== powerName(power) ? player : '';
  if (here) return name ? `${name} (this window)` : 'this window';
  return `${name || 'a player'}${connected ? '' : ' — away'}`;
}

/** An open seat: "open", or what an uncontrolled major power is and who runs it. */
function umpText(ump: { status: string; controller: string | null } | undefined): string {
  if (!ump) return 'open';
  const run = ump.controller ? `, run by ${powerName(ump.controller)}` : '';
  return `uncontrolled major power (${ump.status}${run})`;
}

/**
 * Issue 14 Who is at the table: each power with its player and whether their window is
 * connected now, the standing procedures, open seats; the dice commitment; the connection's own state (reconnecting
 * after the host or the network dropped); why this window lost a seat. The host's window also
 * gets the LAN panel here.
 */
export function TableBar() {
  const dispatch = useAppDispatch();
  const table = useAppSelector((s) => s.connection.table);
  const status = useAppSelector((s) => s.connection.status);
  const notice = useAppSelector((s) => s.connection.seatNotice);
  const mine = useAppSelector((s) => s.hostView.game?.seats.map((x) => x.power as string) ?? []);
  // Issue 14: the dice commitment every window is shown from the start, to check at the end.
  const dice = useAppSelector((s) => s.hostView.view?.diceCommitment);
  // v2.71 14.3 / 19.2: a power without a player of its own is named as an uncontrolled major power
  const umps = useAppSelector((s) => s.hostView.view?.campaign?.umps);
  const [open, setOpen] = useState(false);
  const away = table?.seats.filter((s) => s.controller === 'player' && s.connected === false) ?? [];
  return (
    <aside className="table-bar" data-testid="table-bar" data-status={status}>
      {status !== 'open' && (
        <p className="table-bar-lost" role="status">
          {status === 'closed' ? 'The connection to the host is lost; trying again…' : 'Connecting to the host…'}
        </p>
      )}
      {notice && (
        <p className="table-bar-notice" role="alert">
          {notice}{' '}
          <button type="button" onClick={() => dispatch(seatNoticeCleared())}>
            OK
          </button>
        </p>
      )}
      {table && (
        <button type="button" className="table-bar-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)} title="Who plays each power, and who is connected">
          Table{away.length > 0 ? ` · ${away.length} away` : ''} {open ? '▾' : '▸'}
        </button>
      )}
      {table && open && (
        <div className="table-bar-list">
          <ul data-testid="table-seats">
            {table.seats.map((s) => (
              <li key={s.power} data-power={s.power} data-connected={s.connected === undefined ? '' : String(s.connected)}>
                <span className={`dot ${s.controller === 'player' ? (s.connected ? 'on' : 'off') : s.controller}`} aria-hidden="true" />
                <strong>{powerName(s.power)}</strong>{' '}
                {s.controller === 'bot' ? 'standing procedures' : s.controller === 'open' ? umpText(umps?.find((u) => u.power === s.power)) : playerText(s.power, s.player, mine.includes(s.power), s.connected === true)}
                {s.delegation?.computer ? ' · the computer plays it now' : ''}
              </li>
            ))}
          </ul>
          {dice?.kind === 'chacha20' && (
            <p className="table-bar-dice" data-testid="dice-commitment">
              Dice commitment <code title="SHA-256 of the secret seed then its salt; both are revealed when the game is over, and the end screen checks them against this">{dice.commitment}</code>
            </p>
          )}
          <LanPanel />
          <ReplacePlayerPanel />
          <DelegationPanel />
        </div>
      )}
    </aside>
  );
}
