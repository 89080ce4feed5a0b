import type { PowerView } from '../../../shared/model/view';
import { CityList, ConditionList } from './ConditionList';
import { HeldChart } from './HeldChart';
import { DiceCheck } from './DiceCheck';
import { endSummary } from './victoryModel';
import { campaignEndSummary } from './campaignModel';
import { CampaignEnd } from './CampaignEnd';
import type { MajorPower } from '../../../shared/model/powers';
import './endScreen.css';

/**
 * 8.1.3.1 The end of the game, over the board: who won and why, each victory condition's final
 * state, who held each objective city, and the objective cities held month by month. Everything
 * shown was judged by the host (the view's `over` and the log's monthly standings).
 */
export function EndScreen({ view, onClose, onLeave, names = {} }: { view: PowerView; onClose(): void; onLeave(): void; names?: Partial<Record<MajorPower, string>> }) {
  const s = endSummary(view);
  if (!s) return null;
  // issue 20: a campaign's end (8.1.3.2): the final count, who played what, victory points over time
  const c = campaignEndSummary(view, names);
  if (c) s.headline = c.headline;
  if (c) s.how = c.how;
  const decided = view.over?.victory?.condition;
  return (
    <div className="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end-screen">
      <div className="end-card">
        <p className="end-scenario">{view.scenario.title}</p>
        <h1 id="end-title" className={s.winnerSide === null ? '' : `side-${s.winnerSide}`} data-testid="end-winner">
          {s.headline}
        </h1>
        <p className="end-how" data-testid="end-how">
          {s.how} <span className="rule-ref">{c ? '8.1.3.2' : '8.1.3.1'}</span>
        </p>
        {s.conditions.length > 0 && (
          <div className="end-columns">
            <section>
              <h2>Victory conditions at the end</h2>
              <ConditionList conditions={s.conditions} {...(decided ? { decided } : {})} />
            </section>
            <section>
              <h2>Objective cities</h2>
              <CityList cities={s.cities} sideNames={s.sides} />
            </section>
          </div>
        )}
        {c ? <CampaignEnd summary={c} /> : <HeldChart months={s.months} total={s.total} sides={s.sides} />}
        <DiceCheck dice={view.diceCommitment} />
        <div className="end-buttons">
          <button type="button" onClick={onClose} autoFocus>
            Look at the board
          </button>
          <button type="button" onClick={onLeave}>
            ← Title
          </button>
        </div>
      </div>
    </div>
  );
}
