export { MapView, type MapViewProps } from './MapView';
export type { MapTestHook } from './testHook';
export { mapUiSlice, mapUiReducer, modeChosen, modeCycled, areaSelected, legendToggled, MAP_MODES, type MapMode, type MapUiState } from './mapSlice';
export { geometrySchema, type MapGeometry } from './geometrySchema';
export type { Controller, Controllers } from './viewModel';
export type { SupplyReach } from './painter';
export type { LitArea, MapInteraction, MapScene, MapTarget, ScreenRect } from './scene';
export { placeBeside } from './placement';
export type { Size, Viewport } from './viewport';
