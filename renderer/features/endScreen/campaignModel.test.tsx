// The campaign's end screen against the engine: the Economic Phase test campaign (January 1806 -
// March 1807) started with the 14.2 bidding for two players with two powers each, played to its
// end by the standing procedures. Test only: the renderer itself never imports the engine.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor } from '../../../shared/engine';
import { autoPlay, seededRng } from '../../../shared/engine/auto';
import { ECON_DATA, startEconomic } from '../../../test/engine/economicSetup';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { PowerView } from '../../../shared/model/view';
import { campaignEndSummary } from './campaignModel';
import { EndScreen } from './EndScreen';

// 8.1.3.2.3.2 the final count of controlled manpower (v2.71's national objectives switched off)
const played = autoPlay(startEconomic(() => {}, { options: { selection: { players: 2, twoPowers: true }, rules: { nationalObjectives: false } } }), { rng: seededRng(4), data: ECON_DATA, maxCommands: 20_000 });
const view = viewFor(played.state, 'spectator', { data: ECON_DATA }) as unknown as PowerView;

describe('the campaign end screen (8.1.3.2, 14.2)', () => {
  it('the test campaign ends, with the bidding done first', () => {
    expect(played.stopped).toBeNull();
    expect(played.state.selection!.players.map((p) => p.powers.length)).toEqual([2, 2]);
    expect(played.state.selection!.umps).toHaveLength(3);
  });

  it('8.1.3.2.3 the final count per power: victory points, controlled manpower added, the level; UMPs marked', () => {
    const s = campaignEndSummary(view, {})!;
    expect(s.rows).toHaveLength(7);
    for (const r of s.rows) expect(r.total).toBe(r.victoryPoints + r.extra);
    expect(s.rows[0]!.extraLabel).toBe('controlled manpower');
    expect(s.rows[0]!.extraRule).toBe('8.1.3.2.3.2');
    // 8.1.3.2.1 the levels of the reconstructed chart (44 x (start box VP + 1))
    expect(s.rows.find((r) => r.power === 'france')!.level).toBe(440);
    expect(s.rows.filter((r) => r.playedBy === 'uncontrolled (14.3)').map((r) => r.power).sort()).toEqual([...played.state.selection!.umps].sort());
    expect(s.rows.some((r) => r.extra > 0)).toBe(true);
  });

  it('8.1 victory points over time: one point per Victory Points Step (March, June, September, December 1806, March 1807)', () => {
    const s = campaignEndSummary(view, {})!;
    expect(s.series.map((x) => x.points.length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(s.series[0]!.points[0]!.label).toBe('March 1806');
  });

  it('14.2.2 a two-power player is named once, by name, with both powers', () => {
    const pair = played.state.selection!.players[0]!.powers;
    const s = campaignEndSummary(view, { [pair[0]!]: 'Ann', [pair[1]!]: 'Ann' })!;
    expect(s.rows.find((r) => r.power === pair[0])!.playedBy).toMatch(/^Ann \(/);
    const html = renderToStaticMarkup(<EndScreen view={view} onClose={() => {}} onLeave={() => {}} />);
    expect(html).toContain('data-testid="campaign-final"');
    expect(html).toContain('data-testid="campaign-vp-chart"');
    expect(html).toContain(view.economy!.outcome!.how);
  });
});
