// 12.1.2 (option) ship building locations: a ship bought in the Expenditure Step names the port it
// is built in, and it arrives only there; 12.1.2.2 a free state's ships follow its control.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from './economicSetup';

const SHIPS = { options: { rules: { shipBuildingLocations: true } } };
const expenditure = (s: GameState, power: string) => pendingDecisions(s).find((x) => x.power === power && x.kind === 'economic/expenditure')!;
const answer = (s: GameState, power: string, value: string): GameState => {
  const r = applyCommand(s, commandFor(expenditure(s, power), value as never), ECON_DATA);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const legal = (s: GameState, power: string) => expenditure(s, power).options.filter((o) => o.verdict.ok).map((o) => String(o.value));

describe('12.1.2 ship purchases name their building port', () => {
  it('12.1.2 with the option France buys a ship for Brest or Toulon, not an unnamed one; without it the old order stays', () => {
    const s = playEconomic(startEconomic(undefined, SHIPS), undefined, atStep('economic/expenditure', 3));
    const ships = legal(s, 'france').filter((v) => v.startsWith('buy:france:ship'));
    expect(ships).toEqual(expect.arrayContaining(['buy:france:ship:brest', 'buy:france:ship:toulon']));
    expect(ships).not.toContain('buy:france:ship');
    // a foreign port is never a French shipyard
    expect(ships).not.toContain('buy:france:ship:portsmouth');
    const brest = expenditure(s, 'france').options.find((o) => o.value === 'buy:france:ship:brest')!;
    expect(brest.label).toMatch(/^Buy 1 ship built in Brest \(/);
    const plain = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    expect(legal(plain, 'france')).toContain('buy:france:ship');
  });

  it('12.1.2 two ships in two ports are two lines; one is taken back; the reinforcement names its port', () => {
    let s = playEconomic(startEconomic(undefined, SHIPS), undefined, atStep('economic/expenditure', 3));
    const money = s.powers.france.money;
    s = answer(s, 'france', 'buy:france:ship:brest');
    s = answer(s, 'france', 'buy:france:ship:brest');
    s = answer(s, 'france', 'buy:france:ship:toulon');
    const sheet = s.economy!.current!.worksheets.find((w) => w.nationality === 'france')!;
    expect(sheet.purchases.filter((p) => p.unit === 'ship').map((p) => [p.port, p.count]).sort()).toEqual([['brest', 2], ['toulon', 1]]);
    expect(legal(s, 'france')).toContain('unbuy:france:ship:toulon');
    s = answer(s, 'france', 'unbuy:france:ship:toulon');
    // 8.5.3 a ship costs $10 (the purchase-cost chart): 3 bought, 1 taken back, 2 paid
    expect(s.powers.france.money).toBe(money - 2 * 10);
    s = answer(s, 'france', 'end');
    const due = s.reinforcements.filter((r) => r.power === 'france' && (r.ships ?? 0) > 0);
    expect(due.map((r) => [r.shipsPort, r.ships])).toEqual([['brest', 2]]);
  });
});
