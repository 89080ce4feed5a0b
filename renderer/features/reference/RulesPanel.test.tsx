import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PowerView } from '../../../shared/model/view';
import { finishedBattle } from '../combat/testBattle';
import { RulesPanel } from './RulesPanel';
import { ChartsPanel, chartFocus, chartNow } from './ChartsPanel';
import { closeRules, openChart, openRule, resetRulesPanel, rulesPanelState, ruleBack, toggleRules } from './rulesBus';
import { parseRulings, rulingsFor } from './rulings';
import { whereNow } from './whereNow';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');

/** A view at a chit choice in field combat (only what the panel reads). */
const view = (extra: Partial<PowerView> = {}): PowerView =>
  ({
    viewer: 'russia',
    cursor: { phase: 'land', step: 'land/fieldCombat' },
    where: { phaseTitle: 'Land Phase', phaseRule: '7', stepTitle: 'Field combat', stepRule: '7.5.2', implemented: true },
    decisions: [{ id: 'd1', power: 'russia', kind: 'land/combatChit', step: 'land/fieldCombat', rule: '7.5.2.1', prompt: 'Choose your chit for the battle in Ulm (area 320).', secret: true, select: 'one', group: 'g', options: [] }],
    waitingFor: [],
    battle: null,
    ...extra,
  }) as unknown as PowerView;

afterEach(() => resetRulesPanel());

describe('issue 15: the Rules panel', () => {
  it('closed until asked; R toggles it at the current step rule; a badge opens it at its rule', () => {
    expect(renderToStaticMarkup(<RulesPanel view={view()} />)).toBe('');
    toggleRules();
    const html = renderToStaticMarkup(<RulesPanel view={view()} />);
    expect(html).toContain('data-testid="rules-panel"');
    // no rule asked for yet: the step's rule, 7.5.2 Field combat
    expect(html).toContain('data-rule="7.5.2"');
    toggleRules();
    expect(rulesPanelState().open).toBe(false);
    openRule('7.5.2.1');
    expect(rulesPanelState()).toMatchObject({ open: true, tab: 'rule', rule: '7.5.2.1' });
  });

  it('7.5.2.1 shows our summary, its parents, sub-rules, neighbours and where it applies now', () => {
    openRule('7.5.2.1');
    const t = text(renderToStaticMarkup(<RulesPanel view={view()} />));
    expect(t).toContain('7.5.2.1 Choosing tactics chits');
    // the parent chain and the next rule among its siblings
    expect(t).toContain('7.5.2 Field combat');
    expect(t).toMatch(/7\.5\.2\.2 /);
    // where it applies now: the decision citing it, in words
    expect(t).toContain('Your decision now: Choose your chit for the battle in Ulm (area 320). (7.5.2.1)');
    // a rule elsewhere does not apply now
    openRule('7.2');
    expect(text(renderToStaticMarkup(<RulesPanel view={view()} />))).toContain('Not in the current step or decision.');
  });

  it('links move through the rules and Back returns', () => {
    openRule('7.5.2');
    openRule('7.5.2.1');
    openRule('7.5.2.4');
    ruleBack();
    expect(rulesPanelState().rule).toBe('7.5.2.1');
    closeRules();
    expect(rulesPanelState().history).toEqual([]);
  });

  it('whereNow names the step, the decision and the battle, never the ids', () => {
    const w = whereNow(view({ battle: finishedBattle() }), '7.5.2');
    expect(w).toContain('The current step: Field combat (7.5.2).');
    expect(w.some((x) => x.startsWith('Your decision now'))).toBe(true);
    expect(w).toContain('The battle being fought now is resolved under it.');
    expect(w.join(' ')).not.toMatch(/\b470\b|b1/);
    expect(whereNow(null, '7.5.2')).toEqual([]);
  });

  it('rulings: "### <rule> <title>" entries of RULINGS.md, shown on the rule and its parents', () => {
    const md = [
      '# Rulings',
      '## Land',
      '### 7.5.2.9.1 Commanders off the chart',
      '**Question.** Who loses the modifier?',
      '**Reading.** Both sides.',
      '**Why.** The chart says none is used.',
      '',
      '### 10.3.2.1 A shared city',
      '**Question.** Who holds it?',
    ].join('\n');
    const all = parseRulings(md);
    expect(all.map((r) => r.rule)).toEqual(['7.5.2.9.1', '10.3.2.1']);
    expect(all[0]!.paragraphs).toEqual(['Question. Who loses the modifier?', 'Reading. Both sides.', 'Why. The chart says none is used.']);
    expect(rulingsFor('7.5.2', all).map((r) => r.rule)).toEqual(['7.5.2.9.1']);
    expect(rulingsFor('7.5.2.9.1', all)).toHaveLength(1);
    expect(rulingsFor('7.5.2.9.10', all)).toHaveLength(0);
  });
});

