// The economic worksheet, the purchase table and the charts against the engine's own views of the
// Economic Phase test campaign. Test only: the renderer itself never imports the engine.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyCommand, commandFor, pendingDecisions, viewFor } from '../../../shared/engine';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../../../test/engine/economicSetup';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { PowerView } from '../../../shared/model/view';
import { DecisionCard } from '../decisions/decisionUi';
import { EconomyPanel } from './EconomyPanel';
import { historySeries, purchaseTables, worksheets } from './economyModel';

const atExpenditure = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
const view = (who: PowerView['viewer'], s = atExpenditure) => viewFor(s, who) as unknown as PowerView;

describe('economy view with the engine', () => {
  it('8.5.3 the purchase table: +/- per unit for France and Bavaria, what is left, barred units greyed with their rule', () => {
    const v = view('france');
    const d = v.decisions.find((x) => x.kind === 'economic/expenditure')!;
    const { tables } = purchaseTables(d, v.economy);
    // France 32 after supply + 99 taxes + 8 American trade - 4 maintenance; Bavaria 12 - its corps' upkeep
    expect(tables.map((t) => [t.name, t.money])).toEqual([['France', 135], ['Bavaria', 11]]);
    const html = renderToStaticMarkup(<DecisionCard decision={d} busy={false} onAnswer={() => {}} economy={v.economy} />);
    expect(html).toContain('data-testid="purchase-panel"');
    expect(html).toContain('One infantry more for France');
    expect(html).toContain('Not allowed (rule 8.5.3.4)'); // Bavaria builds no militia
  });

  it('8.5.3 a purchase shows in the count and the money left', () => {
    const d = pendingDecisions(atExpenditure).find((x) => x.power === 'france' && x.kind === 'economic/expenditure')!;
    const r = applyCommand(atExpenditure, commandFor(d, 'buy:france:infantry'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    const v = view('france', r.state);
    const { tables } = purchaseTables(v.decisions.find((x) => x.kind === 'economic/expenditure')!, v.economy);
    const france = tables.find((t) => t.nationality === 'france')!;
    expect([france.money, france.spent, france.rows.find((x) => x.unit === 'infantry')!.count]).toEqual([132, { money: 3, manpower: 2 }, 1]);
    expect(france.rows.find((x) => x.unit === 'infantry')!.minus?.value).toBe('unbuy:france:infantry');
  });

  it('8.0 the worksheet: every line with its reason; other powers see none of it', () => {
    const own = worksheets(view('france').economy);
    expect(own.map((s) => s.title)).toEqual(['France', 'Bavaria']);
    const html = renderToStaticMarkup(<EconomyPanel view={view('france')} />);
    expect(html).toContain('Bordeaux');
    expect(html).toContain('France is at war with Great Britain');
    expect(html).toContain('data-testid="vp-chart"');
    expect(renderToStaticMarkup(<EconomyPanel view={view('britain')} />)).not.toContain('Bordeaux</td>');
    expect(worksheets(view('spectator').economy)).toEqual([]);
  });

  it('8.1 / 10.5 the charts read the public history', () => {
    const s = playEconomic(startEconomic(), undefined, (x) => x.date.month === 7);
    const vp = historySeries(view('spectator', s).economy, 'victoryPoints');
    expect(vp.find((x) => x.power === 'france')!.points.map((p) => p.value)).toEqual([9, 17]);
    expect(historySeries(view('spectator', s).economy, 'status').length).toBe(7);
  });
});
