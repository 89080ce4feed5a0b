// 6.2 / 6.3 the Naval Phase on the table against the engine: fleets placed on the map from the
// view, the places offered to a moving stack lit with their costs, pointing at an area giving the
// order, and the naval combat sheet of the rulebook's example (6.3.3.4). Test only: the renderer
// itself never imports the engine.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor } from '../../../shared/engine';
import { answer, atStep, playUntil, startNaval } from '../../../test/engine/naval/navalSetup';
import { exampleScenario, fightTheExample, sailIntoTheChannel } from '../../../test/engine/naval/example6334';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { GameState } from '../../../shared/model/state';
import type { PowerView } from '../../../shared/model/view';
import { loadedMap } from '../game/mapData';
import { fleetMarks, navalTargets, navalMovement, pointedOrder } from './navalMap';
import { NavalBattleSheet, navalBattleToShow } from './NavalBattleSheet';

const loaded = loadedMap();
if (!loaded.ok) throw new Error('map');
const geometry = loaded.geometry;
const view = (s: GameState, who: PowerView['viewer']) => viewFor(s, who) as unknown as PowerView;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('fleets on the map', () => {
  it('2.4.2 every fleet is drawn where it stands with its ship count, grouped by place (Portsmouth port, the Channel 735)', () => {
    const s = startNaval(exampleScenario());
    const marks = fleetMarks(view(s, 'france'), geometry);
    expect(marks.map((m) => [m.place, m.kind, m.area, m.fleets.map((f) => f.ships)])).toEqual([
      ['port:portsmouth', 'port', '774', [20, 20, 20]],
      ['sea:735', 'sea', '735', [11, 10, 10]],
    ]);
    // the port mark sits on Portsmouth's city symbol, the sea mark near the area's label
    expect(marks[0]!.at).toEqual(geometry.cities.find((c) => c.id === 'portsmouth')!.at);
    const label = geometry.areas['735']!.label;
    expect(Math.hypot(marks[1]!.at[0] - label[0], marks[1]!.at[1] - label[1])).toBeLessThan(30);
  });

  it('6.2.7 a fleet in a blockade box is drawn on the box', () => {
    const s = startNaval(exampleScenario());
    const v = view(s, 'britain');
    const boxed = { ...v, fleets: [{ ...v.fleets[0]!, location: { kind: 'blockade' as const, city: 'brest' as never } }] };
    const [m] = fleetMarks(boxed, geometry);
    expect(m).toMatchObject({ place: 'box:brest', kind: 'box' });
    expect(m!.at).toEqual(geometry.portBoxes.find((b) => b.city === 'brest')!.at);
  });
});

describe('6.2 naval movement by pointing', () => {
  const moving = () => {
    let s = startNaval(exampleScenario());
    s = playUntil(s, atStep('naval/movement', 'britain'));
    return s;
  };

  it('6.2.2.1 with no stack under way, pointing at Portsmouth\'s area offers no single order (three fleets there); the panel lists them', () => {
    const v = view(moving(), 'britain');
    expect(pointedOrder(v, geometry, '774')).toBeNull();
    expect(navalTargets(navalMovement(v), geometry)).toEqual([]);
  });

  it('6.2.1 a picked stack in Portsmouth: the places offered are lit with the engine\'s cost, and pointing at the Channel (734) sails there', () => {
    const s = answer(moving(), 'naval/movement', 'britain', 'pick:gb-a');
    const v = view(s, 'britain');
    const targets = navalTargets(navalMovement(v), geometry);
    const channel = targets.find((t) => t.place === 'sea:734');
    expect(channel).toMatchObject({ value: 'move:sea:734', kind: 'sea', area: '734', cost: 1 });
    // only the engine's legal moves are lit
    const legal = navalMovement(v)!.options.filter((o) => o.verdict.ok && String(o.value).startsWith('move:')).length;
    expect(targets.length).toBe(legal);
    expect(pointedOrder(v, geometry, '734')).toBe('move:sea:734');
    // an area the stack cannot reach gives no order
    expect(pointedOrder(v, geometry, '427')).toBeNull();
  });

  it('6.3.1 in the Naval Combat Step, pointing at the Channel (735) gives the one attack offered there; elsewhere nothing', () => {
    const v = view(sailIntoTheChannel(), 'britain');
    expect(navalMovement(v)?.kind).toBe('naval/combat');
    expect(pointedOrder(v, geometry, '735')).toBe('attack:sea:735:france');
    expect(pointedOrder(v, geometry, '734')).toBeNull();
    expect(navalTargets(navalMovement(v), geometry)).toEqual([]);
  });

  it('2.4.2 another seat sees no targets (the decision is not theirs)', () => {
    const s = answer(moving(), 'naval/movement', 'britain', 'pick:gb-a');
    expect(navalTargets(navalMovement(view(s, 'france')), geometry)).toEqual([]);
  });
});

describe('6.3 the naval combat sheet', () => {
  it('6.3.3.4 the rulebook example: the sides, the wind gauge dice (Britain 2, France 5), both fires with dice, percentages and losses, the result', () => {
    const s = fightTheExample();
    const shown = navalBattleToShow(view(s, 'france').turn.naval, []);
    expect(shown).not.toBeNull();
    const t = text(renderToStaticMarkup(<NavalBattleSheet record={shown!.record} />));
    expect(t).toContain('Naval battle at');
    expect(t).toMatch(/Attacker Great Britain 60 ships at the start; lost 6 ships/);
    expect(t).toMatch(/Defender France 31 ships at the start; lost 8 ships; has the wind gauge/);
    expect(t).toContain('Nelson commands');
    expect(t).toMatch(/Great Britain rolled 2 \(4 modified\), France 5 \(5\): France took it/);
    expect(t).toMatch(/France 31 5 .* 5 20% 6 ships/);
    expect(t).toMatch(/Great Britain 54 2 \+1 British fleet \(6.3.3.2\) 3 15% 8 ships/);
    expect(t).toContain('Great Britain won (6.3.4.1). Great Britain lost 6 ships, France 8 ships. Political points (6.3.5.4) Great Britain +4, France -3.');
  });

  it('the battle being fought is always shown; a finished one until the seat closes it; none before any battle', () => {
    const naval = view(fightTheExample(), 'britain').turn.naval!;
    const record = naval.battle!.record; // France still has to choose where to retreat
    expect(navalBattleToShow(naval, [record.id])).toMatchObject({ inProgress: true });
    const finished = { ...naval, battle: undefined, battles: [record] };
    expect(navalBattleToShow(finished, [])).toMatchObject({ inProgress: false, record: { id: record.id } });
    expect(navalBattleToShow(finished, [record.id])).toBeNull();
    expect(navalBattleToShow(undefined, [])).toBeNull();
  });
});
