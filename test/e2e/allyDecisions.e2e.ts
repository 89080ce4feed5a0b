import { describe, expect, it } from 'vitest';
import { alliedVienna, moveOrderAsked, straitsLeaveAsked, threeAlliesMoveOrderAsked } from '../land/allyStates';
import { screenshot, settleMap } from './helpers';
import { decisionTable } from './decisionTable';

// The ally branch's decisions on the table (session 9): 7.3.8.1 combined-movement allies naming
// their order of movement, 7.4.3.3 Constantinople's neutral holder asked for leave to pass the
// Dardanelles. The engine plays the situation; the seat gets that power's decision through the
// test hook. Screenshots: test/artifacts/ally-decision-*.png.
// the header (the tracker's date, phase and who is deciding) shows the injected game, not the served one
const scene = (seen: Record<string, unknown>) => ({
  date: seen['date'],
  winter: seen['winter'],
  cursor: seen['cursor'],
  where: seen['where'],
  waitingFor: seen['waitingFor'],
  groups: seen['groups'],
  relations: seen['relations'],
});

describe('ally decisions in browser mode', () => {
  const table = decisionTable(scene);
  const { inject, panel } = table;

  it("7.3.8.1 the allies' orders are named by power, never by value", async () => {
    await inject(moveOrderAsked(), 'austria', ['land/moveOrder']);
    await expect.poll(() => panel('land/moveOrder').count()).toBe(1);
    const text = await panel('land/moveOrder').innerText();
    expect(text).toMatch(/Austria, then Great Britain|Austria, then Britain/);
    expect(text).toMatch(/competitive dice/);
    expect(text).not.toMatch(/order:|>/);
    await screenshot(table.page, 'ally-decision-01-move-order');
  });

  it('7.3.8.1 three allies name who moves first, then the rest (3 choices, not 6 orders)', async () => {
    await inject(threeAlliesMoveOrderAsked(), 'austria', ['land/moveOrder']);
    await expect.poll(() => panel('land/moveOrder').count()).toBe(1);
    const text = await panel('land/moveOrder').innerText();
    expect(text).toMatch(/who moves first/);
    expect(text).toMatch(/Russia first/);
    expect(text).not.toMatch(/, then /);
    await screenshot(table.page, 'ally-decision-03-move-order-three');
  });

  it('7.4.3.3 the holder of Constantinople reads who asks and answers grant or refuse', async () => {
    await inject(straitsLeaveAsked(), 'russia', ['land/straitsLeave']);
    await expect.poll(() => panel('land/straitsLeave').count()).toBe(1);
    const text = await panel('land/straitsLeave').innerText();
    expect(text).toMatch(/France asks leave to trace sea supply through the Dardanelles/);
    expect(text).toMatch(/Give France leave to pass/);
    expect(text).toMatch(/Refuse France/);
    expect(text).not.toMatch(/grant:|refuse:/);
    await screenshot(table.page, 'ally-decision-02-straits-leave');
  });
});

describe('7.3.3 an allied garrison on the map', () => {
  const table = decisionTable((seen) => ({ corps: seen.corps, garrisons: seen.garrisons }));
  it('7.3.3 Vienna shows the Austrian garrison beside the Russian one and the Russian corps inside', async () => {
    const s = alliedVienna();
    await table.inject(s, 'russia', []);
    await table.page.waitForTimeout(800);
    await table.page.getByLabel(/Find an area number/).fill('Vienna');
    await table.page.keyboard.press('Enter');
    await table.page.locator('.map-view').focus();
    await table.page.keyboard.press('+');
    await settleMap(table.page);
    await screenshot(table.page, 'ally-map-01-vienna');
    // the area's panel names both powers' garrisons in the city
    const info = await table.page.locator('.map-info').innerText();
    expect(info).toMatch(/Austrian garrison of Vienna: 4 Mil/);
    expect(info).toMatch(/Russian garrison of Vienna: 1 Inf/);
    // 7.3.3 the Russian corps is said to be inside the city, not in the field
    expect(info).toMatch(/\(inside Vienna\): /);
    const garrisons = s.garrisons.filter((g) => g.area === '474' && g.place.kind === 'city');
    expect(garrisons.map((g) => g.nationality).sort()).toEqual(['austria', 'russia']);
  });
});

describe('4.4.6.4 / 10.2.2 a ceded province on the political map', () => {
  // France holds the Tyrol, ceded by Austria: the province takes France's colour in the political mode
  const table = decisionTable(() => ({ ceded: [{ province: 'tyrol', home: 'austria', holder: 'france' }] }));
  it("4.4.6.4 the Tyrol ceded to France is drawn in France's colour", async () => {
    await table.inject(alliedVienna(), 'austria', []);
    await table.page.getByRole('radio', { name: 'Political' }).click();
    await table.page.getByLabel(/Find an area number/).fill('Tyrol');
    await table.page.keyboard.press('Enter');
    await settleMap(table.page);
    expect(await table.page.evaluate('window.__eiaMap.getMode()')).toBe('political');
    await screenshot(table.page, 'ally-map-02-ceded-tyrol');
  });
});
