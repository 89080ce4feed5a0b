import { diceCommitment } from '../../../shared/model/crypto';
import type { DiceView } from '../../../shared/model/view';

/**
 * Issue 14 The dice check at the end: the commitment every window was shown at the start, the
 * seed and salt the host reveals now, and whether SHA-256(seed ‖ salt) gives that commitment,
 * computed here in the window (README: how to check it on your own machine too).
 */
export function DiceCheck({ dice }: { dice: DiceView | undefined }) {
  if (!dice || dice.kind !== 'chacha20') return null;
  const reveal = dice.reveal;
  const ok = reveal !== null && diceCommitment(reveal.seed, reveal.salt) === dice.commitment;
  return (
    <section className="dice-check" data-testid="dice-check" data-ok={reveal ? String(ok) : ''}>
      <h2>The dice</h2>
      <p>
        Commitment published at the start: <code>{dice.commitment}</code>
      </p>
      {reveal ? (
        <>
          <p>
            Seed <code>{reveal.seed}</code>, salt <code>{reveal.salt}</code>.
          </p>
          <p className={ok ? 'victory-met' : 'victory-unmet'}>
            {ok ? '✔ SHA-256 of seed then salt is the commitment: the dice were the ones fixed before the first roll.' : '✘ SHA-256 of seed then salt is not the commitment: these are not the dice the game started with.'}
          </p>
        </>
      ) : (
        <p>The seed is revealed when the game is over.</p>
      )}
    </section>
  );
}
