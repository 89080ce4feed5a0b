import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { OPTION_GROUPS, OPTIONAL_RULES } from '../../../shared/model';
import { OptionalRulesList } from './OptionalRulesList';
import { groupedOptions, OFFERED_COUNT } from './optionalRules';

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

  it('12.2.2 naval raiding, not built, is greyed, cannot be ticked and says why on hover', () => {
    const li = item(html, 'navalRaiding');
    expect(li).toContain('disabled=""');
    expect(li).toContain('not built yet');
    expect(li).toMatch(/title="Not built yet: the Naval Phase/);
  });

  it('12.3.4 guard commitment, built, can be ticked and is ticked here; 12.3.7.3 partial says what is missing', () => {
    const guard = item(html, 'guardCommitment');
    expect(guard).not.toContain('disabled');
    expect(guard).toContain('checked=""');
    const napoleon = item(html, 'napoleonsRatings');
    expect(napoleon).not.toContain('disabled');
    expect(text(napoleon)).toContain('Partly built: the lower ratings apply in France too');
  });

  it('as many rules can be ticked as the model offers', () => {
    const enabled = (html.match(/<input type="checkbox"(?![^>]*disabled)/g) ?? []).length;
    expect(enabled).toBe(OFFERED_COUNT);
    expect(OFFERED_COUNT).toBe(OPTIONAL_RULES.filter((o) => o.status !== 'notBuilt').length);
  });
});
