/**
 * Corrections to what the extraction flagged (weak contacts, ambiguous water merges,
 * unlabelled islands, misread fields), each with its reason. Applied by convertMap in order.
 */
import type { BBox } from './raster';

export type EdgeKindInput = 'land' | 'coast' | 'sea' | 'strait';

export type FixInput =
  | { id: string; kind: 'removeEdge'; a: string; b: string; reason: string }
  | {
      id: string;
      kind: 'addEdge';
      a: string;
      b: string;
      edge: EdgeKindInput;
      border?: 'national' | 'provincial' | 'area';
      reason: string;
    }
  | {
      id: string;
      kind: 'changeEdge';
      a: string;
      b: string;
      border: 'national' | 'provincial' | 'area';
      river?: boolean;
      reason: string;
    }
  | { id: string; kind: 'setForage'; area: string; value: number; reason: string }
  | {
      id: string;
      kind: 'relabelPixels';
      from: string;
      to: string;
      bbox: BBox;
      reason: string;
    }
  | { id: string; kind: 'setCityField'; city: string; field: 'fleches' | 'spires'; value: number; reason: string }
  /** Moves a city's symbol point to the nearest point well inside its own area (`margin` pixels all round). */
  | { id: string; kind: 'moveCityInside'; city: string; margin: number; reason: string }
  /** Confirms an ambiguous extraction choice after review; changes nothing. */
  | { id: string; kind: 'confirm'; target: string; reason: string };

const SAME_PROVINCE = 'both areas lie in the same province, so the border is an area border; the black line fraction came from a nearby coast';

/** Ambiguous water merges (map_areas.json _meta.unnumbered_water), each reviewed against geography. */
const WATER_REVIEWS: ReadonlyArray<readonly [centroid: string, kept: string, reason: string]> = [
  ['1075,702', '720', 'Little and Great Belt and the Bay of Kiel open south into the western Baltic'],
  ['1678,1898', '755', 'water off southern Calabria below the Messina arrow is Ionian, facing 755 more than 754'],
  ['2517,845', '771', 'south mouth of the Kerch strait lies below the Azov wavy line, so it is Black Sea; 771-773 stays adjacent across the ice line'],
  ['1441,173', '723', 'the Sveaborg roadstead is in the Gulf of Finland'],
  ['1164,639', '720', 'the southern Sound below the Copenhagen-Malmo arrow opens into the western Baltic'],
  ['724,1067', '727', 'the Thames and Scheldt mouths by the Dover arrow face the southern North Sea'],
  ['2247,1394', '768', 'the Sea of Marmara; moved from 769 by fix marmara-768'],
  ['2021,1558', '760', 'the Thermaic Gulf below Salonika opens south into 760'],
  ['440,2246', '743', 'the Strait of Gibraltar east of the Tarifa-Tangier arrow belongs to the Mediterranean side'],
  ['951,422', '718', 'the Oslofjord opens into the Skagerrak'],
  ['2312,1350', '768', 'the Bosphorus itself, numbered 768'],
  ['2034,1551', '762', 'the Chalcidice shore faces the northern Aegean'],
  ['1692,1667', '754', 'the Gulf of Taranto opens into 754'],
  ['377,766', '730', 'the Firth of Clyde opens into the North Channel'],
  ['2378,951', '770', 'Sevastopol roadstead faces the western Black Sea'],
  ['672,1046', '727', 'the Thames estuary faces the southern North Sea'],
  ['504,1265', '735', 'the Gulf of Saint-Malo is part of the Channel'],
  ['2254,1533', '761', 'the Gulf of Smyrna opens into 761'],
  ['573,1117', '734', 'the Solent west of Portsmouth faces 734'],
  ['2281,1388', '768', 'Sea of Marmara; moved from 769 by fix marmara-768'],
  ['378,788', '732', 'the Ayrshire coast faces the Irish Sea'],
];