describe('issue 15: the charts, the cell in use highlighted', () => {
  it('7.5.2.4 Operational Possibilities: every chit pairing; the revealed pairing of the battle lit', () => {
    const b = finishedBattle();
    const html = renderToStaticMarkup(<ChartsPanel chart="ops" view={view({ battle: b })} />);
    const ops = b.days[0]!.ops!;
    expect(html).toContain(`class="chart-here" data-cell="${ops.attackerChit}/${ops.defenderChit}"`);
    expect(html.match(/class="chart-here"/g)).toHaveLength(1);
    // 5 attacker chits × 6 defender chits
    expect(html.match(/data-cell="/g)).toHaveLength(30);
    // Assault against Defend: the Commander Chart is not used there (7.5.2.9.1), said on hover
    expect(html).toMatch(/data-cell="assault\/defend" title="[^"]*no commander modifiers/);
  });

  it('7.5.2.9 Combat Resolution: the last round\'s table and modified die of each side lit; the panel points at it', () => {
    const b = finishedBattle();
    const f = chartFocus(view({ battle: b }));
    expect(f.combat.length).toBe(2);
    const html = renderToStaticMarkup(<ChartsPanel chart="combat" view={view({ battle: b })} />);
    for (const c of f.combat) expect(html).toContain(`class="chart-here" data-cell="${c.table}/${c.die}"`);
    // 25 tables × 8 dice (0-7)
    expect(html.match(/data-cell="/g)).toHaveLength(200);
    // the pursuit is the latest thing fought: the panel marks that chart
    expect(chartNow(f)).toBe('pursuit');
    const p = renderToStaticMarkup(<ChartsPanel chart="pursuit" view={view({ battle: b })} />);
    expect(p).toContain(`class="chart-here" data-cell="${b.pursuit!.pursuitClass}/${b.pursuit!.modifiedDie}"`);
  });

  it('terrain, siege and forage read as tables; the battle\'s terrain row and the supply step are lit', () => {
    const t = renderToStaticMarkup(<ChartsPanel chart="terrain" view={view({ battle: finishedBattle() })} />);
    expect(t).toContain('class="chart-here" data-cell="clear"');
    expect(text(t)).toContain('marsh 2 both sides: casualty level −1, morale level +1 class −2');
    const s = text(renderToStaticMarkup(<ChartsPanel chart="siege" view={null} />));
    expect(s).toMatch(/Breach/);
    const supply = view({ cursor: { phase: 'land', step: 'land/supply' } as PowerView['cursor'] });
    const fo = renderToStaticMarkup(<ChartsPanel chart="forage" view={supply} />);
    expect(fo).toContain('chart-table chart-now');
    // die 6 against forage value 2: four factors (7.4.1.3)
    expect(fo).toMatch(/<th scope="row">6<\/th>(<td>[^<]*<\/td>){2}<td>4<\/td>/);
    openChart('siege');
    expect(rulesPanelState()).toMatchObject({ open: true, tab: 'charts', chart: 'siege' });
  });
});
