export { MapView, type MapViewProps } from './MapView';
export type { MapTestHook } from './testHook';
export { mapUiSlice, mapUiReducer, modeChosen, modeCycled, areaSelected, legendToggled, MAP_MODES, type MapMode, type MapUiState } from './mapSlice';
export { geometrySchema, type MapGeometry } from './geometrySchema';
export type { Controller, Controllers } from './viewModel';
export type { SupplyReach } from './painter';
export { FleetLayer, type FleetLayerMark, type FleetLayerTarget } from './FleetLayer';
