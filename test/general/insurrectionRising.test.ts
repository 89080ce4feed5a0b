// 10.1.4.1 / 10.1.4.1.1 as printed (no standing procedures): Austria's insurrection corps rise the
// moment an enemy corps crosses into a border province, and one raised in the area it entered
// stops it there; the battle follows in the Field Combat Step (7.3.8, 7.5). Played through the
// movement step on the real map: France's I Corps in Salzburg (479), Illyria beyond (481, 482).
import { describe, expect, it } from 'vitest';
import { redactEvent, viewFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { counterOf, decisionOf, order, playUntil, reach } from '../engine/landSetup';
import { insurrectionGame } from './insurrectionSetup';


/** France's I Corps and cavalry reserve in 479; Austria's two insurrection corps off the map. */
const game = (): GameState => insurrectionGame([{ militia: 13, cavalry: 2 }, { militia: 11, cavalry: 3 }]);

/** France's I Corps steps into Illyria (481): Austria is asked there and then. */
function entered(): { s: GameState; fr: string; cav: string; ins1: string; ins2: string } {
  let { s } = reach(game(), 'france', 'land/movement');
  const fr = counterOf(s, 'fr-1');
  s = order(s, 'france', 'land/movement', `move:${fr}:481`);
  return { s, fr, cav: counterOf(s, 'fr-2'), ins1: counterOf(s, 'au-ins1'), ins2: counterOf(s, 'au-ins2') };
}

const moves = (s: GameState, counter: string) =>
  decisionOf(s, 'france', 'land/movement')!.options.filter((o) => o.verdict.ok && String(o.value).startsWith(`move:${counter}:`));

describe('10.1.4.1 the insurrection rises in mid-move', () => {
  it("10.1.4.1 the crossing opens Austria's question in the movement step and holds France's orders until it answers", () => {
    const { s, ins1, ins2 } = entered();
    const d = decisionOf(s, 'austria', 'land/insurrection')!;
    expect(d.step).toBe('land/movement');
    expect(s.cursor.step).toBe('land/movement');
    expect(decisionOf(s, 'france', 'land/movement')).toBeUndefined(); // held
    const values = d.options.map((o) => o.value);
    expect(values).toContain('end');
    expect(values).toContain(`place:${ins1}:481`);
    expect(values).toContain(`place:${ins2}:482`);
    expect(values.some((v) => String(v).endsWith(':479'))).toBe(false); // only the province entered
    expect(s.turn.land?.insurrection ?? []).toEqual([]); // nothing left for the Supply Step
  });

  it('10.1.4.1.1 a corps raised in the area entered stops the French corps there, and the battle is declared (7.3.8)', () => {
    const e = entered();
    let s = e.s;
    const { fr, ins1 } = e;
    expect(s.turn.land!.moves.find((m) => m.counter === fr)?.stopped).toBe(false);
    s = order(s, 'austria', 'land/insurrection', `place:${ins1}:481`);
    expect(s.corps.find((c) => c.counter === ins1)!.location).toEqual({ kind: 'area', area: '481' });
    // the second corps may still rise; Austria ends
    expect(decisionOf(s, 'austria', 'land/insurrection')!.options.map((o) => o.value)).not.toContain(`place:${ins1}:482`);
    s = order(s, 'austria', 'land/insurrection', 'end');
    expect(s.turn.land!.moves.find((m) => m.counter === fr)!.stopped).toBe(true);
    expect(moves(s, fr)).toEqual([]); // 7.3 its movement has ended
    expect(s.turn.land!.combats).toContainEqual({ area: '481', attacker: 'france', defenders: ['austria'] });
    s = order(s, 'france', 'land/movement', 'end');
    s = playUntil(
      s,
      (x) =>
        (x.turn.land?.battles ?? []).length > 0 ||
        (x.cursor.step !== 'land/movement' && x.cursor.step !== 'land/supply' && x.cursor.step !== 'land/fieldCombat'),
    );
    expect(s.turn.land!.battles![0]).toMatchObject({ area: '481', attacker: { powers: ['france'] }, defender: { powers: ['austria'] } });
  });

  it('10.1.4.1.1 a corps raised elsewhere in the province does not stop the mover; entering its area does (7.3.7.1)', () => {
    const e = entered();
    let s = e.s;
    const { fr, ins1 } = e;
    s = order(s, 'austria', 'land/insurrection', `place:${ins1}:482`);
    s = order(s, 'austria', 'land/insurrection', 'end');
    expect(s.turn.land!.moves.find((m) => m.counter === fr)!.stopped).toBe(false);
    expect(moves(s, fr).map((o) => o.value)).toContain(`move:${fr}:482`);
    s = order(s, 'france', 'land/movement', `move:${fr}:482`);
    expect(s.turn.land!.moves.find((m) => m.counter === fr)!.stopped).toBe(true);
    expect(decisionOf(s, 'austria', 'land/insurrection')).toBeUndefined(); // moving within Illyria is no new crossing
  });

  it('10.1.4.1.2 declining spends only this crossing: the cavalry crossing next is a new chance', () => {
    const e = entered();
    let s = e.s;
    const { cav, ins1 } = e;
    s = order(s, 'austria', 'land/insurrection', 'end');
    expect(s.corps.find((c) => c.counter === ins1)!.location).toEqual({ kind: 'offMap' });
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
    s = order(s, 'france', 'land/movement', `move:${cav}:481`);
    const again = decisionOf(s, 'austria', 'land/insurrection')!;
    expect(again.options.map((o) => o.value)).toContain(`place:${ins1}:481`);
    // 10.1.4.1 the handle named for the table, identity hidden; the nationality said once
    expect(again.prompt).toMatch(/^French corps \(hidden\) crossed into Illyria at Trieste \(area 481\) in France's move: /);
    expect(again.prompt).not.toMatch(/France's French/);
  });

  it("10.1.4.1.4 as printed a corps raised in mid-move may not move in Austria's step that turn", () => {
    const e = entered();
    let s = e.s;
    const { ins1 } = e;
    s = order(s, 'austria', 'land/insurrection', `place:${ins1}:482`);
    s = order(s, 'austria', 'land/insurrection', 'end');
    s = order(s, 'france', 'land/movement', 'end');
    s = reach(s, 'austria', 'land/movement').s;
    const own = decisionOf(s, 'austria', 'land/movement')!.options.filter((o) => String(o.value).startsWith(`move:${ins1}:`));
    expect(own.length).toBeGreaterThan(0);
    for (const o of own) expect(o.verdict).toMatchObject({ ok: false, rule: '10.1.3.3.2' });
  });

  it("2.4.2 a rising keeps both sides' secrets: France learns where the corps stands, not what it is; Austria's question names only the counter", () => {
    const e = entered();
    let s = e.s;
    const { ins1 } = e;
    const q = JSON.stringify(decisionOf(s, 'austria', 'land/insurrection'));
    for (const secret of ['fr-1', 'I Corps', 'Napoleon', 'fr-2', 'Cavalry Reserve']) expect(q).not.toContain(secret);
    s = order(s, 'austria', 'land/insurrection', `place:${ins1}:481`);
    s = order(s, 'austria', 'land/insurrection', 'end');
    for (const viewer of ['france', 'britain', 'spectator'] as const) {
      const seen = JSON.stringify(viewFor(s, viewer)) + JSON.stringify(s.log.map((e) => redactEvent(e, viewer, s.options)));
      expect(seen, viewer).not.toContain('Insurrectio');
      expect(seen, viewer).not.toContain('au-ins');
      expect(viewFor(s, viewer).corps.find((c) => c.counter === ins1)).toMatchObject({
        location: { kind: 'area', area: '481' },
        identity: null,
      });
    }
    expect(viewFor(s, 'austria').corps.find((c) => c.counter === ins1)?.identity?.factors).toEqual({ militia: 13, cavalry: 2 });
  });
});

describe('10.1.4.1 answers are checked', () => {
  it('10.1.4.1 a placement outside the province entered is refused and changes nothing', async () => {
    const { s, ins1 } = entered();
    const { applyCommand, commandFor } = await import('../../shared/engine');
    const { DATA } = await import('../engine/landSetup');
    const d = decisionOf(s, 'austria', 'land/insurrection')!;
    const r = applyCommand(s, commandFor(d, `place:${ins1}:479`), DATA);
    expect(r.ok).toBe(false);
    const wrong = applyCommand(s, { ...commandFor(d, 'end'), power: 'france' } as never, DATA);
    expect(wrong.ok).toBe(false);
  });
});
