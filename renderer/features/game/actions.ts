import type { DecisionAnswer, PendingDecision } from '../../../shared/model/decisions';
import type { MajorPower } from '../../../shared/model/powers';
import type { AppDispatch, RootState } from '../../app/store';
import { busyChanged, messageShown, seatWatched } from '../../app/store';
import { buildCommand } from '../decisions/buildCommand';
import { nextMessage, type GameClient } from './gameClient';

const text = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Protocol actions of the game screen; each waits for the host's answer, nothing optimistic. */
export function gameActions(client: GameClient, dispatch: AppDispatch, getState: () => RootState) {
  const seatOf = (power: MajorPower) => getState().hostView.game?.seats.find((s) => s.power === power)?.seatToken ?? null;
  async function run(work: () => Promise<void>) {
    dispatch(busyChanged(true));
    try {
      await work();
    } catch (e) {
      dispatch(messageShown(text(e)));
    } finally {
      dispatch(busyChanged(false));
    }
  }
  return {
    /** Watches one seat (hot-seat) or, with null, the table as a spectator. */
    watch: (power: MajorPower | null) =>
      run(async () => {
        const token = power === null ? null : seatOf(power);
        if (power !== null && token === null) throw new Error(`This window holds no seat for ${power}.`);
        const a = await client.request({ type: 'watch', seatToken: token });
        if (a.type === 'accepted') dispatch(seatWatched(power));
      }),
    answer: (decision: PendingDecision, value: DecisionAnswer) =>
      run(async () => {
        const token = seatOf(decision.power);
        if (token === null) throw new Error(`This window holds no seat for ${decision.power}.`);
        await client.request({ type: 'command', seatToken: token, basedOnVersion: getState().hostView.version, command: buildCommand(decision, value) as unknown as Record<string, unknown> });
      }),
    /**
     * Takes back the watched seat's own last commands; a refusal arrives as a rejection with
     * the reason. From behind a curtain (`reseat`), the previous player gets the screen back.
     */
    undo: (reseat = false) =>
      run(async () => {
        const power = getState().ui.watched;
        const token = power === null ? null : seatOf(power);
        if (token === null) throw new Error('Undo needs a seat: no power is at the table yet.');
        // From behind a curtain, lift it only once the seat's new view is in, so the hand-over
        // rule never judges the view from before the undo.
        const view = reseat ? nextMessage(client.connection, 'view') : null;
        const a = await client.request({ type: 'undo', seatToken: token });
        if (a.type === 'accepted' && view && (await view)) dispatch(seatWatched(power));
        if (a.type === 'rejected' && reseat) dispatch(messageShown(a.error.message));
      }),
  };
}
export type GameActions = ReturnType<typeof gameActions>;
