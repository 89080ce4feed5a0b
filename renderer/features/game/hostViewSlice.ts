import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import type { HostMessage, ProtocolError, SaveSummaryMessage, ScenarioSummary } from '../../../shared/protocol';
import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';

export interface SeatRecord {
  power: MajorPower;
  seatToken: string;
}

export interface OpenGame {
  scenarioId: string;
  saveId: string | null;
  seats: SeatRecord[];
}

export interface Notice {
  kind: 'undo' | 'saveFailed' | 'info';
  text: string;
  /** Counts notices so the same text twice still shows as new. */
  serial: number;
}

export interface HostViewState {
  scenarios: ScenarioSummary[] | null;
  game: OpenGame | null;
  /** The last view the host sent for the seat this client watches. */
  view: PowerView | null;
  viewer: string | null;
  version: number;
  /**
   * How much of the game's log `view.log` holds, counted on the state's log (the host's
   * `logEnd`); null when unknown, and then only a whole view (`logFrom` 0) is taken in.
   */
  logEnd: number | null;
  /**
   * Issues 7/8 A view that continued a log this client does not hold (its `logFrom` is not
   * `logEnd`, or it is another viewer's). The host never sends one (it counts per client and re-sends the whole log on
   * every watch, undo and load); its other fields are taken, its log entries are not, and a
   * new watch brings the whole log back.
   */
  logGap: { have: number | null; from: number } | null;
  saves: { saves: SaveSummaryMessage[]; broken: { id: string; location: string; message: string }[] } | null;
  lastRejection: ProtocolError | null;
  notices: Notice[];
}

const initialState: HostViewState = {
  scenarios: null,
  game: null,
  view: null,
  viewer: null,
  version: 0,
  logEnd: null,
  logGap: null,
  saves: null,
  lastRejection: null,
  notices: [],
};

/**
 * STYLE F `hostView`: what the host said, written only by host messages (never by UI
 * reducers). Selectors format it; legality comes from the options and verdicts inside it.
 */
export const hostViewSlice = createSlice({
  name: 'hostView',
  initialState,
  reducers: {
    hostMessageReceived(state, action: PayloadAction<HostMessage>) {
      const m = action.payload;
      switch (m.type) {
        case 'scenarios':
          state.scenarios = m.scenarios;
          return;
        case 'gameOpened':
          state.game = { scenarioId: m.scenarioId, saveId: m.saveId, seats: m.seats.map((s) => ({ power: s.power as MajorPower, seatToken: s.seatToken })) };
          state.view = null;
          state.viewer = null;
          state.version = 0;
          state.logEnd = null;
          state.logGap = null;
          state.lastRejection = null;
          return;
        case 'view': {
          // The protocol carries the engine's PowerView as a record; its shape is the model's.
          const next = m.view as unknown as PowerView;
          const from = next.logFrom ?? 0;
          // The entries already held, read from the last state rather than through drafts.
          const held = state.view === null ? [] : (isDraft(state.view) ? original(state.view)! : (state.view as PowerView)).log;
          let view = next;
          if (from === 0) {
            state.logEnd = m.logEnd ?? null;
            state.logGap = null;
          } else if (state.view !== null && state.logEnd === from && state.viewer === m.viewer) {
            view = { ...next, logFrom: 0, log: [...held, ...next.log] };
            state.logEnd = m.logEnd ?? null;
          } else {
            view = { ...next, logFrom: 0, log: held };
            state.logGap = { have: state.logEnd, from };
            state.logEnd = null;
          }
          state.view = view as unknown as typeof state.view;
          state.viewer = m.viewer;
          state.version = m.version;
          return;
        }
        case 'saves':
          state.saves = { saves: m.saves, broken: m.broken };
          return;
        case 'rejected':
          state.lastRejection = m.error;
          return;
        case 'accepted':
          state.lastRejection = null;
          return;
        case 'notice':
          state.notices.push({ kind: m.kind, text: m.text, serial: state.notices.length + 1 });
          if (state.notices.length > 20) state.notices.splice(0, state.notices.length - 20);
          return;
        default:
          return;
      }
    },
  },
});

export const { hostMessageReceived } = hostViewSlice.actions;
