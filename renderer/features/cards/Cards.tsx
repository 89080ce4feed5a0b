import { useState } from 'react';
import { useSeatNames } from '../log/useSeatNames';
import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';
import { POWER_NAME, POWER_ORDER } from '../game/names';
import { nationalCard, statusCard, type PlaceNames } from './cardModels';
import { CityList, ConditionList } from '../endScreen/ConditionList';

/** The Status Card: date, political status and victory points, victory conditions. */
export function StatusCard({ view }: { view: PowerView }) {
  const s = statusCard(view);
  return (
    <section className="card status-card" aria-label="Status card" data-testid="status-card">
      <h3>{s.title}</h3>
      <p>
        {s.date}
        {s.winter ? ' (winter)' : ''} · last turn {s.ends}
      </p>
      <table>
        <thead>
          <tr>
            <th>Power</th>
            <th title="Political status (4.0): political points">Political</th>
            <th title="Victory points (8.1)">VP</th>
            <th>Side</th>
          </tr>
        </thead>
        <tbody>
          {s.rows.map((r) => (
            <tr key={r.power}>
              <td>
                {r.name}
                {r.ump && (
                  <div className="ump-line" title="Rule 14.3 (v2.71)" data-testid={`ump-${r.power}`}>
                    {r.ump}
                  </div>
                )}
              </td>
              <td>{r.politicalPoints}</td>
              <td>{r.victoryPoints}</td>
              <td>{r.side === null ? '—' : r.side + 1}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {s.sides.length > 0 && (
        <p>
          Sides: {s.sides.map((side, i) => `${i + 1}: ${side}`).join(' · ')}
        </p>
      )}
      <h4 title="Rule 8.1.3.1">Victory conditions</h4>
      <p className="status-victory">{s.victory}</p>
      {s.conditions.length > 0 && (
        <>
          <h4 title="Rule 8.1.3.1">Now</h4>
          <ConditionList conditions={s.conditions} />
          <h4 title="Rule 10.3.2">Objective cities</h4>
          <CityList cities={s.cities} sideNames={s.sides} />
        </>
      )}
    </section>
  );
}

/** One National Card per power in play; the viewer's own first and in full. */
export function NationalCards({ view }: { view: PowerView; names?: PlaceNames }) {
  // issue 15: areas as "Ulm (area 320)" and cities by name, whatever the caller passes
  const seat = useSeatNames(view);
  const names: PlaceNames = { area: seat.area, city: seat.city };
  const inPlay = POWER_ORDER.filter((p) => view.powers[p]?.inPlay);
  const first = inPlay.find((p) => p === view.viewer) ?? inPlay[0] ?? null;
  const [chosen, setChosen] = useState<MajorPower | null>(null);
  const power = chosen !== null && inPlay.includes(chosen) ? chosen : first;
  if (power === null) return <p>No power in play.</p>;
  const c = nationalCard(view, power, names);
  return (
    <section className="card national-card" aria-label={`National card: ${c.name}`} data-testid="national-card">
      <div className="card-tabs" role="tablist" aria-label="Power">
        {inPlay.map((p) => (
          <button key={p} role="tab" aria-selected={p === power} className={p === power ? 'active' : ''} onClick={() => setChosen(p)}>
            {POWER_NAME[p]}
            {p === view.viewer ? ' (you)' : ''}
          </button>
        ))}
      </div>
      <h3>{c.name}</h3>
      <p>
        Money: {c.money === null ? 'private' : `$${c.money}`} · Manpower: {c.manpower === null ? 'private' : c.manpower}
      </p>
      <h4>Corps ({c.corps.length})</h4>
      {!c.own && c.hiddenCorps > 0 && <p className="card-note">Strengths are secret (2.4.2): only the counters' faces show.</p>}
      <ul className="card-list">
        {c.corps.map((k) => (
          <li key={k.key}>
            <strong>{k.label}</strong>
            {k.strength && ` — ${k.strength} (${k.total})`} · {k.where}
          </li>
        ))}
      </ul>
      {c.garrisons.length > 0 && (
        <>
          <h4>Garrisons</h4>
          <ul className="card-list">{c.garrisons.map((g) => <li key={g.key}>{g.where}: {g.strength}</li>)}</ul>
        </>
      )}
      <h4>Fleets ({c.fleets.length})</h4>
      <ul className="card-list">{c.fleets.map((f) => <li key={f.key}>{f.label}: {f.ships} ships, {f.where}</li>)}</ul>
      <h4>Leaders ({c.leaders.length})</h4>
      <ul className="card-list">{c.leaders.map((l) => <li key={l.key}>{l.label} · {l.where}</li>)}</ul>
      <h4>Depots ({c.depots.length})</h4>
      <ul className="card-list">{c.depots.map((d) => <li key={d.key}>{d.where}</li>)}</ul>
      {c.prisoners.length > 0 && (
        <>
          <h4>Prisoners held</h4>
          <ul className="card-list">{c.prisoners.map((p) => <li key={p.key}>{p.text}</li>)}</ul>
        </>
      )}
      {c.pool.length > 0 && (
        <>
          <h4 title="Rule 5.2: placed this step, or lost">Reinforcements to place now</h4>
          <ul className="card-list">{c.pool.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </>
      )}
      {c.own && (
        <>
          <h4>Reinforcements due</h4>
          {c.reinforcements.length === 0 ? <p>None scheduled.</p> : <ul className="card-list">{c.reinforcements.map((r, i) => <li key={i}>{r.date}: {r.what}</li>)}</ul>}
        </>
      )}
    </section>
  );
}
