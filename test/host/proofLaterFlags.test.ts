// Issue 14 / 20: a save made before an optional rule existed still proves its start. Its start
// has no flag for the rule, while a start made today gets every flag; the start check leaves
// out only flags the save neither recorded nor asked for, and still refuses any other change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryScenarioCatalog } from '../../main/host';
import { startProblem } from '../../main/host/proof';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { DATA } from '../engine/landSetup';

const ULM = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8')) as { id: string };
const catalog = memoryScenarioCatalog([ULM]);

function start(): GameState {
  const g = newGame({ scenario: ULM, seed: 7, data: DATA });
  if (!g.ok) throw new Error('setup refused');
  return g.value;
}
/** The start as a save made before the rule `id` existed holds it: no flag for it. */
function withoutFlag(s: GameState, id: string): GameState {
  const rules: Record<string, boolean> = { ...s.options.rules };
  delete rules[id];
  return { ...s, options: { ...s.options, rules: rules as GameState['options']['rules'] } };
}

describe('the start check and optional rules added after a save was made', () => {
  it('a start with no flag for a rule added since proves itself; the same start is refused when its options ask for that rule', () => {
    const old = withoutFlag(start(), 'minorRevolts');
    expect(startProblem(start(), ULM.id, {}, catalog, DATA)).toBeNull();
    expect(startProblem(old, ULM.id, {}, catalog, DATA)).toBeNull();
    expect(startProblem(old, ULM.id, { rules: { minorRevolts: true } }, catalog, DATA)).toMatch(/its options differs/);
  });

  it('a flag flipped, or anything else changed, is still refused', () => {
    const s = start();
    const flipped = { ...s, options: { ...s.options, rules: { ...s.options.rules, minorRevolts: !s.options.rules.minorRevolts } } };
    expect(startProblem(flipped, ULM.id, {}, catalog, DATA)).toMatch(/its options differs/);
    const old = withoutFlag(s, 'minorRevolts');
    const richer = { ...old, powers: { ...old.powers, france: { ...old.powers.france, money: 9999 } } };
    expect(startProblem(richer, ULM.id, {}, catalog, DATA)).toMatch(/its powers differs/);
  });
});
