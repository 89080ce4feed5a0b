import { useState } from 'react';
import type { DecisionProps } from '../decisions/decisionProps';
import { verdictTip } from '../decisions/decisionProps';
import { POWER_NAME } from '../game/names';
import type { MajorPower } from '../../../shared/model/powers';

/**
 * 4.1 The diplomacy form: a private note to one power (its text goes only to that power's seat),
 * grants and withdrawals of access, the timer, and "done". The host checks every note.
 */
export function DiplomacyDialog(props: DecisionProps) {
  const { decision, busy, onAnswer } = props;
  const others = [...new Set(decision.options.map((o) => String(o.value).split(':')[1]).filter((p): p is MajorPower => !!p && p in POWER_NAME))];
  const [to, setTo] = useState<MajorPower | ''>(others[0] ?? '');
  const [text, setText] = useState('');
  return (
    <div className="decision-form">
      <div className="order-buttons">
        {decision.options.map((o) => (
          <button key={String(o.value)} type="button" className={o.verdict.ok ? 'order' : 'order illegal'} disabled={busy || !o.verdict.ok} title={verdictTip(o.verdict)} onClick={() => onAnswer(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
      {others.length > 0 && (
        <form
          className="diplomacy-note"
          onSubmit={(e) => {
            e.preventDefault();
            if (to && text.trim()) {
              onAnswer(`note:${to}:${text.trim()}`);
              setText('');
            }
          }}
        >
          <label>
            Private note to{' '}
            <select value={to} onChange={(e) => setTo(e.target.value as MajorPower)}>
              {others.map((p) => <option key={p} value={p}>{POWER_NAME[p]}</option>)}
            </select>
          </label>
          <textarea aria-label="Note text" maxLength={500} value={text} onChange={(e) => setText(e.target.value)} placeholder="Only this power will read it." />
          <button type="submit" className="decision-submit" disabled={busy || !to || !text.trim()}>Send the note</button>
        </form>
      )}
    </div>
  );
}
