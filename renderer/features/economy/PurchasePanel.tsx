// 8.5.3 Purchases by pointing: + and - per unit type for the power and each of its free states,
// with what was spent and what is left; counters, repayments and conversions as buttons. Each
// click sends one order the engine listed (its verdict greys what is not allowed, and says why).
import type { DecisionProps } from '../decisions/decisionProps';
import { verdictTip } from '../decisions/decisionProps';
import { purchaseTables } from './economyModel';
import './economy.css';

export function PurchasePanel(props: DecisionProps) {
  const { decision, busy, onAnswer, economy } = props;
  const { tables, others } = purchaseTables(decision, economy);
  const end = decision.options.find((o) => o.value === 'end');
  return (
    <div className="purchase-panel" data-testid="purchase-panel">
      {tables.map((t) => (
        <table key={t.nationality} className="purchase-table" aria-label={`Purchases for ${t.name}`}>
          <caption>
            <strong>{t.name}</strong>: spent ${t.spent.money} and {t.spent.manpower} manpower · left <span data-testid={`left-${t.nationality}`}>${t.money}</span> and {t.manpower} manpower
          </caption>
          <tbody>
            {t.rows.map((r) => (
              <tr key={r.unit} className={r.plus?.verdict.ok || r.count > 0 ? '' : 'purchase-barred'}>
                <th scope="row">{r.unit}</th>
                <td className="purchase-price">{r.price}</td>
                <td className="purchase-count">
                  <button type="button" aria-label={`One ${r.unit} less for ${t.name}`} disabled={busy || !r.minus} onClick={() => r.minus && onAnswer(r.minus.value)}>
                    −
                  </button>
                  <output data-testid={`count-${t.nationality}-${r.unit}`}>{r.count}</output>
                  <button
                    type="button"
                    aria-label={`One ${r.unit} more for ${t.name}`}
                    disabled={busy || !r.plus?.verdict.ok}
                    title={r.plus ? verdictTip(r.plus.verdict) : undefined}
                    onClick={() => r.plus && onAnswer(r.plus.value)}
                  >
                    +
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {others.length > 0 && (
        <div className="order-buttons purchase-others">
          {others.map((o) => (
            <button key={String(o.value)} type="button" className={o.verdict.ok ? 'order' : 'order illegal'} disabled={busy || !o.verdict.ok} title={verdictTip(o.verdict)} onClick={() => onAnswer(o.value)}>
              {props.labelOf ? props.labelOf(o.label) : o.label}
            </button>
          ))}
        </div>
      )}
      {end && (
        <button type="button" className="decision-submit" disabled={busy} onClick={() => onAnswer(end.value)}>
          {end.label}
        </button>
      )}
    </div>
  );
}
