// The back of the National Card (8.0): the viewer's worksheets of the last Economic Phase, line by
// line with the reason a source paid nothing; purchases and when they arrive; the reinforcement
// schedule; loans and debts; and the charts over time.
import type { PowerView } from '../../../shared/model/view';
import { dateText } from '../game/names';
import { EconomyCharts } from './EconomyCharts';
import { obligations, worksheets } from './economyModel';
import './economy.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function EconomyPanel({ view }: { view: PowerView }) {
  const sheets = worksheets(view.economy);
  const owed = obligations(view);
  const me = view.viewer === 'spectator' ? null : view.viewer;
  return (
    <section className="card econ-panel" aria-label="Economy" data-testid="economy-panel">
      <h3>Economic worksheet</h3>
      {sheets.length === 0 ? (
        <p className="card-note">{view.economy ? 'No worksheet of yours in the last Economic Phase.' : 'No Economic Phase yet (March, June, September and December, 3.5).'}</p>
      ) : (
        sheets.map((s) => (
          <article key={s.key} className="worksheet" data-testid={`worksheet-${s.key}`}>
            <header>
              <strong>{s.title}</strong> · {s.date} · ${s.money} and {s.manpower} manpower
              {s.flags.length > 0 && <span className="worksheet-flags"> ({s.flags.join(', ')})</span>}
            </header>
            <table>
              <thead>
                <tr>
                  <th>Line</th>
                  <th>$</th>
                  <th>Manpower</th>
                </tr>
              </thead>
              {s.sections.map((sec) => (
                <tbody key={sec.section}>
                  <tr className="worksheet-section">
                    <th colSpan={3}>
                      {sec.title}: {signed(sec.money)}
                      {sec.manpower !== 0 ? ` / ${signed(sec.manpower)}` : ''}
                    </th>
                  </tr>
                  {sec.lines.map((l, i) => (
                    <tr key={i} className={l.counted ? '' : 'worksheet-not'} title={`Rule ${l.rule}`}>
                      <td>
                        {l.label}
                        {l.why !== undefined && <span className="worksheet-why"> — {l.why}</span>}
                      </td>
                      <td>{l.counted && l.money !== 0 ? signed(l.money) : ''}</td>
                      <td>{l.counted && l.manpower !== 0 ? signed(l.manpower) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
            {s.purchases.length > 0 && (
              <ul className="card-list">
                {s.purchases.map((p, i) => (
                  <li key={i}>
                    Bought {p.text}: arrives {p.arrives}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))
      )}
      {me && (
        <>
          <h4 title="Rule 8.5.3.3">Reinforcement schedule</h4>
          {view.reinforcements.length === 0 ? (
            <p>Nothing on its way.</p>
          ) : (
            <ul className="card-list" data-testid="reinforcement-schedule">
              {view.reinforcements.map((r, i) => (
                <li key={i}>
                  {dateText(r.date)}: {[...Object.entries(r.factors ?? {}).map(([t, n]) => `${n} ${t}`), r.ships ? `${r.ships} ship${r.ships === 1 ? '' : 's'}` : '', r.money ? `$${r.money}` : ''].filter(Boolean).join(', ')}
                  {r.nationality !== me ? ` (${r.nationality})` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {owed.length > 0 && (
        <>
          <h4 title="Rules 8.3 and 8.5.2">Loans and debts</h4>
          <ul className="card-list">{owed.map((o, i) => <li key={i}>{o}</li>)}</ul>
        </>
      )}
      <EconomyCharts economy={view.economy} viewer={me} />
    </section>
  );
}
