import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { applyCommand, commandFor, forceDice, pendingDecisions, viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';
import { drive, startPolitical } from '../political/politicalSetup';
import { closeServedPage, openServedPage, redispatchView, startHotSeatUlm, screenshot, type Served } from './helpers';


/** The UMP Control Step of the economic test campaign with v2.71 4.6.8 overtures (Sweden neutral). */
const overtures = (): GameState =>
  playEconomic(startEconomic((j) => j.minors.push({ id: 'sweden', name: 'Sweden', status: 'neutral', controller: null }), { options: { rules: { minorAlliances: true } } }), undefined, atStep('economic/umpControl', 3));

/** Russia has won Denmark by an overture (6+6, +1): its setup orders are open (4.6.3.4). */
function denmarkSetup(): GameState {
  let s = forceDice(overtures(), [6, 6]);
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'political/minorOverture')) {
    const r = applyCommand(s, commandFor(d, d.power === 'russia' ? 'overture:denmark' : 'none'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

/** Austria surrenders unconditionally to France with a French garrison in Vienna; stops at `stop`. */
function austrianPeace(terms: string[], stop: (s: GameState) => boolean): GameState {
  const s0 = startPolitical();
  const s1: GameState = { ...s0, garrisons: [...s0.garrisons, { nationality: 'france', area: '474' as never, place: { kind: 'city', city: 'vienna' as never }, factors: { infantry: 3 } }] };
  let i = 0;
  return drive(s1, (d) => {
    if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
    if (d.kind === 'political/peaceOffer' && d.power === 'france') return 'unconditional:austria';
    if (d.kind === 'political/peaceAnswer') return 'accept:france';
    if (d.kind === 'political/peaceTerm' && d.power === 'france') return terms[i++] ?? 'done';
    return undefined;
  }, stop);
}

// The political decisions added in sessions 5 and 6 on the table (issue 18): v2.71 4.6.8 overtures,
// the controller's setup of its minor (4.6.3.4), the victor's peace terms (4.4.4) and the C.5
// garrison leaving Vienna (4.4.6.2). The engine plays each situation; the seat's view is given the
// decisions through the test hook (as in navalDecisions.e2e.ts). Screenshots:
// test/artifacts/political-decision-*.png.
describe('political decisions in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const inject = (engine: GameState, power: MajorPower) =>
    redispatchView(page, (view) => {
      const theirs = viewFor(engine, power) as unknown as { decisions: { power: string; kind: string }[] };
      return { decisions: theirs.decisions.filter((d) => d.kind.startsWith('political/') && d.power === power).map((d) => ({ ...d, power: view.viewer })) };
    });
  const panel = (kind: string) => page.locator(`.decision[data-kind="${kind}"]`);

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat game and seats the first power', async () => {
    await startHotSeatUlm(page, served.url);
  });

  it('v2.71 4.6.8 an overture to a minor: minors by name, never ids', async () => {
    await inject(overtures(), 'russia');
    await expect.poll(() => panel('political/minorOverture').count()).toBe(1);
    const text = await panel('political/minorOverture').innerText();
    await screenshot(page, 'political-decision-01-overture');
    expect(text).toMatch(/Denmark/);
    expect(text).not.toMatch(/overture:[a-z]|minor:[a-z]/);
    await page.waitForTimeout(400);
    await screenshot(page, 'political-decision-01-overture');
  });

  it('4.6.3.4 Russia sets up Denmark: its corps, garrisons in its cities and its fleet, by name', async () => {
    await inject(denmarkSetup(), 'russia');
    await expect.poll(() => panel('political/minorSetup').count()).toBe(1);
    const text = await panel('political/minorSetup').innerText();
    await screenshot(page, 'political-decision-02-minor-setup');
    expect(text).toMatch(/Hamburg/);
    expect(text).toMatch(/Denmark II Corps/);
    expect(text).not.toMatch(/denmark-ii|city:|extra:|move:|sea:7/);
    await page.waitForTimeout(400);
    await screenshot(page, 'political-decision-02-minor-setup');
  });

  it('4.4.4 France chooses peace terms from Austria: each term in words', async () => {
    await inject(austrianPeace([], (x) => x.pending.some((d) => d.kind === 'political/peaceTerm')), 'france');
    await expect.poll(() => panel('political/peaceTerm').count()).toBe(1);
    const text = await panel('political/peaceTerm').innerText();
    expect(text).toMatch(/Bohemia/);
    expect(text).not.toMatch(/province:|minor:|B\.4:k/);
    expect(text).toMatch(/the infantry corps at Ulm \(area 320\) \(1 of \d there\)/);
    await page.waitForTimeout(400);
    await screenshot(page, 'political-decision-03-peace-terms');
  });

  it('4.4.6.2 with C.5 the Vienna garrison leaves the capital: the cities by name', async () => {
    await inject(austrianPeace(['C.5'], (x) => x.pending.some((d) => d.kind === 'political/repatriate')), 'france');
    await expect.poll(() => panel('political/repatriate').count()).toBe(1);
    const text = await panel('political/repatriate').innerText();
    await screenshot(page, 'political-decision-04-c5-garrison');
    expect(text).toMatch(/Vienna/);
    expect(text).toMatch(/Gratz/);
    expect(text).toMatch(/must leave the capital city/);
    expect(text).not.toMatch(/47\d:|gratz|Linz, Linz/);
    await page.waitForTimeout(400);
    await screenshot(page, 'political-decision-04-c5-garrison');
  });

  it('4.4.6.2 with C.5 Austria is asked whether the French garrison may stay in Vienna: cities and powers by name', async () => {
    await inject(austrianPeace(['C.5'], (x) => x.pending.some((d) => d.kind === 'political/capitalGarrison')), 'austria');
    await expect.poll(() => panel('political/capitalGarrison').count()).toBe(1);
    const text = await panel('political/capitalGarrison').innerText();
    expect(text).toMatch(/France's garrison of 3 factors in Vienna/);
    expect(text).toMatch(/Let France's garrison stay in Vienna/);
    expect(text).not.toMatch(/garrison:|stay:|leave:|474:/);
    await page.waitForTimeout(400);
    await screenshot(page, 'political-decision-05-capital-garrison');
  });

  it('4.6.3.4 Russia shares Denmark\'s cavalry between its corps: by corps name, never ids', async () => {
    let s = denmarkSetup();
    const d = pendingDecisions(s).find((x) => x.kind === 'political/minorSetup')!;
    const r = applyCommand(s, commandFor(d, 'extra:denmark-ii:3'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    await inject(s, 'russia');
    await expect.poll(() => panel('political/minorSetup').count()).toBe(1);
    const text = await panel('political/minorSetup').innerText();
    expect(text).toMatch(/Denmark II Corps with 1 cavalry factor, 1 in /);
    expect(text).not.toMatch(/cav:|denmark-ii/);
    await panel('political/minorSetup').getByText(/cavalry factor/).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await screenshot(page, 'political-decision-06-minor-cavalry');
  });
});
