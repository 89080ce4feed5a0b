export { MapView, type MapViewProps } from './MapView';
export type { MapTestHook } from './testHook';
export { mapUiSlice, mapUiReducer, modeChosen, modeCycled, areaSelected, legendToggled, MAP_MODES, type MapMode, type MapUiState } from './mapSlice';
export { geometrySchema, type MapGeometry } from './geometrySchema';
export type { Controller, Controllers } from './viewModel';
export type { SupplyReach } from './painter';
export { combineScenes, type LitArea, type MapInteraction, type MapScene, type MapTarget, type ScreenRect } from './scene';
export { placeBeside } from './placement';
export type { Size, Viewport } from './viewport';
