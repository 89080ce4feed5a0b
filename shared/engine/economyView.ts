// 2.4.2 / 8.0 The Economic Phase's record as one seat may see it: money and manpower are private
// to their power (unless the game's treasuries are open), loans, subsidies and debts show only to
// the powers concerned; victory points, status boxes and the campaign's outcome are public.
import type { EconomyState, GameState, MajorPower, Viewer } from '../model';

export function economyView(state: GameState, viewer: Viewer): EconomyState | null {
  const e = state.economy;
  if (!e) return null;
  if (state.options.openTreasuries) return e;
  const mine = (p: MajorPower) => viewer !== 'spectator' && p === viewer;
  const current = e.current
    ? { ...e.current, worksheets: e.current.worksheets.filter((w) => mine(w.power)), noHomeManpower: e.current.noHomeManpower.filter(mine) }
    : null;
  return {
    ...e,
    current,
    treasury: e.treasury.filter((t) => mine(t.power)),
    debts: e.debts.filter((d) => mine(d.debtor) || mine(d.creditor)),
    loans: e.loans.filter((l) => mine(l.lender) || mine(l.borrower)),
    manipulation: viewer !== 'spectator' && e.manipulation[viewer] !== undefined ? { [viewer]: e.manipulation[viewer] } : {},
    purchasedCounters: e.purchasedCounters.filter((c) => mine(c.power)),
  };
}
