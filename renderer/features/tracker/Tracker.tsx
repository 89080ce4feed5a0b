import type { PowerView } from '../../../shared/model/view';
import { trackerModel } from './trackerModel';
import { RuleTag } from '../game/RuleTag';
import { ruleTip } from '../game/ruleTip';

/** Date, winter, phase, step, whose sequence and what the game waits for. */
export function Tracker({ view }: { view: PowerView }) {
  const t = trackerModel(view);
  return (
    <section className="tracker" aria-label="Turn and phase" data-testid="tracker">
      <div className="tracker-date">
        <strong data-testid="tracker-date">{t.date}</strong>
        {t.winter && <span className="tracker-winter" title="Rule 9.1: December, January and February are winter months">winter</span>}
      </div>
      <div className="tracker-line">
        <span title={ruleTip(t.phaseRule)}>{t.phase}</span> › <span data-testid="tracker-step" title={ruleTip(t.stepRule)}>{t.step}</span> <RuleTag id={t.stepRule} />
        {!t.implemented && <span className="tracker-note" title="This step's rules are not built yet; it is acknowledged to go on"> (acknowledged only)</span>}
      </div>
      {t.sequence && (
        <div className="tracker-line">
          Sequence: <strong data-testid="tracker-sequence">{t.sequence}</strong>
          {t.order.length > 1 && <span className="tracker-order"> · order {t.order.map((o) => (o.current ? `[${o.powers}]` : o.powers)).join(' → ')}</span>}
        </div>
      )}
      {t.over ? (
        <div className="tracker-over" role="status">Game over: {t.over}</div>
      ) : (
        <ul className="tracker-waiting" aria-label="Waiting for">
          {t.waiting.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
