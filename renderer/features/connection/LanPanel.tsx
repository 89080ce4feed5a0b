import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useHostRequest } from './useHostRequest';
import './connection.css';

/**
 * Issue 14 "Host on the LAN", for the host's own window (the desktop app, or browser mode):
 * starts or stops the LAN server and shows the addresses and the join code other machines use.
 */
export function LanPanel() {
  const { client, busy, message: error, run } = useHostRequest();
  const role = useAppSelector((s) => s.connection.host?.role);
  const lan = useAppSelector((s) => s.connection.lan);
  useEffect(() => {
    if (role === 'host') client.request({ type: 'hostLan' }).catch(() => {});
  }, [client, role]);
  if (role !== 'host' || !lan) return null;
  const toggle = (on: boolean) => void run({ type: 'hostLan', on });
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
            <button type="button" disabled={busy} onClick={() => toggle(false)}>
              Stop hosting on the LAN
            </button>
          )}
        </>
      ) : lan.available ? (
        <button type="button" disabled={busy} onClick={() => toggle(true)} title="Let players on other machines of this network join this game">
          Host on the LAN
        </button>
      ) : (
        <span className="hint">Playing on this machine only.</span>
      )}
      {(error ?? lan.problem) && <span className="lan-problem">{error ?? lan.problem}</span>}
    </section>
  );
}
