// v2.71 8.1.3.2.3.1 / 8.1.3.2.3.4 Russia's national objective "The Straits" (C.5 imposed on Turkey),
// played: the C.5 peace made in the Peace Step counts; a later Russo-Turkish war voids it for good,
// even once that war is over and the unconditional access is still on the record (the chart's note b).
import { describe, expect, it } from 'vitest';
import { objectiveScores } from '../../shared/rules/economic';
import { beginTx, commit } from '../../shared/engine/tx';
import { endWar, startWar } from '../../shared/engine/steps/political/record';
import type { GameState } from '../../shared/model';
import { ECON_DATA, playEconomic, startEconomic } from './economicSetup';

const homeOf = (province: string) => ECON_DATA.economy!.provinces.find((p) => p.id === province)?.home ?? null;
const straits = (s: GameState) => objectiveScores(s, 'russia', homeOf).find((x) => x.label === 'The Straits');
const run = (s: GameState, f: (tx: ReturnType<typeof beginTx>) => void): GameState => {
  const tx = beginTx(s, ECON_DATA);
  f(tx);
  return commit(tx);
};

/** January 1806 with Russia and Turkey at war: Turkey sues, Russia imposes an unconditional peace with C.5. */
function c5Peace(): GameState {
  let picked = false;
  return playEconomic(
    startEconomic((j) => j.relations.wars!.push(['russia', 'turkey'])),
    (d) => {
      if (d.kind === 'political/sue') return d.power === 'turkey' ? ['sueAll'] : [];
      if (d.kind === 'political/peaceOffer' && d.power === 'russia')
        return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer' && d.power === 'turkey')
        return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm' && d.power === 'russia') {
        if (picked) return 'done';
        picked = true;
        return d.options.find((o) => o.verdict.ok && String(o.value) === 'C.5')!.value;
      }
      return undefined;
    },
    (x) => x.log.some((e) => e.type === 'peaceMade' && e.loser === 'turkey') && x.cursor.step !== 'political/peace',
  );
}

describe('v2.71 8.1.3.2.3.1 the Straits objective', () => {
  it('8.1.3.2.3.1 C.5 imposed on Turkey counts +15 for Russia; a Russo-Turkish war since, even one that has ended, voids it', () => {
    const s = c5Peace();
    expect(s.relations.access).toContainEqual(expect.objectContaining({ grantor: 'turkey', grantee: 'russia', kind: 'unconditional' }));
    expect(straits(s)).toMatchObject({ met: true, vp: 15 });
    // a new war (declared through the engine's record) voids it while fought ...
    const war = run(s, (tx) => startWar(tx, 'russia', 'turkey', 'declaration', '4.2'));
    expect(straits(war)).toMatchObject({ met: false, vp: 0 });
    // ... and after it: the war ended the access (a war ends every access between the two), the term stays void
    const after = run(war, (tx) => endWar(tx, 'russia', 'turkey'));
    expect(after.relations.access ?? []).not.toContainEqual(expect.objectContaining({ grantor: 'turkey', grantee: 'russia', kind: 'unconditional' }));
    expect(straits(after)).toMatchObject({ met: false, vp: 0 });
    // a war between others does not touch it
    const others = run(s, (tx) => {
      startWar(tx, 'russia', 'spain', 'declaration', '4.2');
      endWar(tx, 'russia', 'spain');
    });
    expect(straits(others)).toMatchObject({ met: true, vp: 15 });
  });
});
