/**
 * Level of detail: what each zoom level draws, so the whole map stays readable and the
 * close-up shows everything. Thresholds are in screen pixels per map pixel; the whole map
 * fits a 1280-pixel window at about 0.4.
 */
export interface Detail {
  /** Province names (and their money/manpower from `provinceValues`). */
  provinceNames: boolean;
  provinceValues: boolean;
  /** Capitals only at low zoom; every city further in. */
  allCities: boolean;
  cityNames: boolean;
  portBoxes: boolean;
  areaNumbers: boolean;
  forage: boolean;
  /** Thin area borders fade out when they would be a grey haze. */
  areaBorders: boolean;
  seaNumbers: boolean;
}

export const LOD_THRESHOLDS = {
  provinceValues: 0.55,
  allCities: 0.55,
  portBoxes: 0.8,
  areaBorders: 0.3,
  cityNames: 1.1,
  areaNumbers: 1.1,
  forage: 1.6,
  seaNumbers: 0.55,
} as const;

export function detailAt(scale: number): Detail {
  const t = LOD_THRESHOLDS;
  return {
    provinceNames: true,
    provinceValues: scale >= t.provinceValues,
    allCities: scale >= t.allCities,
    cityNames: scale >= t.cityNames,
    portBoxes: scale >= t.portBoxes,
    areaNumbers: scale >= t.areaNumbers,
    forage: scale >= t.forage,
    areaBorders: scale >= t.areaBorders,
    seaNumbers: scale >= t.seaNumbers,
  };
}

/**
 * Screen size of map text: grows with zoom but stays within a readable band, so labels are
 * neither specks when zoomed out nor posters when zoomed in.
 */
export function labelSize(scale: number, mapSize: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, mapSize * scale));
}
