import { useEffect, useRef } from 'react';
import type { Confirmation } from './orders';

/** Asks once before an answer that cannot be taken back or wastes something; Enter confirms, Escape cancels. */
export function ConfirmDialog({ ask, onYes, onNo }: { ask: Confirmation; onYes(): void; onNo(): void }) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <div className="confirm-backdrop" role="presentation" onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onNo())}>
      <div className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text" data-testid="confirm-dialog">
        <h2 id="confirm-title">{ask.title}</h2>
        <p id="confirm-text">{ask.text}</p>
        <div className="confirm-buttons">
          <button type="button" ref={yes} className="confirm-yes" onClick={onYes}>
            {ask.yes}
          </button>
          <button type="button" onClick={onNo}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
