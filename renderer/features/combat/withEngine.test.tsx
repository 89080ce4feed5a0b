// The combat view and dialogs against real battles: whole 1805 games played by the engine's
// standing procedures (shared/engine/auto), every battle view and combat decision drawn the way
// the game screen draws them. Test only: the renderer itself never imports the engine.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyCommand, commandFor, gameDataFromMap, newGame, viewFor } from '../../../shared/engine';
import { autoAnswer, seededRng } from '../../../shared/engine/auto';
import { loadMap } from '../../../shared/data/map';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { GameState } from '../../../shared/model/state';
import type { PowerView } from '../../../shared/model/view';
import { DecisionCard } from '../decisions/decisionUi';
import { CombatView } from './CombatView';
import { battleToShow, NOTHING_SEEN, ownChit } from './battleShelf';

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(loaded.map);
const scenario = JSON.parse(readFileSync(new URL('../../../assets/scenarios/13.2-1805-ulm-austerlitz.json', import.meta.url), 'utf8'));
const view = (s: GameState, who: PowerView['viewer']) => viewFor(s, who) as unknown as PowerView;
const names = (a: string) => `area ${a}`;

describe('combat view with the engine', () => {
  it('7.5 draws every battle and combat decision of seeded 1805 games; only legal options are enabled; chits stay secret until revealed', () => {
    const kinds = new Map<string, number>();
    let battles = 0;
    let drawn = 0;
    for (const seed of [2]) {
      const r = newGame({ scenario, seed, data });
      if (!r.ok) throw new Error('scenario rejected');
      let s = r.value;
      const rng = seededRng(seed);
      for (let i = 0; i < 900 && !s.over && battles < 4; i++) {
        const d = s.pending[0]!;
        if (d.kind.startsWith('land/combat')) {
          kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
          const v = view(s, d.power);
          if (d.kind !== 'land/combatOrder') expect(v.battle, `${d.kind} comes with its battle in the view`).not.toBeNull();
          const own = v.decisions.find((x) => x.id === d.id)!;
          const html = renderToStaticMarkup(<DecisionCard decision={own} busy={false} onAnswer={() => {}} battle={v.battle} />);
          const legal = own.options.filter((o) => o.verdict.ok).length;
          const illegal = own.options.length - legal;
          // every illegal option is drawn disabled with its rule; the legal ones are enabled
          expect((html.match(/disabled=""/g) ?? []).length, d.kind).toBeGreaterThanOrEqual(illegal);
          for (const o of own.options.filter((x) => !x.verdict.ok)) expect(html).toContain(`Not allowed (rule ${(o.verdict as { rule: string }).rule})`);
          if (d.kind === 'land/combatChit') {
            expect(html).toContain('data-testid="odds-preview"');
            // issue 15: every pairing of the preview carries the whole first day
            expect(v.battle!.odds!.rows.every((r) => r.day && r.day.days === 2000)).toBe(true);
            expect(html).toContain('The whole first day');
            // the other side's seat: the chooser's answer (if given already) is not drawn
            const b = v.battle!;
            const other = (b.attacker.powers.includes(d.power) ? b.defender : b.attacker).leadPower;
            const ov = view(s, other);
            const sheet = renderToStaticMarkup(<CombatView battle={ov.battle!} viewer={other} areaName={names} ownChit={ownChit(ov)} />);
            expect(sheet.match(/chit, face down/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
          }
        }
        for (const who of ['france', 'austria', 'russia'] as const) {
          const v = view(s, who);
          const shown = battleToShow(v, NOTHING_SEEN);
          if (!shown) continue;
          const html = renderToStaticMarkup(<CombatView battle={shown.battle} viewer={who} areaName={names} ownChit={shown.inProgress ? ownChit(v) : null} />);
          expect(html).toContain('data-testid="combat-view"');
          // 2.4.2 a unit whose strength the view withholds is drawn without it
          const hidden = [...shown.battle.attacker.units, ...shown.battle.defender.units].filter((u) => u.factors === null).length;
          expect((html.match(/strength hidden/g) ?? []).length).toBe(hidden);
          drawn++;
        }
        const before = s.turn.land?.battles?.length ?? 0;
        const a = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
        if (!a.ok) throw new Error(`refused ${d.kind}: ${a.error.message}`);
        s = a.state;
        if ((s.turn.land?.battles?.length ?? 0) > before) battles++;
      }
    }
    expect(battles).toBeGreaterThanOrEqual(1);
    expect(kinds.get('land/combatChit') ?? 0).toBeGreaterThanOrEqual(2);
    expect(drawn).toBeGreaterThan(0);
  }, 180_000);
});
