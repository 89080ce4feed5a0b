import { useEffect, useRef, useState } from 'react';
import type { MajorPower } from '../../../shared/model/powers';
import { POWER_NAME } from '../game/names';
import { hasPassword, passwordMatches } from './handover';

/**
 * Hot-seat hand-over: an opaque curtain that hides every secret (no counters, no cards, no
 * decisions) until the next player says they are at the keyboard.
 */
export function Curtain({ power, player, notice, onReady, onLeave }: { power: MajorPower; player: string; notice: string | null; onReady(): void; onLeave(): void }) {
  const [attempt, setAttempt] = useState('');
  const [wrong, setWrong] = useState(false);
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const locked = hasPassword(power);
  useEffect(() => first.current?.focus(), [power]);
  return (
    <div className="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title" data-testid="curtain">
      <form
        className="curtain-box"
        onSubmit={(e) => {
          e.preventDefault();
          if (passwordMatches(power, attempt)) onReady();
          else setWrong(true);
        }}
      >
        <h2 id="curtain-title">{POWER_NAME[power]} to play — pass the laptop</h2>
        <p>
          {player !== POWER_NAME[power] ? `${player}, ` : ''}when only you can see the screen, continue.
        </p>
        {notice && <p className="curtain-notice" role="status">{notice}</p>}
        {locked && (
          <label className="curtain-password">
            Password for {POWER_NAME[power]}{' '}
            <input ref={first} type="password" autoComplete="off" value={attempt} onChange={(e) => { setAttempt(e.target.value); setWrong(false); }} />
          </label>
        )}
        {wrong && <p className="curtain-wrong" role="alert">That is not {POWER_NAME[power]}'s password.</p>}
        <div className="curtain-buttons">
          <button ref={locked ? undefined : first} type="submit" className="primary">
            Show {POWER_NAME[power]}'s view <kbd>Enter</kbd>
          </button>
          <button type="button" onClick={onLeave}>
            Leave to the title (the game is saved)
          </button>
        </div>
      </form>
    </div>
  );
}
