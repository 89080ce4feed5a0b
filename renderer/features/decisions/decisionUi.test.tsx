import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DecisionKind, PendingDecision } from '../../../shared/model/decisions';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- test only: the model's list of kinds
import { DECISION_KINDS } from '../../../shared/model/decisions';
import { DecisionCard, decisionUi, verdictTip } from './decisionUi';

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

  it('order labels go through the labeller; values are untouched', () => {
    const html = renderToStaticMarkup(<DecisionCard decision={decision('land/movement', 'one')} busy={false} onAnswer={() => {}} labelOf={(l) => l.toUpperCase()} />);
    expect(html).toContain('FRANCE');
  });
});
