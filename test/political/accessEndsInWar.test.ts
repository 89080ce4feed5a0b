// A war between two powers ends the access agreements between them (docs/RULINGS.md): the
// unconditional access of a C.5 peace, or given by the scenario at setup (10.3.1.2.3), and
// voluntary access (10.3.1.2.1). A later peace gives only what its own terms give.
import { describe, expect, it } from 'vitest';
import { beginTx } from '../../shared/engine/tx';
import { declareOnMajor } from '../../shared/engine/steps/political/declarationsOfWar';
import { accessAllowed } from '../../shared/rules/political/access';
import { endWar } from '../../shared/engine/steps/political/record';
import type { GameEvent, GameState } from '../../shared/model';
import { DATA, newLandGame } from '../engine/landSetup';
import { ECON_DATA, startEconomic } from '../engine/economicSetup';
import { objectiveScores } from '../../shared/rules/economic/objectives';

/** France and Austria at peace; the scenario gives France Austria's C.5 access and Austria France's voluntary access. */
const atPeace = (): GameState =>
  newLandGame((sc) => {
    sc.relations = { wars: [], alliances: [], enforcedPeace: [] };
    (sc as Record<string, unknown>).political = {
      access: [
        { grantor: 'austria', grantee: 'france', kind: 'unconditional' },
        { grantor: 'france', grantee: 'austria', kind: 'voluntary', conditions: 'along the Danube' },
        { grantor: 'austria', grantee: 'russia', kind: 'unconditional' },
      ],
    };
  });

describe('10.3.1.2.3 / 10.3.1.2.1 access agreements end when their powers go to war', () => {
  it('10.3.1.2.3 the C.5 access a scenario gave France in Austria ends with their war, and does not come back with the peace', () => {
    const s = atPeace();
    expect(s.relations.access?.map((a) => `${a.grantor}>${a.grantee}:${a.kind}`)).toEqual([
      'austria>france:unconditional',
      'france>austria:voluntary',
      'austria>russia:unconditional',
    ]);
    const tx = beginTx(s, DATA);
    declareOnMajor(tx, 'austria', 'france', '4.2.1.1');
    expect(tx.state.relations.access?.map((a) => `${a.grantor}>${a.grantee}`)).toEqual(['austria>russia']);
    const ended = tx.events.filter((e): e is Extract<GameEvent, { type: 'accessChanged' }> => e.type === 'accessChanged');
    expect(ended.map((e) => [e.grantor, e.grantee, e.granted, e.kind, e.rule])).toEqual([
      ['austria', 'france', false, 'unconditional', '10.3.1.2.3'],
      ['france', 'austria', false, 'voluntary', '10.3.1.2.1'],
    ]);
    endWar(tx, 'austria', 'france');
    expect(accessAllowed(tx.state, 'france', 'austria')).toBe(false);
    expect(accessAllowed(tx.state, 'austria', 'france')).toBe(false);
    // Russia's C.5 access in Austria is not theirs to end
    expect(accessAllowed(tx.state, 'russia', 'austria')).toBe(true);
  });

  it('10.3.1.2.3 at peace the C.5 access stands', () => {
    const s = atPeace();
    expect(accessAllowed(s, 'france', 'austria')).toBe(true);
  });
});

describe('opt:8.1.3.2.3.1 the Straits after a Russo-Turkish war', () => {
  it("opt:8.1.3.2.3.1 a war that began and ended since the C.5 peace voids Russia's Straits: the access ended with the war", () => {
    const homeOf = (province: string) => ECON_DATA.economy!.provinces.find((p) => p.id === province)?.home ?? null;
    const base = startEconomic();
    const c5: GameState = {
      ...base,
      relations: {
        ...base.relations,
        wars: base.relations.wars.filter(([a, b]) => !(a === 'russia' && b === 'turkey') && !(a === 'turkey' && b === 'russia')),
        access: [{ grantor: 'turkey', grantee: 'russia', kind: 'unconditional', since: base.date }],
      },
    };
    const straits = (s: GameState) => objectiveScores(s, 'russia', homeOf).find((x) => x.label === 'The Straits');
    expect(straits(c5)).toMatchObject({ met: true });
    const tx = beginTx(c5, ECON_DATA);
    declareOnMajor(tx, 'turkey', 'russia', '4.2.1.1');
    endWar(tx, 'turkey', 'russia');
    expect(straits(tx.state)).toMatchObject({ met: false, vp: 0 });
  });
});
