export { MapView, type MapViewProps, type MapTestHook } from './MapView';
export { mapUiSlice, mapUiReducer, modeChosen, modeCycled, areaSelected, legendToggled, MAP_MODES, type MapMode, type MapUiState } from './mapSlice';
export { geometrySchema, type MapGeometry } from './geometrySchema';
export type { Controller, Controllers } from './viewModel';
