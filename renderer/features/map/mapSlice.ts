import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Map modes (issue 3): terrain, political control, province values; and in a game the seated power's depot supply reach. */
export const MAP_MODES = ['terrain', 'political', 'values', 'supply'] as const;
export type MapMode = (typeof MAP_MODES)[number];
export const MAP_MODE_LABELS: Record<MapMode, string> = {
  terrain: 'Terrain',
  political: 'Political',
  values: 'Province values',
  supply: 'Supply',
};

/** Map UI state: display choices only, never game state (DESIGN F, `ui` slice). */
export interface MapUiState {
  mode: MapMode;
  selectedArea: string | null;
  legendOpen: boolean;
}

export const initialMapUiState: MapUiState = { mode: 'terrain', selectedArea: null, legendOpen: true };

export const mapUiSlice = createSlice({
  name: 'mapUi',
  initialState: initialMapUiState,
  reducers: {
    modeChosen(state, action: PayloadAction<MapMode>) {
      state.mode = action.payload;
    },
    /** Cycles terrain → political → values → supply → terrain (keyboard `m`). */
    modeCycled(state) {
      state.mode = MAP_MODES[(MAP_MODES.indexOf(state.mode) + 1) % MAP_MODES.length]!;
    },
    areaSelected(state, action: PayloadAction<string | null>) {
      state.selectedArea = action.payload;
    },
    legendToggled(state) {
      state.legendOpen = !state.legendOpen;
    },
  },
});

export const { modeChosen, modeCycled, areaSelected, legendToggled } = mapUiSlice.actions;
export const mapUiReducer = mapUiSlice.reducer;
