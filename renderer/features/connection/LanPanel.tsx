import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import './connection.css';

/**
 * Issue 14 "Host on the LAN", for the host's own window (the desktop app, or browser mode):
 * starts or stops the LAN server and shows the addresses and the join code other machines use.
 */
export function LanPanel() {
  const client = useGameClient();
  const role = useAppSelector((s) => s.connection.host?.role);
  const lan = useAppSelector((s) => s.connection.lan);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (role === 'host') client.request({ type: 'hostLan' }).catch(() => {});
  }, [client, role]);
  if (role !== 'host' || !lan) return null;
  const toggle = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const a = await client.request({ type: 'hostLan', on });
      if (a.type === 'rejected') setError(a.error.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="lan-panel" aria-label="LAN hosting" data-testid="lan-panel">
      {lan.on ? (
        <>
          <span>
            Open to the LAN: other players open{' '}
            {lan.addresses.map((a) => (
              <code key={a}>{a}</code>
            ))}
            {lan.code && (
              <>
                {' '}
                or type the join code <strong className="join-code">{lan.code}</strong>
              </>
            )}
          </span>
          {lan.available && (
            <button type="button" disabled={busy} onClick={() => void toggle(false)}>
              Stop hosting on the LAN
            </button>
          )}
        </>
      ) : lan.available ? (
        <button type="button" disabled={busy} onClick={() => void toggle(true)} title="Let players on other machines of this network join this game">
          Host on the LAN
        </button>
      ) : (
        <span className="hint">Playing on this machine only.</span>
      )}
      {(error ?? lan.problem) && <span className="lan-problem">{error ?? lan.problem}</span>}
    </section>
  );
}
