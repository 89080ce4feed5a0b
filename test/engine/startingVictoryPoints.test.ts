// 2.4.3.2 victory points start at the campaign's values and may go below zero: a winning bid
// (14.2.1) comes off them.
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { ECON_DATA, economicCampaign, startEconomic } from './economicSetup';

function bid(s: GameState, power: MajorPower, choice: string): GameState {
  const d = s.pending.find((x) => x.power === power && x.kind === 'campaign/bid');
  if (!d) throw new Error(`no bid for ${power}`);
  const r = applyCommand(s, { type: 'campaign/bid', power, decisionId: d.id, choice }, ECON_DATA);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

describe('2.4 / 2.4.3 setting up from the campaign', () => {
  it('2.4 the corps and garrisons stand where the campaign sets them up', () => {
    const s = startEconomic((j) => {
      j.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { infantry: 3, militia: 2 } }];
    });
    expect(s.garrisons).toEqual([
      { nationality: 'austria', area: '474', place: { kind: 'city', city: 'vienna' }, factors: { infantry: 3, militia: 2 } },
    ]);
    const json = (economicCampaign().forces.corps ?? []).filter((c) => typeof c.area === 'string');
    expect(json.length).toBeGreaterThan(5);
    for (const c of json) expect(s.corps.find((k) => k.id === c.id)?.location).toMatchObject({ kind: 'area', area: c.area });
  });

  it("2.4.3.1 the game begins at the campaign's starting date", () => {
    const s = startEconomic((j) => {
      j.start = { month: 4, year: 1807 };
      j.end = { month: 12, year: 1808 };
    });
    expect(s.date).toEqual({ month: 4, year: 1807 });
  });

  it("2.4.3.2 each power starts with the campaign's victory points; a winning bid larger than them leaves them negative", () => {
    const s = startEconomic(
      (j) => {
        j.powers.france!.victoryPoints = 2;
        j.powers.britain!.victoryPoints = 7;
      },
      { options: { selection: { players: 3 } } },
    );
    expect(s.powers.france.victoryPoints).toBe(2);
    expect(s.powers.britain.victoryPoints).toBe(7);
    let x = bid(s, 'britain', 'france=5');
    x = bid(x, 'france', 'britain=4');
    x = bid(x, 'russia', 'none');
    expect(x.powers.france.victoryPoints).toBe(-3);
    expect(x.powers.britain.victoryPoints).toBe(3);
    expect(x.powers.russia.victoryPoints).toBe(s.powers.russia.victoryPoints);
  });
});
