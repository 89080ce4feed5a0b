import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DecisionKind, PendingDecision } from '../../../shared/model/decisions';
 
import { DECISION_KINDS } from '../../../shared/model/decisions';
import { DecisionCard, decisionUi } from './decisionUi';
import { verdictTip } from './decisionProps';

const decision = (kind: DecisionKind, select: 'one' | 'many'): PendingDecision =>
  ({
    id: 'd9',
    power: 'russia',
    kind,
    step: 'political/declarationsOfWar',
    rule: '4.2',
    prompt: 'Choose.',
    secret: true,
    select,
    group: null,
    options: [
      { value: 'france', label: 'France', verdict: { ok: true } },
      { value: 'austria', label: 'Austria', verdict: { ok: false, code: 'enforcedPeace', rule: '4.4.6.3', detail: 'peace until June 1806' } },
    ],
  }) as PendingDecision;

describe('decision UI', () => {
  it('lists every option; an illegal one is disabled with its rule and detail in the tooltip', () => {
    for (const [kind, select] of [['political/declareWar', 'many'], ['land/announcePosition', 'one'], ['land/movement', 'one'], ['sequence/acknowledge', 'one']] as const) {
      const html = renderToStaticMarkup(<DecisionCard decision={decision(kind, select)} busy={false} onAnswer={() => {}} />);
      expect(html).toContain('France');
      expect(html).toContain('Austria');
      expect(html).toContain('title="Not allowed (rule 4.4.6.3): peace until June 1806"');
      expect(html.match(/disabled=""/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(html).toContain('data-kind="' + kind + '"');
    }
  });

  it('the tooltip falls back to the code when there is no detail, and is absent for legal options', () => {
    expect(verdictTip({ ok: false, code: 'selfTarget', rule: '4.2' })).toBe('Not allowed (rule 4.2): selfTarget');
    expect(verdictTip({ ok: true })).toBeUndefined();
  });

  it('has a component for every decision kind of the model, and no other', () => {
    expect(Object.keys(decisionUi).sort()).toEqual([...DECISION_KINDS].sort());
  });

  it('7.5.4.1.3.3 a siege combat loss asks to lose the factor chosen; other siege decisions give an order', () => {
    const loss = { ...decision('land/siege', 'one'), rule: '7.5.4.1.3.3', options: [
      { value: 'loss:vienna:militia:garrison:austria', label: '1 militia factor of the Vienna garrison', verdict: { ok: true } },
      { value: 'loss:vienna:cavalry:k1', label: '1 cavalry factor of k1', verdict: { ok: true } },
    ] } as PendingDecision;
    const html = renderToStaticMarkup(<DecisionCard decision={loss} busy={false} onAnswer={() => {}} />);
    expect(html).toContain('1 cavalry factor of k1');
    expect(html).toContain('Lose this factor');
    const order = { ...loss, options: [{ value: 'end', label: 'End', verdict: { ok: true } }] } as PendingDecision;
    expect(renderToStaticMarkup(<DecisionCard decision={order} busy={false} onAnswer={() => {}} />)).toContain('Give the siege order');
  });

  it('7.3.8.1 the order of movement: a place question asks who moves first or next, the last question names the order', () => {
    const first = { ...decision('land/moveOrder', 'one'), rule: '7.3.8.1', group: null, options: [
      { value: 'order:russia', label: 'Russia first', verdict: { ok: true } },
      { value: 'order:austria', label: 'Austria first', verdict: { ok: true } },
    ] } as PendingDecision;
    const html = renderToStaticMarkup(<DecisionCard decision={first} busy={false} onAnswer={() => {}} />);
    expect(html).toContain('Choose who moves first');
    expect(html).not.toContain('Name this order');
    const next = { ...first, options: [{ value: 'order:russia>austria', label: 'Austria next', verdict: { ok: true } }] } as PendingDecision;
    expect(renderToStaticMarkup(<DecisionCard decision={next} busy={false} onAnswer={() => {}} />)).toContain('Choose who moves next');
    const last = { ...first, secret: false, group: 'g1', options: [{ value: 'order:russia>austria>prussia', label: 'Russia, Austria, Prussia', verdict: { ok: true } }] } as PendingDecision;
    expect(renderToStaticMarkup(<DecisionCard decision={last} busy={false} onAnswer={() => {}} />)).toContain('Name this order');
  });

  it('order labels go through the labeller; values are untouched', () => {
    const html = renderToStaticMarkup(<DecisionCard decision={decision('land/movement', 'one')} busy={false} onAnswer={() => {}} labelOf={(l) => l.toUpperCase()} />);
    expect(html).toContain('FRANCE');
  });

  it('an area picked on the map narrows a list of orders to that area and its counters, keeping End', () => {
    const d = {
      ...decision('land/movement', 'one'),
      options: [
        { value: 'end', label: 'End land movement', verdict: { ok: true } },
        { value: 'move:kaaa:316', label: 'kaaa to 316', verdict: { ok: true } },
        { value: 'move:kbbb:317', label: 'kbbb to 317', verdict: { ok: true } },
        { value: 'march:kccc', label: 'kccc force marches', verdict: { ok: true } },
      ],
    } as PendingDecision;
    const html = renderToStaticMarkup(<DecisionCard decision={d} busy={false} onAnswer={() => {}} focus={{ label: 'Palatinate (316)', tokens: ['316', 'kccc'], clear: () => {} }} />);
    expect(html).toContain('End land movement');
    expect(html).toContain('kaaa to 316');
    expect(html).toContain('kccc force marches');
    expect(html).not.toContain('kbbb');
    expect(html).toContain('Orders for Palatinate (316) (3)');
  });
});
