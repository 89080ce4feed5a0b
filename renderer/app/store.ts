import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { connectionSlice } from '../features/connection';

export type Screen = 'title' | 'newGame' | 'loadGame' | 'joinGame' | 'rules' | 'map';
export const SCREENS: readonly Screen[] = ['title', 'newGame', 'loadGame', 'joinGame', 'rules', 'map'];

export interface UiState {
  screen: Screen;
}

/** UI-only state (which screen, later zoom/selection/drafts); never game rules. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState: { screen: 'title' } as UiState,
  reducers: {
    screenShown(state, action: PayloadAction<Screen>) {
      state.screen = action.payload;
    },
  },
});
export const { screenShown } = uiSlice.actions;

export const rootReducer = combineReducers({
  connection: connectionSlice.reducer,
  ui: uiSlice.reducer,
});

export function createStore() {
  return configureStore({ reducer: rootReducer });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
