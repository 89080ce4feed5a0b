import { MAJOR_POWERS, type MajorPower } from '../../../shared/model/powers';
import { SELECTION_ORDER } from '../../../shared/model/selection';
import { POWER_NAME } from '../game/names';

/** 14.2 how a campaign's powers are given out: chosen at this screen, or bid for in the game. */
export interface SelectionChoice {
  bidding: boolean;
  players: number;
  twoPowers: boolean;
  names: string[];
  /** Players (by index) the computer plays: it bids by its rule of thumb (shared/engine/auto/bidding.ts). */
  computers: boolean[];
  /** Players (by index) on another machine: they join the chair's seat over the LAN and bid from there. */
  remote: boolean[];
}

export const NO_BIDDING: SelectionChoice = { bidding: false, players: 3, twoPowers: false, names: [], computers: [], remote: [] };

/** The chair powers a computer bids at (14.2.1): those powers' seats are the standing procedures'. */
export function computerChairs(powers: readonly MajorPower[], choice: SelectionChoice): MajorPower[] {
  return chairs(powers, choice.players).filter((_, i) => choice.computers[i] === true);
}

/** The chair powers left open for players on other machines (14.2.1): they join them with Join LAN game. */
export function remoteChairs(powers: readonly MajorPower[], choice: SelectionChoice): MajorPower[] {
  return chairs(powers, choice.players).filter((_, i) => choice.remote[i] === true && choice.computers[i] !== true);
}

/** 14.2.1 the power at whose seat player n bids: the n-th of the selection order among `powers`. */
export function chairs(powers: readonly MajorPower[], players: number): MajorPower[] {
  return SELECTION_ORDER.filter((p) => powers.includes(p)).slice(0, players);
}

/** The names the hot-seat hand-over goes by while bidding: each player's at his chair, the rest waiting for the bids. */
export function biddingNames(powers: readonly MajorPower[], choice: SelectionChoice): Record<string, string> {
  const seats = chairs(powers, choice.players);
  const out: Record<string, string> = {};
  for (const p of MAJOR_POWERS.filter((x) => powers.includes(x))) {
    const i = seats.indexOf(p);
    if (i >= 0 && (choice.computers[i] === true || choice.remote[i] === true)) continue;
    out[p] = i >= 0 ? choice.names[i]?.trim() || `Player ${i + 1}` : `${POWER_NAME[p]} (bid for)`;
  }
  return out;
}

/** The bidding part of New game (campaigns only): how many players, their names, two powers each. */
export function SelectionSetup({ powers, choice, onChange }: { powers: readonly MajorPower[]; choice: SelectionChoice; onChange(c: SelectionChoice): void }) {
  const most = Math.min(7, powers.length);
  const counts = Array.from({ length: Math.max(0, most - 1) }, (_, i) => i + 2);
  return (
    <fieldset className="selection" aria-label="Who plays which power">
      <legend>Who plays which power (14.2)</legend>
      <label>
        <input type="radio" name="selection" checked={!choice.bidding} onChange={() => onChange({ ...choice, bidding: false })} /> Chosen here, power by power (below)
      </label>{' '}
      <label>
        <input type="radio" name="selection" checked={choice.bidding} onChange={() => onChange({ ...choice, bidding: true })} /> Bid for the powers before the first turn
      </label>
      {choice.bidding && (
        <div className="selection-bidding">
          <p className="hint">
            Each player bids in secret, for every power, the victory points he gives up to play it (0-30, or no bid). The powers are given out in the order Great Britain, France,
            Russia, Austria, Prussia, Spain, Turkey, each to the highest bid of a player who has none yet (a tie is rolled off); the winning bid comes off that power's starting
            victory points. Powers nobody takes are uncontrolled major powers (14.3): before the first turn each player may make overtures to win one (v2.71 14.3.1), and a neutral one sits out. This procedure is reconstructed: the rulebook's text of
            14.2 is not at hand (see the player's guide).
          </p>
          <label>
            Players{' '}
            <select aria-label="Number of players" value={choice.players} onChange={(e) => onChange({ ...choice, players: Number(e.target.value) })}>
              {counts.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            <input type="checkbox" checked={choice.twoPowers} onChange={(e) => onChange({ ...choice, twoPowers: e.target.checked })} /> A player may take a second power
            (14.2.2: never France with Great Britain; a two-power player wins when both powers reach their levels, or one's surplus lifts the other to its own)
          </label>
          <ol className="selection-players">
            {Array.from({ length: choice.players }, (_, i) => (
              <li key={i}>
                <input
                  aria-label={`Name of player ${i + 1}`}
                  placeholder={choice.computers[i] ? 'Computer' : choice.remote[i] ? 'named at his machine' : `Player ${i + 1}`}
                  disabled={choice.computers[i] === true || choice.remote[i] === true}
                  value={choice.computers[i] || choice.remote[i] ? '' : (choice.names[i] ?? '')}
                  onChange={(e) => {
                    const names = [...choice.names];
                    names[i] = e.target.value;
                    onChange({ ...choice, names });
                  }}
                />{' '}
                <label>
                  <input
                    type="checkbox"
                    aria-label={`Player ${i + 1} is the computer`}
                    checked={choice.computers[i] === true}
                    onChange={(e) => {
                      const computers = Array.from({ length: choice.players }, (_, j) => choice.computers[j] === true);
                      computers[i] = e.target.checked;
                      onChange({ ...choice, computers });
                    }}
                  />{' '}
                  computer (bids by the status display's victory points, then played by the standing procedures)
                </label>{' '}
                <label>
                  <input
                    type="checkbox"
                    aria-label={`Player ${i + 1} is on another machine`}
                    checked={choice.remote[i] === true && choice.computers[i] !== true}
                    disabled={choice.computers[i] === true}
                    onChange={(e) => {
                      const remote = Array.from({ length: choice.players }, (_, j) => choice.remote[j] === true);
                      remote[i] = e.target.checked;
                      onChange({ ...choice, remote });
                    }}
                  />{' '}
                  on another machine (joins at {POWER_NAME[chairs(powers, choice.players)[i] ?? 'britain']}'s seat with Join LAN game and bids from there)
                </label>
              </li>
            ))}
          </ol>
          <p className="hint">
            The players here bid at this machine, behind the hand-over; a computer player bids at once, in secret; a player on another machine joins his chair's seat and bids
            from his own machine. Once the bids are revealed, each machine plays the powers its players won.
          </p>
        </div>
      )}
    </fieldset>
  );
}