export const FIXES: readonly FixInput[] = [
  {
    id: 'weak-051-054',
    kind: 'removeEdge',
    a: '051',
    b: '054',
    reason:
      'weak contact (6 px): in the label raster the two areas share only a 4-5 px diagonal (x 1192-1194, y 231-235) between the tip of sea 721 and area 053, less than the width of the drawn border lines that meet there; read as the junction of the 721 coast with the 051-053 and 053-054 borders, not a border of its own; 053 links them',
  },
  {
    id: 'weak-056-059',
    kind: 'changeEdge',
    a: '056',
    b: '059',
    border: 'area',
    river: true,
    reason:
      'weak contact (3 px): a thin unnumbered water strip (the Göta älv below Lake Vänern) runs along the whole border, so they are adjacent across a river inside Sweden',
  },
  {
    id: 'weak-414-418',
    kind: 'changeEdge',
    a: '414',
    b: '418',
    border: 'provincial',
    reason:
      'weak contact (1 px) in the extraction only: the Murcia-Andalusia line between them runs diagonally for 13-14 px (x 585-597, y 2057-2063) and was left unassigned (label 0) in the raster, and the nearest 411 and 415 pixels are 14 px apart, so it is a border, not a four-corner point; kept as a provincial border',
  },
  {
    id: 'weak-452-737',
    kind: 'removeEdge',
    a: '452',
    b: '737',
    reason: 'weak contact (2 px): 452 reaches the Biscay coast only at the point where 450 and 454 meet; it is an inland area (coastal flag cleared)',
  },
  { id: 'border-156-166', kind: 'changeEdge', a: '156', b: '166', border: 'area', river: true, reason: SAME_PROVINCE },
  { id: 'border-544-547', kind: 'changeEdge', a: '544', b: '547', border: 'area', reason: SAME_PROVINCE },
  { id: 'border-632-633', kind: 'changeEdge', a: '632', b: '633', border: 'area', reason: SAME_PROVINCE },
  {
    id: 'marmara-768',
    kind: 'relabelPixels',
    from: '769',
    to: '768',
    bbox: [2150, 1330, 2345, 1460],
    reason:
      'the unnumbered Sea of Marmara was merged into the Black Sea (769) through the Constantinople port box; it lies south of the Bosphorus and belongs to the Dardanelles sea area 768 (6.2.1.3)',
  },
  {
    id: 'dardanelles-762-768',
    kind: 'addEdge',
    a: '762',
    b: '768',
    edge: 'sea',
    reason:
      'the Dardanelles strait is drawn closed by the 554-586 crossing arrow, which cut the only sea link between the Aegean (762) and the Black Sea; fleets pass through the Dardanelles sea area (6.2.1.3, 10.7)',
  },
  {
    id: 'le-havre-fleches',
    kind: 'setCityField',
    city: 'le-havre',
    field: 'fleches',
    value: 0,
    reason:
      'symbol overlapped by text, fleches unread; 0, not a fortress (7.5.4.1.4): every other 1-spire city on the map (Ajaccio, Benghazi, Famagusta, Tirane, Tripoli) prints none, as do the Channel ports Cherbourg and Lorient; a siege value (7.5.4.1.1.1) is not invented without a printed fleche',
  },
  {
    id: 'gibraltar-symbol',
    kind: 'moveCityInside',
    city: 'gibraltar',
    margin: 4,
    reason: 'the symbol point was read offshore in 743 (the symbol is drawn over the water beside the tiny rock); moved to the nearest point inside area 380 so the city is drawn and hit-tested on its own area',
  },
  {
    id: 'void-main-mouth-306',
    kind: 'relabelPixels',
    from: '000',
    to: '306',
    bbox: [1060, 1070, 1112, 1091],
    reason:
      'a 589 px unassigned wedge (label text) where 306, 313, 315 and 317 meet; the adjacency has 306-317 and 313-315 but neither diagonal, so the border between 306 and 317 must run through it: the part north of the line from the 313/315 corner to the 306/317 border goes to 306',
  },
  {
    id: 'void-main-mouth-317',
    kind: 'relabelPixels',
    from: '000',
    to: '317',
    bbox: [1060, 1092, 1112, 1100],
    reason: 'the rest of the same wedge, south of that line, goes to 317; the four areas then meet as the adjacency says, with no new contact',
  },
  {
    id: 'void-wurttemberg-bavaria-319',
    kind: 'relabelPixels',
    from: '000',
    to: '319',
    bbox: [1150, 1158, 1169, 1180],
    reason:
      'a 138 px unassigned triangle between 319, 320, 322 and 325; the Wurttemberg-Bavaria national border runs from the 319/322 border (x 1167) down to the 320/325 border (x 1172), so the part west of x 1170 goes to 319',
  },
  {
    id: 'void-wurttemberg-bavaria-322',
    kind: 'relabelPixels',
    from: '000',
    to: '322',
    bbox: [1170, 1158, 1176, 1180],
    reason: 'the part east of x 1170 goes to 322; neither 319-325 nor 320-322 (not adjacent in the data) gains a contact',
  },
  {
    id: 'island-forage-367',
    kind: 'setForage',
    area: '367',
    value: 2,
    reason: 'Corfu prints no forage value (too small); given 2 like Malta (365), a comparable small Mediterranean island',
  },
  {
    id: 'island-forage-370',
    kind: 'setForage',
    area: '370',
    value: 2,
    reason: 'Rhodes prints no forage value (too small); given 2 like Malta (365), a comparable small Mediterranean island',
  },
  {
    id: 'island-forage-380',
    kind: 'setForage',
    area: '380',
    value: 0,
    reason: 'Gibraltar prints no forage value; a bare fortress rock fed from the sea, so nothing to forage',
  },
  ...WATER_REVIEWS.map(
    ([at, kept, reason]): FixInput => ({ id: `water-${at.replace(',', '-')}`, kind: 'confirm', target: `unnumbered water at ${at} -> ${kept}`, reason }),
  ),
];
