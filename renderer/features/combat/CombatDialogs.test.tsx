import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DecisionOption, PendingDecision } from '../../../shared/model/decisions';
import { ChitDialog, DivisionDialog, EndOfDayDialog, LossDialog, parseLosses, RetreatDialog } from './CombatDialogs';
import { battleAtChits, finishedBattle } from './testBattle';

const ok = { ok: true } as const;
const no = (rule: string, detail: string) => ({ ok: false, code: 'illegalOption', rule, detail }) as const;
const decision = (kind: string, options: DecisionOption[], power: PendingDecision['power'] = 'russia'): PendingDecision =>
  ({ id: 'd1', power, kind, step: 'land/fieldCombat', rule: '7.5.2.1', prompt: 'Choose.', secret: true, select: 'one', group: 'g1', options }) as unknown as PendingDecision;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const noop = () => {};

describe('combat dialogs', () => {
  const chits = decision('land/combatChit', [
    { value: 'defend', label: 'Defend', verdict: ok },
    { value: 'withdraw', label: 'Withdraw', verdict: ok },
    { value: 'outflank', label: 'Outflank', verdict: no('7.5.2.1', 'needs two non-artillery corps and a leader') },
  ]);

  it('7.5.2.1 lists each chit; an illegal one is disabled with its rule and reason', () => {
    const html = renderToStaticMarkup(<ChitDialog decision={chits} busy={false} onAnswer={noop} battle={battleAtChits()} />);
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html.match(/disabled=""/g)).toHaveLength(1);
    expect(html).toMatch(/data-value="outflank"[^>]*>|title="Not allowed \(rule 7\.5\.2\.1\): needs two non-artillery corps and a leader"/);
    expect(text(html)).toContain('needs two non-artillery corps and a leader 7.5.2.1');
    // the first legal chit is preselected
    expect(html).toMatch(/checked="" value="defend"/);
  });

  it('7.5.2.1 shows the engine\'s odds preview to the power choosing, from its own side', () => {
    const html = renderToStaticMarkup(<ChitDialog decision={chits} busy={false} onAnswer={noop} battle={battleAtChits()} />);
    expect(html).toContain('data-testid="odds-preview"');
    const t = text(html);
    expect(t).toContain('enemy strengths estimated');
    // rows are Russia's (defender) chits, columns the attacker's
    expect(t).toMatch(/Yours \\ theirs Asslt Outfl\. mean · worst Defend/);
    expect(html).toContain('title="Assault">Asslt</th>');
    // issue 15: the whole first day: defend vs assault: defender wins 20%, attacker 30%, losses over the day 9 (ours) / 7 (theirs)
    expect(t).toContain('The whole first day');
    expect(t).toContain('Defend 20% / 30% ⚑ −9 / −7');
    expect(t).toContain('↷50%');
    // the pairing that switches off Russia's commander is flagged and listed under the table
    expect(html).toContain('class="odds-flagged"');
    expect(t).toContain('⚑ Defend against Assault: your commander modifier does not count');
    // each row: the mean and the worst chance to win over the enemy's chits
    expect(t).toMatch(/Defend .*20% · 20%/);
  });

  it('7.5.2.1 no odds preview without one for this power (another seat, or none sent)', () => {
    const france = decision('land/combatChit', [{ value: 'assault', label: 'Assault', verdict: ok }], 'france');
    expect(renderToStaticMarkup(<ChitDialog decision={france} busy={false} onAnswer={noop} battle={battleAtChits()} />)).not.toContain('odds-preview');
    expect(renderToStaticMarkup(<ChitDialog decision={chits} busy={false} onAnswer={noop} battle={finishedBattle()} />)).not.toContain('odds-preview');
  });

  it('7.5.2.9.2 loss allocations: only the legal ones can be chosen; the others say why', () => {
    const d = decision('land/combatLosses', [
      { value: 'infantry:3,cavalry:1', label: '3 infantry, 1 cavalry', verdict: ok },
      { value: 'infantry:4', label: '4 infantry', verdict: no('7.5.2.9.2.2', 'one loss must be cavalry in the round the side breaks') },
      { value: 'militia:2,infantry:2', label: '2 militia, 2 infantry', verdict: no('7.5.2.9.2.1', 'no militia once morale loss reaches 2') },
    ]);
    const html = renderToStaticMarkup(<LossDialog decision={d} busy={false} onAnswer={noop} />);
    expect(html.match(/disabled=""/g)).toHaveLength(2);
    const t = text(html);
    expect(t).toContain('−3 Inf −1 Cav');
    expect(t).toContain('(the cheapest factors)');
    expect(t).toContain('one loss must be cavalry in the round the side breaks 7.5.2.9.2.2');
    expect(t).toContain('no militia once morale loss reaches 2 7.5.2.9.2.1');
  });

  it('parses a loss value by type, ignoring unknown types', () => {
    expect(parseLosses('infantry:2,cavalry:1')).toEqual({ infantry: 2, cavalry: 1 });
    expect(parseLosses('cossack:1,bogus:3')).toEqual({ cossack: 1 });
    expect(parseLosses('')).toEqual({});
  });

  it('7.5.2.3 division: corps to tick, named from the battle, the first legal division ticked', () => {
    const d = decision('land/combatDivision', [
      { value: 'kf04', label: 'kf04', verdict: ok },
      { value: 'kf03,kf04', label: 'kf03 kf04', verdict: ok },
      { value: 'kf01,kf03,kf04', label: 'all', verdict: no('7.5.2.3.1', 'the pinning force needs a corps') },
    ]);
    const html = renderToStaticMarkup(<DivisionDialog decision={d} busy={false} onAnswer={noop} battle={finishedBattle()} />);
    const t = text(html);
    expect(t).toContain('I Corps (Bernadotte)');
    expect(t).toContain('IV Corps (Soult)');
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(t).toContain('outflanking: 1 corps');
    expect(html).not.toMatch(/class="decision-submit" disabled=""/);
  });

  it('7.5.2.3 division: with no legal division the submit button stays disabled', () => {
    const d = decision('land/combatDivision', [{ value: 'kf01', label: 'kf01', verdict: no('7.5.2.3.2', 'outflankers need a leader') }]);
    const html = renderToStaticMarkup(<DivisionDialog decision={d} busy={false} onAnswer={noop} />);
    expect(html).toMatch(/class="decision-submit" disabled=""/);
    expect(text(html)).toContain('Not a division the rules allow here');
  });

  it('7.5.2.10.3 retreat routes read as area names; 7.5.2.13 fight or withdraw in words', () => {
    const d = decision('land/combatRetreat', [
      { value: '469>465', label: 'Retreat to Moravia (area 469) → Bohemia (area 465)', verdict: ok },
      { value: '471', label: 'Retreat to Moravia (area 471)', verdict: no('7.5.2.10.3', 'enemy-occupied') },
    ]);
    const t = text(renderToStaticMarkup(<RetreatDialog decision={d} busy={false} onAnswer={noop} />));
    // issue 15: the engine's label names the areas; the dialog shows the route as it reads
    expect(t).toContain('Moravia (area 469) → Bohemia (area 465)');
    expect(t).toContain('enemy-occupied 7.5.2.10.3');
    const e = decision('land/combatEndOfDay', [
      { value: 'fight', label: 'fight', verdict: ok },
      { value: 'withdraw', label: 'withdraw', verdict: ok },
    ]);
    const t2 = text(renderToStaticMarkup(<EndOfDayDialog decision={e} busy={false} onAnswer={noop} />));
    expect(t2).toContain('Fight on tomorrow');
    expect(t2).toContain('Withdraw tonight');
    expect(t2).toContain('Give the order (secret)');
  });
});
