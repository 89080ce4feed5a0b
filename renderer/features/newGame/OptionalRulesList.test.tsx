import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { OPTION_GROUPS, OPTIONAL_RULES, type OptionalRuleInfo } from '../../../shared/model';
import { OptionalRulesList } from './OptionalRulesList';
import { groupedOptions, initialRules, OFFERED_COUNT, OPTIONAL_RULE_LIST, rulesToSend } from './optionalRules';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
/** The <li> of one option in the markup. */
const item = (html: string, id: string) => html.match(new RegExp(`<li[^>]*data-option="${id}"[^>]*>.*?</li>`))?.[0] ?? '';

describe('New game optional rules list (issue 7)', () => {
  const html = renderToStaticMarkup(<OptionalRulesList rules={{ guardCommitment: true }} onChange={() => {}} />);

  it('every rule appears once, under its heading, the usable ones first', () => {
    expect(html.match(/data-option="/g)).toHaveLength(OPTIONAL_RULES.length);
    expect(groupedOptions().map((g) => g.title)).toEqual(OPTION_GROUPS.map((g) => g.title));
    for (const g of groupedOptions()) {
      const firstNotBuilt = g.rules.findIndex((o) => o.status === 'notBuilt');
      if (firstNotBuilt >= 0) expect(g.rules.slice(firstNotBuilt).every((o) => o.status === 'notBuilt'), g.id).toBe(true);
    }
    expect(text(html)).toContain('Solitaire and standing procedures');
  });

  it('every option can be ticked today; an option not built (12.3.7.4 reaction moves set back in a stand-in list) is greyed, cannot be ticked, comes last in its group and says why on hover', () => {
    expect(item(html, 'reactionMoves')).not.toContain('disabled');
    const unbuilt = OPTIONAL_RULE_LIST.map((o) => (o.id === 'reactionMoves' ? { id: o.id, rule: o.rule, title: o.title, group: o.group, status: 'notBuilt' as const, missing: 'interception and withdrawal during enemy movement are not built' } : o));
    const greyed = renderToStaticMarkup(<OptionalRulesList rules={{ reactionMoves: true }} onChange={() => {}} list={unbuilt} />);
    const leaders = groupedOptions(unbuilt).find((g) => g.rules.some((o) => o.id === 'reactionMoves'))!;
    expect(leaders.rules.at(-1)!.id).toBe('reactionMoves');
    const li = item(greyed, 'reactionMoves');
    expect(li).not.toContain('checked=""');
    expect(li).toContain('disabled=""');
    expect(li).toContain('not built yet');
    expect(li).toMatch(/title="Not built yet: interception and withdrawal during enemy movement/);
  });

  it('12.3.4 guard commitment, built, can be ticked and is ticked here; a partial option (v2.71 10.4.5.3 set back in a stand-in list) says what is missing', () => {
    const guard = item(html, 'guardCommitment');
    expect(guard).not.toContain('disabled');
    expect(guard).toContain('checked=""');
    const partial = OPTIONAL_RULE_LIST.map((o) => (o.id === 'greaterSweden' ? { id: o.id, rule: o.rule, title: o.title, group: o.group, status: 'partial' as const, missing: 'Karelia and Livonia cannot be joined to Sweden' } : o));
    const sweden = item(renderToStaticMarkup(<OptionalRulesList rules={{}} onChange={() => {}} list={partial} />), 'greaterSweden');
    expect(sweden).not.toContain('disabled');
    expect(text(sweden)).toContain('Partly built: Karelia and Livonia cannot be joined to Sweden');
    expect(text(item(html, 'greaterSweden'))).not.toContain('Partly built');
  });

  it('opt:1.1.2 / opt:1.1.2.1 Hither Pomerania and Stettin\'s trade are listed with their numbers, built, unticked', () => {
    for (const [id, number] of [['hitherPomerania', '1.1.2'], ['stettinTrade', '1.1.2.1']] as const) {
      const li = item(html, id);
      expect(li).not.toContain('disabled');
      expect(li).not.toContain('checked=""');
      expect(text(li)).toContain(number);
      expect(text(li)).not.toContain('opt:');
    }
  });

  it('as many rules can be ticked as the model offers', () => {
    const enabled = (html.match(/<input type="checkbox"(?![^>]*disabled)/g) ?? []).length;
    expect(enabled).toBe(OFFERED_COUNT);
    expect(OFFERED_COUNT).toBe((OPTIONAL_RULES as readonly OptionalRuleInfo[]).filter((o) => o.status !== 'notBuilt').length);
  });

  it('opt:7.3.1.2 a v2.71 correction is ticked by default, shows its number and "v2.71 correction", and untick says the printed rule applies', () => {
    const fresh = renderToStaticMarkup(<OptionalRulesList rules={initialRules()} onChange={() => {}} />);
    const on = item(fresh, 'forceMarchRestrictions');
    expect(on).toContain('checked=""');
    expect(text(on)).toContain('7.3.1.2');
    expect(text(on)).not.toContain('opt:');
    expect(text(on)).toContain('v2.71 correction');
    expect(text(on)).not.toContain('first printed');
    // additions stay unticked
    expect(item(fresh, 'guardCommitment')).not.toContain('checked=""');
    const off = item(renderToStaticMarkup(<OptionalRulesList rules={{ ...initialRules(), forceMarchRestrictions: false }} onChange={() => {}} />), 'forceMarchRestrictions');
    expect(off).not.toContain('checked=""');
    expect(text(off)).toContain('Unticked: rule 7.3.1.2 applies as first printed');
  });

  it('an unticked correction is sent to the host as off, not left out (the engine plays corrections by default)', () => {
    const sent = rulesToSend({ ...initialRules(), forceMarchRestrictions: false, guardCommitment: true });
    expect(sent.forceMarchRestrictions).toBe(false);
    expect(sent.landingInBesiegedPort).toBe(true);
    expect(sent.guardCommitment).toBe(true);
    expect(sent.reactionMoves).toBe(false); // built: sent, unticked
  });
});
