import { useState } from 'react';
import type { DecisionProps } from '../decisions/decisionProps';
import { MAX_BID } from '../../../shared/model/selection';
import { POWER_NAME, isPower } from '../game/names';
import type { MajorPower } from '../../../shared/model/powers';

/**
 * 14.2.1 The secret bid form: for each power, the victory points this player gives up to play
 * it (0-30), or no bid. The host judges the answer and keeps it hidden until every player has bid.
 */
export function BidDialog(props: DecisionProps) {
  const { decision, busy, onAnswer } = props;
  // the decision lists one "<power>=0" option per power in play, in the order they are given out
  const powers = decision.options.map((o) => String(o.value).split('=')[0] ?? '').filter((p): p is MajorPower => isPower(p));
  const [bids, setBids] = useState<Partial<Record<MajorPower, string>>>({});
  const valueOf = (p: MajorPower) => bids[p] ?? '';
  const bad = powers.filter((p) => valueOf(p).trim() !== '' && !(/^\d{1,2}$/.test(valueOf(p).trim()) && Number(valueOf(p)) <= MAX_BID));
  const answer = powers
    .filter((p) => valueOf(p).trim() !== '')
    .map((p) => `${p}=${Number(valueOf(p).trim())}`)
    .join(',');
  return (
    <form
      className="decision-form bid-form"
      data-testid="bid-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (bad.length === 0) onAnswer(answer === '' ? 'none' : answer);
      }}
    >
      <p className="hint">Leave a power empty for no bid. Your bids stay secret until every player has bid (rule 14.2.1).</p>
      <table>
        <tbody>
          {powers.map((p) => (
            <tr key={p}>
              <th scope="row">{POWER_NAME[p]}</th>
              <td>
                <input aria-label={`Bid for ${POWER_NAME[p]}`} inputMode="numeric" size={3} placeholder="no bid" value={valueOf(p)} onChange={(e) => setBids({ ...bids, [p]: e.target.value })} /> VP
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bad.length > 0 && <p className="decision-why">A bid is a whole number from 0 to {MAX_BID}: {bad.map((p) => POWER_NAME[p]).join(', ')}.</p>}
      <button type="submit" className="decision-submit" disabled={busy || bad.length > 0}>
        {answer === '' ? 'Bid nothing' : 'Hand in the bids'}
      </button>
    </form>
  );
}
