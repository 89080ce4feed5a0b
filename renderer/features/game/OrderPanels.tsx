import type { DecisionAnswer, DecisionOption, PendingDecision } from '../../../shared/model/decisions';
import type { PowerView } from '../../../shared/model/view';
import { verdictTip } from '../decisions';
import { FACTOR_LABEL, factorsText, type PlaceNames } from '../cards/cardModels';
import { movableCounters, reachOf, reinforcementPools, type PoolModel } from './orders';
import { counterTitle, nationText } from './StackPanel';
import { areaCounters } from './stacks';

interface PanelProps {
  view: PowerView;
  decision: PendingDecision;
  busy: boolean;
  names: PlaceNames;
  onAnswer(answer: DecisionAnswer): void;
}

/** A button sending one of the decision's options; greyed with the engine's reason when refused. */
function OptionButton({ option, busy, onAnswer, children, className }: { option: DecisionOption | null; busy: boolean; onAnswer(a: DecisionAnswer): void; children: React.ReactNode; className?: string }) {
  const ok = option !== null && option.verdict.ok;
  return (
    <button type="button" className={className} disabled={busy || !ok} title={option ? verdictTip(option.verdict) : 'Not offered now'} onClick={() => option && onAnswer(option.value)}>
      {children}
    </button>
  );
}

const nameOf = (view: PowerView, counter: string) => {
  for (const a of areaCounters(view)) for (const s of a.stacks) for (const u of s.units) if (u.counter === counter) return counterTitle(view, u);
  return counter;
};

/**
 * 7.3 Movement on the map: the seat's corps that can still move (select one here, on the map
 * or with C), the selected corps' points and reachable areas (each a button: the keyboard's way
 * to the same route order), and its force march.
 */
export function MovementPanel(p: PanelProps & { selected: string | null; onSelect(counter: string | null): void; onMoveTo(area: string): void }) {
  const { view, decision, names } = p;
  const movable = movableCounters(view);
  const reach = reachOf(view, p.selected);
  const march = p.selected ? (decision.options.find((o) => o.value === `march:${p.selected}`) ?? null) : null;
  return (
    <section className="orders-panel" aria-label="Move on the map" data-testid="movement-panel">
      <h3>Move on the map</h3>
      <p className="orders-help">
        Click one of your stacks (a green corner: it can still move), then a lit area: it goes there by the route shown, in one order. Drag and drop works too; <kbd>C</kbd> selects your next corps.
      </p>
      <div className="orders-corps" role="group" aria-label="Your counters that can move">
        {movable.length === 0 && <span className="orders-none">None of your counters can move any further.</span>}
        {movable.map((c) => {
          const r = reachOf(view, c)!;
          return (
            <button key={c} type="button" className={c === p.selected ? 'on' : undefined} aria-pressed={c === p.selected} onClick={() => p.onSelect(c === p.selected ? null : c)}>
              {nameOf(view, c)} <small>{r.left} MP</small>
            </button>
          );
        })}
      </div>
      {reach && p.selected && (
        <div className="orders-selected" data-testid="movement-selected">
          <p>
            <strong>{nameOf(view, p.selected)}</strong>: {reach.left} movement point{reach.left === 1 ? '' : 's'} left, {reach.reach.length} area{reach.reach.length === 1 ? '' : 's'} in reach.{' '}
            <OptionButton option={march} busy={p.busy} onAnswer={p.onAnswer}>
              Force march (+1 MP)
            </OptionButton>{' '}
            <button type="button" onClick={() => p.onSelect(null)}>
              Deselect
            </button>
          </p>
          <div className="orders-reach" role="group" aria-label="Areas it can reach">
            {[...reach.reach]
              .sort((a, b) => a.cost - b.cost || (a.area < b.area ? -1 : 1))
              .map((r) => (
                <button key={r.area} type="button" disabled={p.busy} onClick={() => p.onMoveTo(r.area)} title={`By ${r.path.map(names.area).join(' → ')}`}>
                  {names.area(r.area)} <small>{r.cost} MP</small>
                </button>
              ))}
          </div>
        </div>
      )}
    </section>
  );
}

