// 10.3.1.2.1 voluntary access may not be withdrawn from forces already inside, played through
// the Diplomacy step's options (issue 18, general branch).
import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { DATA, startPolitical } from '../political/politicalSetup';

const prussianArea = (DATA.land!.landAreas ?? []).find((a) => DATA.land!.area(a)?.homeOf === 'prussia')!;

function withdrawOption(s: GameState) {
  const d = pendingDecisions(s).find((x) => x.kind === 'political/diplomacy' && x.power === 'prussia')!;
  return d.options.find((o) => o.value === 'withdraw:russia')!;
}

describe('10.3.1.2.1 general access rules', () => {
  it('10.3.1.2.1 Prussia may not withdraw the access it gave Russia while a Russian corps stands in Prussia', () => {
    const s = startPolitical((j) => {
      const corps = (j as unknown as { forces: { corps: { nationality: string; area: string }[] } }).forces.corps;
      corps.find((c) => c.nationality === 'russia')!.area = prussianArea;
    });
    expect(s.cursor.step).toBe('political/diplomacy');
    expect(withdrawOption(s).verdict).toMatchObject({ ok: false, rule: '10.3.1.2.1' });
  });

  it('10.3.1.2.1 with no Russian forces inside, the access may be withdrawn', () => {
    const s = startPolitical((j) => {
      const corps = (j as unknown as { forces: { corps: { nationality: string; area: string }[] } }).forces.corps;
      for (const c of corps) if (c.nationality === 'russia' && DATA.land!.area(c.area as never)?.homeOf === 'prussia') c.area = '194';
    });
    expect(withdrawOption(s).verdict).toEqual({ ok: true });
  });
});
