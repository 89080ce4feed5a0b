import { describe, expect, it } from 'vitest';
import type { GameState, MajorPower } from '../../model';
import { startEconomic } from '../../../test/engine/economicSetup';
import { byPercentage, britishTradeOff, isShorterCampaign, judgeCampaign, pairReaches, victoryLevelOf, victoryPointSteps } from './victory';

const levels = { france: 440, britain: 308, spain: 264, austria: 264, prussia: 352, russia: 308, turkey: 220 };
const withOptions = (s: GameState, rules: Record<string, boolean>): GameState => ({ ...s, options: { ...s.options, rules: { ...s.options.rules, ...rules } } });
const totals = (over: Partial<Record<MajorPower, number>>) => ({ france: 100, britain: 100, spain: 100, austria: 100, prussia: 100, russia: 100, turkey: 100, ...over });

describe('8.1.3.2 campaign victory (rules)', () => {
  const s = startEconomic();

  it('8.1.3.2.1 the victory levels of the chart', () => {
    for (const [p, level] of Object.entries(levels)) expect(victoryLevelOf(p as MajorPower)).toBe(level);
  });

  it('8.1.2 Great Britain spends at most a third of its gain, on an enemy only', () => {
    expect(britishTradeOff(s, 6)).toEqual({ enemies: ['france'], most: 2 });
    expect(britishTradeOff(s, 8).most).toBe(2);
  });

  it('8.1.3.2.2 the 1805 Grand Campaign has 44 Victory Points Steps: a year of it is a shorter campaign', () => {
    expect(victoryPointSteps({ month: 1, year: 1805 }, { month: 12, year: 1815 })).toBe(44);
    expect(isShorterCampaign(s, { month: 1, year: 1806 })).toBe(true);
    expect(isShorterCampaign({ ...s, scenario: { ...s.scenario, end: { month: 12, year: 1815 } } }, { month: 1, year: 1805 })).toBe(false);
  });

  it('8.1.3.2.2 the largest share of a level wins; a two-power player averages its shares', () => {
    expect(byPercentage(s, totals({ turkey: 110 })).winners).toEqual(['turkey']); // 110/220 = 50% beats 100/264 = 37.9%
    const paired: GameState = { ...s, economy: { ...s.economy!, players: [['spain', 'turkey']] } };
    // Spain-Turkey average (100/264 + 110/220) / 2 = 43.9% against Austria's 37.9%
    expect(byPercentage(paired, totals({ turkey: 110 })).winners).toEqual(['spain', 'turkey']);
  });

  it('8.1.3.2.3.3 (as printed) one power\'s surplus may carry its partner to its level', () => {
    expect(pairReaches([{ vp: 300, level: 264 }, { vp: 200, level: 220 }])).toBe(true); // 36 over covers 20 short
    expect(pairReaches([{ vp: 270, level: 264 }, { vp: 200, level: 220 }])).toBe(false);
  });

  it('opt:8.1.3.2 only announced powers win; a level reached but unannounced at the end is a draw', () => {
    const full = { announced: [] as MajorPower[], final: true, shorter: false };
    expect(judgeCampaign(s, totals({ prussia: 360 }), full)).toMatchObject({ winners: [], draw: true });
    expect(judgeCampaign(s, totals({ prussia: 360 }), { ...full, announced: ['prussia'] })).toMatchObject({ winners: ['prussia'], draw: false });
    // an announcement under the level (after negative national objectives) wins nothing, and play goes on
    expect(judgeCampaign(s, totals({ prussia: 340 }), { announced: ['prussia'], final: false, shorter: false })).toBeNull();
  });

  it('8.1.3.2 (as printed) every power at its level wins at the end; nobody there: Great Britain wins', () => {
    const printed = withOptions(s, { campaignVictoryV271: false });
    expect(judgeCampaign(printed, totals({ prussia: 360 }), { announced: [], final: true, shorter: false })?.winners).toEqual(['prussia']);
    expect(judgeCampaign(printed, totals({}), { announced: [], final: true, shorter: false })?.winners).toEqual(['britain']);
    expect(judgeCampaign(withOptions(s, {}), totals({}), { announced: [], final: true, shorter: false })?.winners).toEqual(['britain']);
  });
});
