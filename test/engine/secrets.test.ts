import { describe, expect, it } from 'vitest';
import { applyCommand, forceDice, newGame, pendingDecisions, redactEvent, revealCorps, viewFor } from '../../shared/engine';
import type { Viewer } from '../../shared/engine';
import { MAJOR_POWERS } from '../../shared/model';
import type { CounterId, GameState, LegacyDiceState } from '../../shared/model';
import { answer, play, scriptedChooser, smallCampaign } from './helpers';

// Sentinels planted in hidden places; none may reach a viewer who should not see them.
const NAME = 'SENTINEL-CORPS-NAME';
const ID = 'sentinel-corps-id';
const STRENGTH = 977;
const MONEY = 9871;
const DUE = 4243;
const SEED = 918273645;

function sentinelGame(options = {}): GameState {
  const json = smallCampaign();
  const corps = json.forces.corps as { id: string; name: string; factors: Record<string, number> }[];
  const au1 = corps.find((c) => c.id === 'au-1')!;
  const leaders = json.forces.leaders as { with?: string }[];
  for (const l of leaders) if (l.with === 'au-1') l.with = ID;
  Object.assign(au1, { id: ID, name: NAME, factors: { infantry: STRENGTH } });
  (json.powers.russia as { money: number }).money = MONEY;
  (json.reinforcements as unknown[]).push({ date: { month: 4, year: 1805 }, power: 'austria', money: DUE });
  const r = newGame({ scenario: json, seed: SEED, options });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const VIEWERS: Viewer[] = [...MAJOR_POWERS, 'spectator'];
const others = (owner: string) => VIEWERS.filter((v) => v !== owner);

function redactedLog(state: GameState, viewer: Viewer): string {
  return JSON.stringify(state.log.map((e) => redactEvent(e, viewer, state.options)).filter((e) => e !== null));
}

describe('2.4.2 / STYLE D per-power views and redaction', () => {
  it('hidden corps identity and strength never reach other powers or spectators', () => {
    const s = play(sentinelGame(), scriptedChooser, (x) => x.date.month === 5).state;
    // 7.5.2.6.3 a battle reveals the corps to the powers it fought; every other viewer stays blind
    const shownTo = new Set(s.log.flatMap((e) => (e.type === 'corpsRevealed' ? e.to : [])));
    const blind = others('austria').filter((v) => v === 'spectator' || !shownTo.has(v));
    expect(blind).toEqual(expect.arrayContaining(['britain', 'spectator']));
    // its strength now, after any battle losses (still a number no other counter has)
    const strength = s.corps.find((c) => c.id === ID)!.factors.infantry!;
    expect(strength).toBeGreaterThan(900);
    for (const v of blind) {
      const view = JSON.stringify(viewFor(s, v));
      expect(view, `view of ${v}`).not.toContain(NAME);
      expect(view, `view of ${v}`).not.toContain(ID);
      expect(view, `view of ${v}`).not.toContain(String(strength));
      expect(redactedLog(s, v)).not.toContain(NAME);
    }
    const own = viewFor(s, 'austria');
    expect(JSON.stringify(own)).toContain(NAME);
    expect(own.corps.find((c) => c.identity?.name === NAME)?.identity?.factors).toEqual({ infantry: strength });
    // the public face stays visible to all: counter, type, movement and place
    const seen = viewFor(s, 'britain').corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area' && c.location.area === '326');
    expect(seen).toMatchObject({ type: 'infantry', movement: 3, identity: null });
  });

  it('minor free state corps are seen in full by their controller only (7.1.1)', () => {
    const s = sentinelGame();
    const bav = (v: Viewer) => viewFor(s, v).corps.find((c) => c.nationality === 'bavaria')!;
    expect(bav('france').identity?.name).toBe('Bavarian Corps');
    for (const v of others('france')) expect(bav(v).identity).toBeNull();
  });

  it('private money and reinforcement schedules stay with their owner', () => {
    const s = sentinelGame();
    for (const v of others('russia')) {
      expect(viewFor(s, v).powers.russia.money).toBeNull();
      expect(JSON.stringify(viewFor(s, v))).not.toContain(String(MONEY));
    }
    expect(viewFor(s, 'russia').powers.russia.money).toBe(MONEY);
    for (const v of others('austria')) expect(JSON.stringify(viewFor(s, v))).not.toContain(String(DUE));
    expect(viewFor(s, 'austria').reinforcements.some((r) => r.money === DUE)).toBe(true);
    // public figures are public
    expect(viewFor(s, 'spectator').powers.russia.politicalPoints).toBe(0);
    // the house option opens every treasury
    expect(viewFor(sentinelGame({ openTreasuries: true }), 'france').powers.russia.money).toBe(MONEY);
  });

  it('dice state and forced dice are never in a view', () => {
    const s = forceDice(sentinelGame(), [6, 6, 1]);
    for (const v of VIEWERS) {
      const view = JSON.stringify(viewFor(s, v));
      expect(view).not.toContain(String(SEED));
      expect(view).not.toContain('"dice"');
      expect(view).not.toContain('diceForced');
      for (const w of (s.dice as LegacyDiceState).s) expect(view).not.toContain(String(w));
    }
  });

  it('4.2 secret declarations are hidden from the others until every power has answered', () => {
    let s = play(sentinelGame(), scriptedChooser, (x) => x.cursor.step === 'political/declarationsOfWar').state;
    const gb = pendingDecisions(s, 'britain')[0]!;
    expect(gb.secret).toBe(true);
    const r = applyCommand(s, answer(gb, ['russia']));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    for (const v of others('britain')) {
      const view = viewFor(s, v);
      const told = view.log.filter((e) => e.type === 'decisionAnswered' && e.power === 'britain' && e.kind === 'political/declareWar');
      expect(told).toHaveLength(1);
      expect(told[0]).not.toHaveProperty('answer');
      expect(view.groups[0]).toMatchObject({ answered: ['britain'], own: null });
      expect(view.waitingFor.every((w) => !('options' in w))).toBe(true);
      expect(view.log.some((e) => e.type === 'secretsRevealed')).toBe(false);
      expect(view.relations.wars).not.toContainEqual(['britain', 'russia']);
    }
    expect(viewFor(s, 'britain').groups[0]!.own).toEqual(['russia']);
    // the others answer; only then are all declarations revealed to everyone
    s = play(s, scriptedChooser, (x) => x.groups.length === 0).state;
    for (const v of VIEWERS) {
      const revealed = viewFor(s, v).log.find((e) => e.type === 'secretsRevealed');
      expect(revealed).toMatchObject({ answers: expect.arrayContaining([{ power: 'britain', answer: ['russia'] }]) });
    }
    expect(s.relations.wars).toContainEqual(['britain', 'russia']);
  });

  it('7.5.2.6.3 a revealed identity is shown to the powers it was revealed to, and to no one else', () => {
    const s0 = sentinelGame();
    const counter = s0.corps.find((c) => c.name === NAME)!.counter as CounterId;
    const { state: s, events } = revealCorps(s0, [counter], ['france'], '7.5.2.6.3');
    expect(events).toHaveLength(1);
    expect(viewFor(s, 'france').corps.find((c) => c.counter === counter)!.identity?.name).toBe(NAME);
    expect(redactedLog(s, 'france')).toContain(NAME);
    for (const v of VIEWERS.filter((x) => x !== 'france' && x !== 'austria')) {
      expect(JSON.stringify(viewFor(s, v))).not.toContain(NAME);
      expect(redactedLog(s, v)).not.toContain(NAME);
      expect(redactEvent(events[0]!, v)).toBeNull();
    }
  });

  it('counter handles do not encode the corps identity or its place in the scenario', () => {
    const handlesFor = (seed: number) => {
      const r = newGame({ scenario: smallCampaign(), seed });
      if (!r.ok) throw new Error('fixture');
      return r.value.corps.map((c) => ({ handle: c.counter as string, id: c.id as string, name: c.name }));
    };
    const runs = [1, 2, 3].map(handlesFor);
    for (const run of runs)
      for (const { handle, id, name } of run) {
        expect(handle).not.toContain(id);
        expect(handle.toLowerCase()).not.toContain(name.toLowerCase().split(' ')[0]!);
        expect(handle).toMatch(/^k[a-z2-9]{6}$/);
      }
    const sortedInScenarioOrder = runs.map((run) => run.every((x, i) => i === 0 || run[i - 1]!.handle < x.handle));
    expect(sortedInScenarioOrder).toContain(false);
    expect(new Set(runs.flat().map((x) => x.handle)).size).toBe(runs.flat().length);
  });
});
