import { useEffect, useRef, useState } from 'react';
import type { MajorPower } from '../../../shared/model/powers';
import { POWER_NAME } from '../game/names';
import { hasPassword, passwordMatches } from './handover';

/**
 * Hot-seat hand-over: an opaque curtain that hides every secret (no counters, no cards, no
 * decisions) until the next player says they are at the keyboard.
 */
export function Curtain(props: {
  power: MajorPower;
  player: string;
  notice: string | null;
  /** The power that played last, who may still take back its own commands (issue 8). */
  previous: MajorPower | null;
  /** Why the last take-back was refused, if it was. */
  refusal: string | null;
  onReady(): void;
  onUndoPrevious(): void;
  onLeave(): void;
}) {
  const { power, player, notice, previous, refusal, onReady, onLeave } = props;
  const [attempt, setAttempt] = useState('');
  const [wrong, setWrong] = useState(false);
  const [undoAttempt, setUndoAttempt] = useState('');
  const [undoWrong, setUndoWrong] = useState(false);
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
          {player !== POWER_NAME[power] ? `${player}: when` : 'When'} only you can see the screen, continue.
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
        {previous !== null && previous !== power && (
          <div className="curtain-undo">
            {hasPassword(previous) && (
              <label>
                {POWER_NAME[previous]}'s password{' '}
                <input type="password" autoComplete="off" value={undoAttempt} onChange={(e) => { setUndoAttempt(e.target.value); setUndoWrong(false); }} />
              </label>
            )}{' '}
            <button
              type="button"
              onClick={() => {
                if (passwordMatches(previous, undoAttempt)) props.onUndoPrevious();
                else setUndoWrong(true);
              }}
            >
              {POWER_NAME[previous]}: take back my last command
            </button>
            {undoWrong && <p className="curtain-wrong" role="alert">That is not {POWER_NAME[previous]}'s password.</p>}
            {refusal && <p className="curtain-wrong" role="alert">{refusal}</p>}
          </div>
        )}
      </form>
    </div>
  );
}
