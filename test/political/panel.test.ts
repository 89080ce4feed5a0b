import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { viewFor } from '../../shared/engine';
import { drive, startPolitical } from './politicalSetup';
import { PoliticalPanel } from '../../renderer/features/political/PoliticalPanel';
import { boardLines, statusPaths } from '../../renderer/features/political/politicalModel';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the Politics panel (10.5 display as a chart, section 4 diplomacy board)', () => {
  // two turns: Austria sues France and cedes Venetia (B.7) with reparations (B.3), Prussia and Spain ally
  let s = startPolitical();
  s = drive(s, (d, now) => {
    if (d.kind === 'political/diplomacy' && d.power === 'france' && !now.political?.notes.length) return 'note:russia:Meet me at Tilsit';
    if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
    if (d.kind === 'political/peaceTerm' && d.power === 'austria') return 'A.1@france';
    if (d.kind === 'political/peaceTerm' && d.power === 'france') {
      const t = now.political?.peace?.treaties.find((x) => x.victor === 'france')?.terms ?? [];
      return t.length === 1 ? 'B.3:2' : t.length === 2 ? 'B.7:minor:venetia' : 'done';
    }
    if (d.kind === 'political/alliances' && (d.power === 'prussia' || d.power === 'spain')) return [d.power === 'prussia' ? 'spain' : 'prussia'];
    return undefined;
  }, (x) => x.date.month === 10 && x.cursor.step === 'political/declarationsOfWar', 3000);

  it('the board lists wars, alliances, enforced peace, access and formal debts; the chart draws a path per power', () => {
    const view = viewFor(s, 'russia');
    const lines = boardLines(view).map((l) => l.text);
    expect(lines).toContain('France at war with Russia');
    expect(lines).toContain('Spain allied with Prussia');
    expect(lines.some((l) => l.startsWith('No war between France and Austria through'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Austria owes France (B.3)'))).toBe(true);
    expect(lines).toContain('Russia has voluntary access to Prussia (march through Silesia only)');
    expect(statusPaths(view).find((p) => p.power === 'austria')!.points.length).toBeGreaterThan(1);
    const html = renderToStaticMarkup(createElement(PoliticalPanel, { view }));
    expect((html.match(/<polyline/g) ?? []).length).toBe(7);
    expect(text(html)).toContain('From France');
    // another power sees no note
    expect(text(renderToStaticMarkup(createElement(PoliticalPanel, { view: viewFor(s, 'austria') })))).not.toContain('Tilsit');
    // a page to look at (test/artifacts), styled as in the app
    mkdirSync('test/artifacts', { recursive: true });
    const css = readFileSync(new URL('../../renderer/features/political/political.css', import.meta.url), 'utf8');
    writeFileSync('test/artifacts/political-panel.html', `<!doctype html><meta charset="utf-8"><style>body{font:13px sans-serif;width:380px;padding:8px} table{border-collapse:collapse} td,th{padding:1px 6px} ${css}</style>${html}`);
  });
});
