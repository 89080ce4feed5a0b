import { describe, expect, it } from 'vitest';
import { moveOrderAsked, straitsLeaveAsked } from '../land/allyStates';
import { screenshot } from './helpers';
import { decisionTable } from './decisionTable';

// The ally branch's decisions on the table (session 9): 7.3.8.1 combined-movement allies naming
// their order of movement, 7.4.3.3 Constantinople's neutral holder asked for leave to pass the
// Dardanelles. The engine plays the situation; the seat gets that power's decision through the
// test hook. Screenshots: test/artifacts/ally-decision-*.png.
describe('ally decisions in browser mode', () => {
  const table = decisionTable();
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
