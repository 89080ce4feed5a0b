import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { connectionSlice } from '../features/connection';
import { hostViewSlice } from '../features/game/hostViewSlice';
import type { MajorPower } from '../../shared/model/powers';
import type { PhaseId } from '../../shared/model/turn';

export type Screen = 'title' | 'newGame' | 'loadGame' | 'joinGame' | 'rules' | 'map' | 'game' | 'replay';
export const SCREENS: readonly Screen[] = ['title', 'newGame', 'loadGame', 'joinGame', 'rules', 'map', 'game', 'replay'];

export type GamePanel = 'decisions' | 'status' | 'cards' | 'log' | 'politics' | 'economy';
export const GAME_PANELS: readonly GamePanel[] = ['decisions', 'status', 'cards', 'log', 'politics', 'economy'];

export interface UiState {
  screen: Screen;
  /** The seat whose view is shown (hot-seat); null before the first hand-over. */
  watched: MajorPower | null;
  /** A hand-over curtain is up for this power: nothing secret is drawn. */
  curtain: MajorPower | null;
  /** Who plays each power at this machine (powers of one person pass without a curtain). */
  players: Partial<Record<MajorPower, string>>;
  panel: GamePanel;
  logFilter: { power: MajorPower | 'all'; phase: PhaseId | 'all' };
  /** A request in flight (disables answering twice). */
  busy: boolean;
  /** A local problem to show (a request that timed out, a wrong password). */
  message: string | null;
  /** Seats that have had the screen since the last notice (each sees it once). */
  noticeSeen: { serial: number; powers: MajorPower[] };
  // issue 15: fewer hand-overs, each player's own panels
  /** The seat on screen decides at the table, in the open: nothing private is drawn. */
  table: boolean;
  /** The seat whose private view was shown last (the person at the screen, as far as secrets go). */
  lastPrivate: MajorPower | null;
  /** The area picked on the map by the seat on screen (narrows its orders). */
  selected: string | null;
  /** Each seat's panel, log filter and picked area, put back when it has the screen again. */
  seatUi: Partial<Record<MajorPower, SeatUi>>;
}

/** What one seat left on its screen (issue 15: restored at each hand-off). */
export interface SeatUi {
  panel: GamePanel;
  logFilter: UiState['logFilter'];
  selected: string | null;
}

const initialUi: UiState = {
  screen: 'title',
  watched: null,
  curtain: null,
  players: {},
  panel: 'decisions',
  logFilter: { power: 'all', phase: 'all' },
  busy: false,
  message: null,
  noticeSeen: { serial: 0, powers: [] },
  table: false,
  lastPrivate: null,
  selected: null,
  seatUi: {},
};

/** UI-only state (screen, hand-over, panels, filters); never game rules. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUi,
  reducers: {
    screenShown(state, action: PayloadAction<Screen>) {
      state.screen = action.payload;
    },
    tableSeated(state, action: PayloadAction<Partial<Record<MajorPower, string>>>) {
      state.players = action.payload;
      state.watched = null;
      state.curtain = null;
      state.panel = 'decisions';
      state.message = null;
      state.table = false;
      state.lastPrivate = null;
      state.selected = null;
      state.seatUi = {};
    },
    /** Issue 20 (14.2): after the bidding, each power is played under the name of the player who won it; nothing else changes. */
    playersRenamed(state, action: PayloadAction<Partial<Record<MajorPower, string>>>) {
      state.players = action.payload;
    },
    curtainRaised(state, action: PayloadAction<MajorPower>) {
      state.curtain = action.payload;
      state.table = false;
    },
    seatWatched(state, action: PayloadAction<MajorPower | null>) {
      const next = action.payload;
      // issue 15: the seat leaving keeps its panel, filter and pick; the one arriving gets its own back
      if (state.watched !== null && next !== state.watched) state.seatUi[state.watched] = { panel: state.panel, logFilter: state.logFilter, selected: state.selected };
      if (next !== null && next !== state.watched) {
        const mine = state.seatUi[next];
        state.panel = state.table ? 'decisions' : (mine?.panel ?? 'decisions');
        state.logFilter = mine?.logFilter ?? { power: 'all', phase: 'all' };
        state.selected = mine?.selected ?? null;
      }
      state.watched = next;
      state.curtain = null;
      if (!state.table && next !== null) state.lastPrivate = next;
    },
    /** Issue 15: the next seat decides at the table in the open (true) or privately (false). */
    tableModeSet(state, action: PayloadAction<boolean>) {
      state.table = action.payload;
    },
    areaPicked(state, action: PayloadAction<string | null>) {
      state.selected = action.payload;
    },
    panelShown(state, action: PayloadAction<GamePanel>) {
      state.panel = action.payload;
    },
    logFiltered(state, action: PayloadAction<Partial<UiState['logFilter']>>) {
      state.logFilter = { ...state.logFilter, ...action.payload };
    },
    busyChanged(state, action: PayloadAction<boolean>) {
      state.busy = action.payload;
    },
    messageShown(state, action: PayloadAction<string | null>) {
      state.message = action.payload;
    },
    noticeSeenBy(state, action: PayloadAction<{ serial: number; power: MajorPower }>) {
      const { serial, power } = action.payload;
      if (state.noticeSeen.serial !== serial) state.noticeSeen = { serial, powers: [power] };
      else if (!state.noticeSeen.powers.includes(power)) state.noticeSeen.powers.push(power);
    },
  },
});
export const { screenShown, tableSeated, playersRenamed, curtainRaised, seatWatched, panelShown, logFiltered, busyChanged, messageShown, noticeSeenBy, tableModeSet, areaPicked } = uiSlice.actions;

export const rootReducer = combineReducers({
  connection: connectionSlice.reducer,
  hostView: hostViewSlice.reducer,
  ui: uiSlice.reducer,
});

export function createStore() {
  return configureStore({ reducer: rootReducer });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
