import { useCallback, useEffect, useState } from 'react';
import type { MajorPower } from '../../../shared/model/powers';
import { joinUrl, type TableMessage } from '../../../shared/protocol';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { tableSeated } from '../../app/store';
import { useEscapeBack } from '../commands/useEscapeBack';
import { clearPasswords } from '../handover';
import { isPower, POWER_NAME } from '../game/names';
import '../newGame/newGame.css';

const CONTROLLER_TEXT = { player: 'a player holds it', bot: 'played by the standing procedures', open: 'open' } as const;
const NAME_KEY = 'eia.playerName';

/**
 * Join LAN game: the game open on the host and who plays each power (connected or away); a
 * power left open can be taken here under the player's name, and this window then plays it,
 * taking it back by itself after a reload (issue 14). When the host allows it, the game can be
 * watched as a spectator. Another host's game is reached by its address or join code.
 */
export function JoinScreen({ onBack, onJoined }: { onBack(): void; onJoined(): void }) {
  useEscapeBack(onBack);
  const client = useGameClient();
  const dispatch = useAppDispatch();
  const transport = useAppSelector((s) => s.connection.transport);
  const [table, setTable] = useState<TableMessage['game'] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(() => window.localStorage.getItem(NAME_KEY) ?? '');
  const [address, setAddress] = useState('');

  const refresh = useCallback(() => {
    setError(null);
    client
      .request({ type: 'getTable' })
      .then((a) => {
        if (a.type === 'table') setTable(a.game);
        else if (a.type === 'rejected') setError(a.error.message);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [client]);
  useEffect(refresh, [refresh]);
  // The host pushes its table when it changes (a game opened, a seat taken or freed).
  const pushed = useAppSelector((s) => s.connection.table);
  useEffect(() => {
    if (pushed !== null) setTable(pushed);
  }, [pushed]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const join = (power: MajorPower) =>
    run(async () => {
      const player = name.trim();
      if (player) window.localStorage.setItem(NAME_KEY, player);
      const a = await client.request({ type: 'joinSeat', power, ...(player ? { player } : {}) });
      if (a.type === 'rejected') {
        setError(`The host refused: ${a.error.message}`);
        refresh();
        return;
      }
      if (a.type !== 'gameOpened') return;
      clearPasswords();
      const players: Partial<Record<MajorPower, string>> = {};
      for (const seat of a.seats) if (isPower(seat.power)) players[seat.power] = seat.player ?? POWER_NAME[seat.power];
      dispatch(tableSeated(players));
      onJoined();
    });

  const spectate = () =>
    run(async () => {
      const a = await client.request({ type: 'spectate' });
      if (a.type === 'rejected') {
        setError(`The host refused: ${a.error.message}`);
        return;
      }
      dispatch(tableSeated({}));
      onJoined();
    });

  /** Another host's game: the desktop app opens it in a window of its own; a browser goes there. */
  const joinElsewhere = () =>
    run(async () => {
      const url = joinUrl(address);
      if (!url) {
        setError(`“${address}” is neither an address (192.168.1.20:5805) nor a join code (ABCDE-FGHJK).`);
        return;
      }
      if (transport === 'ipc') {
        const a = await client.request({ type: 'joinRemote', address });
        if (a.type === 'rejected') setError(a.error.message);
      } else {
        window.location.assign(`${url}#/joinGame`);
      }
    });

  return (
    <main className="new-game join-game">
      <header className="screen-head">
        <button type="button" onClick={onBack}>
          ← Title
        </button>
        <h1>Join LAN game</h1>
        <button type="button" onClick={refresh} disabled={busy}>
          Refresh
        </button>
      </header>
      {error && (
        <p role="alert" className="new-game-error">
          {error}
        </p>
      )}
      <p>
        <label>
          Your name <input aria-label="Your name" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} placeholder="shown to the other players" />
        </label>
      </p>
      {table === undefined ? (
        <p>Asking the host which game is open…</p>
      ) : table === null ? (
        <p>
          No game is open on this host yet. The player who hosts starts one with New game, choosing <em>a player on another machine</em> for the powers you will play; this page shows it
          as soon as it starts.
        </p>
      ) : (
        <section aria-label="Game on the host">
          <h2 className="join-title">{table.title}</h2>
          <p className="hint">
            {table.seats.some((s) => s.chair !== undefined)
              ? `${table.gameDate}. The powers are being bid for (14.2): take an open bidding chair and bid from this window; after the reveal it plays the power its player wins.`
              : `${table.gameDate}. Take an open power: this window plays it from then on, takes it back by itself after a reload, and the host hands every other machine its own view.`}
            {table.locked ? ' The host has closed the table to new players.' : ''}
          </p>
          <table className="join-seats" data-testid="join-seats">
            <tbody>
              {table.seats.map((s) => (
                <tr key={s.power} data-controller={s.controller}>
                  {/* 14.2 during the bids a seat is a player's bidding chair, not yet the power's */}
                  <td>{s.chair !== undefined ? `Bidding chair ${s.chair} (player ${s.chair})` : isPower(s.power) ? POWER_NAME[s.power] : s.power}</td>
                  <td>
                    {table.seats.some((x) => x.chair !== undefined) && s.chair === undefined
                      ? 'being bid for: it goes to the winning bid'
                      : s.controller === 'player' ? `${s.player ?? 'a player'} holds it${s.connected ? '' : ' (away)'}` : CONTROLLER_TEXT[s.controller]}
                  </td>
                  <td>
                    {s.controller === 'open' && isPower(s.power) && !table.locked && (
                      <button type="button" className="primary" disabled={busy} onClick={() => void join(s.power as MajorPower)}>
                        {s.chair !== undefined ? `Bid as player ${s.chair}` : `Play ${POWER_NAME[s.power]}`}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {table.spectators && (
            <p>
              <button type="button" disabled={busy} onClick={() => void spectate()}>
                Watch as a spectator
              </button>
            </p>
          )}
        </section>
      )}
      <section aria-label="Another host" className="join-elsewhere">
        <h2 className="join-title">Another host</h2>
        <p className="hint">The address the host printed (192.168.1.20:5805) or its join code.</p>
        <input aria-label="Address or join code" value={address} onChange={(e) => setAddress(e.target.value)} placeholder="192.168.1.20:5805 or ABCDE-FGHJK" />{' '}
        <button type="button" disabled={busy || address.trim() === ''} onClick={() => void joinElsewhere()}>
          Go there
        </button>
      </section>
    </main>
  );
}
