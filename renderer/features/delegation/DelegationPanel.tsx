import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { ASK_EVERYTHING, COMPUTER_LEVELS, DELEGATION_GROUPS, DELEGATION_GROUP_LABELS, POWER_NAMES, isMajorPower } from '../../../shared/model';
import type { ComputerLevel, Delegation, DelegationGroup, DelegationMode } from '../../../shared/model';
import './delegation.css';

/** Issue 21 the computer's levels as the panel names them. */
const LEVEL_LABELS: { readonly [L in ComputerLevel]: string } = { procedures: 'the standing procedures', normal: 'the normal AI', strong: 'the strong AI' };

const MODE_LABELS: { readonly [M in DelegationMode]: string } = {
  ask: 'Ask me',
  big: 'Ask me only for big battles',
  auto: 'Let the procedures decide',
};

/**
 * Issue 21 Who answers each power's questions: a seat sets its own, the host's window any
 * player's (an absent player's whole seat handed to the computer and taken back). The host
 * answers delegated questions at once with the standing procedures, each answer saved as a
 * command; 19.1's questions are answered anyway when that option is on.
 */
export function DelegationPanel() {
  const client = useGameClient();
  const table = useAppSelector((s) => s.connection.table);
  const role = useAppSelector((s) => s.connection.host?.role);
  const mine = useAppSelector((s) => s.hostView.game?.seats.map((x) => x.power as string) ?? []);
  const [error, setError] = useState<string | null>(null);
  if (!table) return null;
  const seats = table.seats.filter((s) => s.controller === 'player' && (role === 'host' || mine.includes(s.power)));
  if (seats.length === 0) return null;
  const send = async (power: string, delegation: Delegation) => {
    setError(null);
    try {
      const a = await client.request({ type: 'setDelegation', power, delegation });
      if (a.type === 'rejected') setError(a.error.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section className="delegation-panel" aria-label="Delegation to the computer" data-testid="delegation-panel">
      <h3>Who answers</h3>
      {seats.map((s) => {
        const d: Delegation = s.delegation ?? ASK_EVERYTHING;
        const name = isMajorPower(s.power) ? POWER_NAMES[s.power] : s.power;
        const setMode = (g: DelegationGroup, m: DelegationMode) => void send(s.power, { ...d, modes: { ...d.modes, [g]: m } });
        return (
          <details key={s.power} className="delegation-seat" data-power={s.power}>
            <summary>
              <strong>{name}</strong> {d.computer ? `— the computer plays it (${LEVEL_LABELS[d.level ?? 'procedures']})` : ''}
            </summary>
            {/* issue 21 who answers for the computer: the standing procedures or an AI level */}
            <label className="delegation-level">
              The computer plays as{' '}
              <select aria-label={`${name}: the computer's level`} value={d.level ?? 'procedures'} onChange={(e) => void send(s.power, { ...d, level: e.target.value as ComputerLevel })}>
                {COMPUTER_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {LEVEL_LABELS[l]}
                  </option>
                ))}
              </select>
            </label>
            <label className="delegation-computer">
              <input type="checkbox" checked={d.computer} onChange={(e) => void send(s.power, { ...d, computer: e.target.checked })} /> The computer plays {name} now (an absent player; untick to take it back)
            </label>
            <table>
              <tbody>
                {DELEGATION_GROUPS.map((g) => (
                  <tr key={g}>
                    <th scope="row">{DELEGATION_GROUP_LABELS[g]}</th>
                    <td>
                      <select aria-label={`${name}: ${DELEGATION_GROUP_LABELS[g]}`} value={d.modes[g]} disabled={d.computer} onChange={(e) => setMode(g, e.target.value as DelegationMode)}>
                        {(Object.keys(MODE_LABELS) as DelegationMode[]).map((m) => (
                          <option key={m} value={m}>
                            {MODE_LABELS[m]}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <label>
              Big battle: more than{' '}
              <input
                type="number"
                min={0}
                max={999}
                aria-label={`${name}: big battle threshold`}
                value={d.threshold}
                onChange={(e) => {
                  const n = Math.max(0, Math.min(999, Math.round(Number(e.target.value) || 0)));
                  void send(s.power, { ...d, threshold: n });
                }}
              />{' '}
              factors you can see (ships at sea)
            </label>
          </details>
        );
      })}
      {error && (
        <p className="delegation-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
