import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { ECON_DATA } from '../engine/economicSetup';
import { screenshot } from './helpers';
import { decisionTable } from './decisionTable';

// 13.1.1.1 / 13.1.1.2 the secret setup panel on the table: 13.3 (1809) gives its forces a province,
// so Austria (the served game's first seat) is asked before the first turn. The engine makes the state; the seat's view gets
// Austria's decision, place and date through the test hook (as in landwehr.e2e.ts). Screenshot: test/artifacts/setup-*.png.
function wagram(): GameState {
  const json = JSON.parse(readFileSync(new URL('../../assets/scenarios/13.3-1809-wagram.json', import.meta.url), 'utf8'));
  const g = newGame({ scenario: json, seed: 5, data: ECON_DATA });
  if (!g.ok) throw new Error('1809 rejected');
  return g.value;
}

describe('13.1.1 the setup panel in browser mode', () => {
  // the header follows the 1809 game's own place (before the first turn), not the served game's step
  // and the map behind the panel shows the 1809 game's counters, not the served game's
  const table = decisionTable((seen) => ({
    where: seen['where'], date: seen['date'], winter: seen['winter'], cursor: seen['cursor'], waitingFor: seen['waitingFor'], groups: seen['groups'],
    scenario: seen['scenario'], relations: seen['relations'], minors: seen['minors'], corps: seen['corps'], garrisons: seen['garrisons'], leaders: seen['leaders'], irregulars: seen['irregulars'], depots: seen['depots'], fleets: seen['fleets'],
  }));
  const { inject, panel } = table;

  it('13.1.1.1 Austria picks a corps, then a place in its province; the listed place is preselected; names, never ids', async () => {
    await inject(wagram(), 'austria', ['setup/forces']);
    await expect.poll(() => panel('setup/forces').count()).toBe(1);
    const p = panel('setup/forces');
    const text = await p.innerText();
    expect(text).toMatch(/Set up as listed/);
    expect(text).toMatch(/Corps/);
    expect(text).toMatch(/\(as listed\)/);
    expect(text).not.toMatch(/\bat:|pack:|garrison:k|\bk[a-z0-9]{6}\b/);
    expect(await p.getByRole('button', { name: /Set up as chosen \(0 changes\)/ }).isDisabled()).toBe(true);
    // pick the first force's first other place
    const radios = p.locator('.setup-places input[type="radio"]');
    const n = await radios.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n; i++) {
      if (!(await radios.nth(i).isChecked())) {
        await radios.nth(i).check();
        break;
      }
    }
    await expect.poll(() => p.getByRole('button', { name: /Set up as chosen \(1 change\)/ }).isEnabled()).toBe(true);
    // the tracker and the panel agree: the setup step before the first turn, in the 1809 game's month
    const header = await table.page.locator('.tracker').first().innerText();
    expect(header).toMatch(/Before the first turn/);
    expect(header).toMatch(/Setting up the forces in secret/);
    expect(header).not.toMatch(/Army Reinforcement/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'setup-01-panel');
  });
});