function Pool({ pool, view, busy, names, onAnswer }: { pool: PoolModel; view: PowerView; busy: boolean; names: PlaceNames; onAnswer(a: DecisionAnswer): void }) {
  return (
    <div className="placement-pool" data-testid="placement-pool">
      <h4>
        Reinforcement {pool.index + 1}: {nationText(view, pool.nationality)}
        {pool.area ? `, arriving in ${names.area(pool.area)}` : ', inside its home borders or near a depot (5.2.2.2)'}
      </h4>
      <p className="placement-left" data-testid="placement-left">
        Left to place: {pool.leftTotal > 0 ? `${factorsText(pool.left)} (${pool.leftTotal} factor${pool.leftTotal === 1 ? '' : 's'})` : 'no factors'}
        {pool.newCorps.length > 0 && `; new corps: ${pool.newCorps.map((c) => c.name).join(', ')}`}
      </p>
      {pool.newCorps.length > 0 && (
        <div className="placement-new">
          {pool.newCorps.map((c, n) => (
            <OptionButton key={n} option={c.option} busy={busy} onAnswer={onAnswer}>
              Place {c.name}
            </OptionButton>
          ))}
        </div>
      )}
      {pool.targets.map((t) => (
        <div key={t.counter} className="placement-target" data-counter={t.counter}>
          <div className="placement-target-head">
            <strong>{nameOf(view, t.counter)}</strong>{' '}
            <OptionButton option={t.fill} busy={busy} onAnswer={onAnswer} className="placement-fill">
              Fill corps
            </OptionButton>
          </div>
          <div className="placement-rows">
            {t.rows.map((r) => (
              <span key={r.type} className="placement-row">
                {FACTOR_LABEL[r.type]}
                <OptionButton option={r.minus} busy={busy} onAnswer={onAnswer} className="placement-minus">
                  −
                </OptionButton>
                <span className="placement-has">{r.has}</span>
                <OptionButton option={r.plus} busy={busy} onAnswer={onAnswer} className="placement-plus">
                  +
                </OptionButton>
              </span>
            ))}
          </div>
        </div>
      ))}
      {pool.bought.length > 0 && (
        <details className="placement-bought" data-testid="placement-bought">
          <summary>Bought corps counters (5.2.1.2): {pool.bought.length} places</summary>
          {pool.bought.map((b) => (
            <OptionButton key={String(b.option.value)} option={b.option} busy={busy} onAnswer={onAnswer}>
              {b.designation} corps {b.place.kind === 'city' ? `in ${names.city(b.place.city)}` : `with ${nameOf(view, b.place.counter)}`}, with 1 {b.factor}
            </OptionButton>
          ))}
        </details>
      )}
      {pool.garrisons.length > 0 && (
        <details className="placement-garrisons">
          <summary>Garrison factors ({pool.garrisons.filter((o) => o.verdict.ok).length} places)</summary>
          {pool.garrisons.map((o) => (
            <OptionButton key={String(o.value)} option={o} busy={busy} onAnswer={onAnswer}>
              {String(o.value).split(':')[2]} to {names.city(String(o.value).split(':')[3] ?? '')}
            </OptionButton>
          ))}
        </details>
      )}
    </div>
  );
}

/** 5.2 the placement panel: each pool with what is left, +/− per factor type and corps, and "fill corps" (one order). */
export function ReinforcementPanel(p: PanelProps) {
  const pools = reinforcementPools(p.view, p.decision);
  if (pools.length === 0) return null;
  return (
    <section className="orders-panel" aria-label="Place reinforcements" data-testid="reinforcement-panel">
      <h3>Place reinforcements</h3>
      {pools.map((pool) => (
        <Pool key={pool.index} pool={pool} view={p.view} busy={p.busy} names={p.names} onAnswer={p.onAnswer} />
      ))}
    </section>
  );
}
