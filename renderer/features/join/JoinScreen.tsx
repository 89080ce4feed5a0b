import { useCallback, useEffect, useState } from 'react';
import type { MajorPower } from '../../../shared/model/powers';
import type { TableMessage } from '../../../shared/protocol';
import { useAppDispatch } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { tableSeated } from '../../app/store';
import { useEscapeBack } from '../commands/useEscapeBack';
import { clearPasswords } from '../handover';
import { isPower, POWER_NAME } from '../game/names';
import '../newGame/newGame.css';

const CONTROLLER_TEXT = { player: 'a player holds it', bot: 'played by the standing procedures', open: 'open' } as const;

/**
 * Join LAN game: the game open on the host and who plays each power; a power left open by the
 * machine that started it can be taken here, and this window then plays it.
 */
export function JoinScreen({ onBack, onJoined }: { onBack(): void; onJoined(): void }) {
  useEscapeBack(onBack);
  const client = useGameClient();
  const dispatch = useAppDispatch();
  const [table, setTable] = useState<TableMessage['game'] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  async function join(power: MajorPower) {
    setBusy(true);
    setError(null);
    try {
      const a = await client.request({ type: 'joinSeat', power });
      if (a.type === 'rejected') {
        setError(`The host refused: ${a.error.message}`);
        refresh();
        return;
      }
      if (a.type !== 'gameOpened') return;
      clearPasswords();
      dispatch(tableSeated({ [power]: POWER_NAME[power] }));
      onJoined();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

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
      {table === undefined ? (
        <p>Asking the host which game is open…</p>
      ) : table === null ? (
        <p>
          No game is open on this host yet. The player who hosts starts one with New game, choosing <em>a player on another machine</em> for the powers you will play, then you
          press Refresh.
        </p>
      ) : (
        <section aria-label="Game on the host">
          <h2 className="join-title">{table.title}</h2>
          <p className="hint">
            {table.gameDate}. Take an open power: this window plays it from then on, and the host hands every other machine its own view.
          </p>
          <table className="join-seats" data-testid="join-seats">
            <tbody>
              {table.seats.map((s) => (
                <tr key={s.power} data-controller={s.controller}>
                  <td>{isPower(s.power) ? POWER_NAME[s.power] : s.power}</td>
                  <td>{CONTROLLER_TEXT[s.controller]}</td>
                  <td>
                    {s.controller === 'open' && isPower(s.power) && (
                      <button type="button" className="primary" disabled={busy} onClick={() => void join(s.power as MajorPower)}>
                        Play {POWER_NAME[s.power]}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </main>
  );
}
