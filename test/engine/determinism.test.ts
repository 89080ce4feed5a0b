import { describe, expect, it } from 'vitest';
import { applyCommand, forceDice, parseScenario, pendingDecisions, replayLog } from '../../shared/engine';
import { revivedState, type GameState, type StoredGameState } from '../../shared/model';
import { play, replay, scriptedChooser, smallCampaign, start, stepTrail } from './helpers';

describe('determinism (STYLE G)', () => {
  it('same seed and same commands give byte-identical states over a whole scripted game', () => {
    const a = play(start({ seed: 99 }), scriptedChooser);
    const b = play(start({ seed: 99 }), scriptedChooser);
    expect(a.state.over).not.toBeNull();
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    // the game really walked every month of the fixture (February to July 1805)
    expect(a.state.log.filter((e) => e.type === 'monthAdvanced')).toHaveLength(5);
    // (the Political and Economic Phases answer several former acknowledgements within a step, so ~280 commands)
    expect(a.commands.length).toBeGreaterThan(250);
  });

  it('replaying the recorded commands from the start reproduces the live state', () => {
    const live = play(start({ seed: 5 }), scriptedChooser);
    const again = replay(start({ seed: 5 }), live.commands);
    expect(JSON.stringify(again)).toBe(JSON.stringify(live.state));
  });

  it('the scripted game includes the implemented decisions and a war declaration', () => {
    const { state } = play(start(), scriptedChooser);
    const types = new Set(state.log.map((e) => e.type));
    for (const t of ['secretsRevealed', 'positionAnnounced', 'warDeclared', 'politicalPointsChanged', 'monthAdvanced', 'gameEnded']) expect(types).toContain(t);
    expect(state.relations.wars).toContainEqual(['france', 'russia']);
    // 4.2.1.1 -3 for declaring war in May; 8.6 +1 in June (its marker fell from Neutral 7 to Neutral 4, whose PSA is +1)
    expect(state.powers.russia.politicalPoints).toBe(-2);
  });

  it('a different seed changes the public counter handles but, with the same dice, not the sequence of play', () => {
    // battles and sieges make the sequence depend on the dice; handles come from their own stream (2.4.2)
    const dice = Array.from({ length: 2000 }, (_, i) => 1 + ((i * 7) % 6));
    const a = play(forceDice(start({ seed: 1 }), dice), scriptedChooser).state;
    const b = play(forceDice(start({ seed: 2 }), dice), scriptedChooser).state;
    expect(a.dice.rolls).toBeGreaterThan(0);
    expect(a.dice.forced.length).toBeGreaterThan(0); // every roll came from the forced list
    expect(a.corps.map((c) => c.counter)).not.toEqual(b.corps.map((c) => c.counter));
    expect(stepTrail(a)).toEqual(stepTrail(b));
  });

  it('a state serialised and restored mid-step plays on exactly as the original', () => {
    // stop inside the 4.2 group, after some powers answered in secret
    const inGroup = (s: GameState) => s.groups.some((g) => Object.keys(g.answers).length === 2);
    const mid = play(start({ seed: 3 }), scriptedChooser, inGroup).state;
    expect(mid.groups).toHaveLength(1);
    const restored = revivedState(JSON.parse(JSON.stringify(mid)) as StoredGameState);
    const x = play(mid, scriptedChooser).state;
    const y = play(restored, scriptedChooser).state;
    expect(JSON.stringify(y)).toBe(JSON.stringify(x));
  });

  it('the state is canonical JSON: its round trip is strictly equal (no undefined fields)', () => {
    for (const stop of [(x: GameState) => x.cursor.step === 'political/declarationsOfWar', (x: GameState) => x.date.month === 4, () => false]) {
      const s = play(start(), scriptedChooser, stop).state;
      expect(revivedState(JSON.parse(JSON.stringify(s)) as StoredGameState)).toStrictEqual(s);
    }
  });

  it('a restored state accepts the same next command and yields the same events', () => {
    const mid = play(start({ seed: 4 }), scriptedChooser, (s) => s.cursor.phase === 'land').state;
    const restored = revivedState(JSON.parse(JSON.stringify(mid)) as StoredGameState);
    const d = pendingDecisions(mid)[0]!;
    const cmd = scriptedChooser(d, mid);
    const r1 = applyCommand(mid, cmd);
    const r2 = applyCommand(restored, cmd);
    expect(r1.ok && r2.ok).toBe(true);
    if (r1.ok && r2.ok) expect(JSON.stringify(r2.events)).toBe(JSON.stringify(r1.events));
  });
});

describe('replay from the log (STYLE G)', () => {
  it('the log alone rebuilds the live state, forced dice included', () => {
    const s0 = start({ seed: 12 });
    const half = play(s0, scriptedChooser, (s) => s.date.month === 4).state;
    const forced = forceDice(half, [5, 2]);
    const live = play(forced, scriptedChooser).state;
    const r = replayLog(s0, live.log);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(live));
    // from the parsed scenario, before the game started, too
    const parsed = parseScenario(smallCampaign(), { seed: 12 });
    if (!parsed.ok) throw new Error('fixture');
    const r2 = replayLog(parsed.value, live.log);
    expect(r2.ok && JSON.stringify(r2.value) === JSON.stringify(live)).toBe(true);
    expect(live.dice.forced).toEqual([5, 2]); // no rule rolled yet; the forcing is carried along
  });

  it('a tampered log is refused with the reason', () => {
    const s0 = start();
    const live = play(s0, scriptedChooser, (s) => s.version === 3).state;
    const log = live.log.map((e) => (e.type === 'decisionAnswered' && e.decision === 'd2' ? { ...e, power: 'russia' as const } : e));
    const r = replayLog(s0, log);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toContain('wrongPower');
  });
});
