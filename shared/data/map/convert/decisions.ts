/**
 * What the map image does not say, decided from the rules and from history.
 * Each entry ends up in map.json with provenance `reconstructed` and its one-line reason.
 */
import type { MajorPower } from '../../../model';

/** 1805 home nations: provinces enclosed by a power's red national border, plus its detached islands. */
export const HOME_NATIONS: Record<MajorPower, { provinces: readonly string[]; reason: string }> = {
  britain: {
    provinces: ['scotland', 'england', 'wales', 'ireland'],
    reason:
      'red border group of Great Britain; Ireland (own group, separated by sea) joined the United Kingdom in 1801',
  },
  france: {
    provinces: [
      'brittany', 'normandy', 'picardy', 'champagne', 'ile-de-france', 'poitou', 'berri', 'burgundy',
      'guyenne', 'gascony', 'languedoc', 'provence', 'lorraine', 'corsica',
    ],
    reason:
      'red border group of France (Lorraine is a French province per 11.8.3.2); Corsica, an island group of its own, has been French since 1768',
  },
  spain: {
    provinces: [
      'leon', 'old-castille', 'aragon', 'catalonia', 'estremadura', 'new-castille', 'valencia', 'murcia',
      'andalusia', 'galicia', 'majorca',
    ],
    reason:
      'red border group of Spain; Majorca prints a guerilla number, which only Spanish home provinces carry (10.1.1)',
  },
  austria: {
    provinces: [
      'bohemia', 'moravia', 'austria', 'tyrol', 'illyria', 'hungary', 'military-border', 'transylvania',
      'west-galicia', 'east-galicia',
    ],
    reason:
      'red border group of the Habsburg lands; Tyrol is Austrian until Pressburg (Dec 1805), cf. 11.4.3',
  },
  prussia: {
    provinces: [
      'east-prussia', 'masovia', 'west-prussia', 'posen', 'pomerania', 'brandenburg', 'silesia', 'magdeburg',
    ],
    reason: 'red border group of Prussia, including the Polish provinces of the 1793/1795 partitions',
  },
  russia: {
    provinces: [
      'karelia', 'novgorod', 'livonia', 'white-russia', 'moscow', 'astrakhan', 'lithuania', 'polesia', 'ukraine',
      'crimea', 'georgia', 'podolia',
    ],
    reason: 'red border group of Russia',
  },
  turkey: {
    provinces: [
      'bosnia', 'bessarabia', 'moldavia', 'wallachia', 'bulgaria', 'serbia', 'albania', 'macedonia', 'greece',
      'rumelia', 'constantinople', 'anatolia', 'armenia', 'crete', 'rhodes', 'cyprus',
    ],
    reason:
      'European and Asian red border groups of the Ottoman Empire (joined by the Bosphorus and Dardanelles arrows) plus its Aegean and Levant islands Crete, Rhodes and Cyprus',
  },
};

export interface MinorDecision {
  id: string;
  name: string;
  /** major district first (10.4.1) */
  districts: readonly string[];
  reason: string;
}

const OWN_BORDER = 'a red national border group of its own, named as a minor country in the rules';

/** Minor countries of 1805; every province not in a home nation is a district of exactly one of these. */
export const MINOR_COUNTRIES: readonly MinorDecision[] = [
  { id: 'denmark', name: 'Denmark', districts: ['denmark', 'norway'], reason: '10.4.1 Denmark with the secondary district Norway' },
  { id: 'sweden', name: 'Sweden', districts: ['sweden', 'finland'], reason: '10.4.1 and errata 1.4: Finland is a secondary district of Sweden in 1805' },
  { id: 'mecklenburg', name: 'Mecklenburg', districts: ['mecklenburg'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'saxony', name: 'Saxony', districts: ['saxony'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'hanover', name: 'Hanover', districts: ['hanover'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'hesse', name: 'Hesse', districts: ['hesse'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'duchies', name: 'Duchies', districts: ['duchies'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'holland', name: 'Holland', districts: ['holland'], reason: `${OWN_BORDER} (errata 10.4.5.4)` },
  { id: 'berg', name: 'Berg', districts: ['berg'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'kleves', name: 'Kleves', districts: ['kleves'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'palatinate', name: 'Palatinate', districts: ['palatinate'], reason: `${OWN_BORDER} (11.8.3.2)` },
  { id: 'baden', name: 'Baden', districts: ['baden'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'wurttemberg', name: 'Wurttemberg', districts: ['wurttemberg'], reason: `${OWN_BORDER} (11.5.1)` },
  { id: 'bavaria', name: 'Bavaria', districts: ['bavaria'], reason: `${OWN_BORDER} (11.4.3)` },
  { id: 'flanders', name: 'Flanders', districts: ['flanders'], reason: `${OWN_BORDER} (errata 10.4.5.4)` },
  { id: 'switzerland', name: 'Switzerland', districts: ['switzerland'], reason: `${OWN_BORDER} (11.8.3.1)` },
  { id: 'piedmont', name: 'Piedmont', districts: ['piedmont'], reason: `${OWN_BORDER} (11.8.3.1)` },
  { id: 'lombardy', name: 'Lombardy', districts: ['lombardy'], reason: `${OWN_BORDER} (11.8.3.1)` },
  { id: 'venetia', name: 'Venetia', districts: ['venetia'], reason: `${OWN_BORDER} (11.8.3.1)` },
  { id: 'romagna', name: 'Romagna', districts: ['romagna'], reason: `${OWN_BORDER} (errata 10.4.5.1)` },
  { id: 'tuscany', name: 'Tuscany', districts: ['tuscany'], reason: `${OWN_BORDER}` },
  { id: 'papacy', name: 'Papacy', districts: ['papacy'], reason: `${OWN_BORDER} (11.8.3.1)` },
  { id: 'naples', name: 'Naples', districts: ['naples'], reason: `${OWN_BORDER}; joined with Sicily only under option 11.7` },
  { id: 'sicily', name: 'Sicily', districts: ['sicily'], reason: `${OWN_BORDER}; joined with Naples only under option 11.7` },
  { id: 'sardinia', name: 'Sardinia', districts: ['sardinia'], reason: `${OWN_BORDER} (errata 10.4.5.6)` },
  { id: 'malta', name: 'Malta', districts: ['malta'], reason: 'island group of its own with no money or manpower; in 1805 held by Britain, not part of its home nation' },
  { id: 'corfu', name: 'Corfu', districts: ['corfu'], reason: 'island group of its own with no money or manpower; in 1805 the Septinsular Republic, a Russo-Turkish protectorate' },
  { id: 'portugal', name: 'Portugal', districts: ['portugal'], reason: `${OWN_BORDER} (11.8.3.4)` },
  { id: 'gibraltar', name: 'Gibraltar', districts: ['gibraltar'], reason: `${OWN_BORDER} (11.8.3.4)` },
  { id: 'syria', name: 'Syria', districts: ['syria'], reason: `${OWN_BORDER} (11.6.1)` },
  { id: 'palestine', name: 'Palestine', districts: ['palestine'], reason: `${OWN_BORDER} (11.6.1)` },
  { id: 'egypt', name: 'Egypt', districts: ['egypt'], reason: `${OWN_BORDER} (11.6.1)` },
  { id: 'cyrenaica', name: 'Cyrenaica', districts: ['cyrenaica'], reason: `${OWN_BORDER} (11.6.1)` },
  { id: 'tripolitania', name: 'Tripolitania', districts: ['tripolitania'], reason: `${OWN_BORDER} (11.6.1)` },
  { id: 'tunisia', name: 'Tunisia', districts: ['tunisia'], reason: `${OWN_BORDER} (11.6.1)` },
  { id: 'algeria', name: 'Algeria', districts: ['algeria'], reason: `${OWN_BORDER} (11.6.1)` },
  { id: 'morocco', name: 'Morocco', districts: ['morocco'], reason: `${OWN_BORDER} (11.6.1)` },
];

/**
 * v2.71 1.1.2: the western-most area of Pomerania (281, Stettin) becomes Hither Pomerania, a
 * 0/0 secondary district of Sweden with Stettin its capital; Colberg becomes Pomerania's. The
 * map draws Pomerania whole (281-282 is an area border), so this is data for the rule only.
 */
export const OPTIONAL_DISTRICTS = [
  {
    rule: '1.1.2',
    id: 'hither-pomerania',
    name: 'Hither Pomerania',
    from: 'pomerania',
    areas: ['281'],
    capital: 'stettin',
    remainderCapital: 'colberg',
    minor: 'sweden',
    source: 'EiA Optional Rules and Errata v2.71, 1.1.2 (also 10.4.5, 10.4.5.3)',
  },
] as const;

/** 9.2: the areas of these provinces lie outside the winter zone; everything else is inside. */
export const OUTSIDE_WINTER_ZONE: readonly string[] = [
  'morocco', 'algeria', 'tunisia', 'tripolitania', 'cyrenaica', 'egypt', 'palestine', 'corfu', 'cyprus',
  'rhodes', 'crete', 'malta', 'majorca',
];

/** Source province groups whose printed label is missing or odd, renamed or merged. */
export const PROVINCE_RENAMES: Readonly<Record<string, { id: string; name: string; reason: string }>> = {
  '(Denmark - Zealand island, no separate label)': {
    id: 'denmark',
    name: 'Denmark',
    reason: 'Zealand (295, Copenhagen) carries no label; 10.4.1 makes Copenhagen the capital of the Denmark district',
  },
  '(Denmark - Fyn island, no separate label)': {
    id: 'denmark',
    name: 'Denmark',
    reason: 'Fyn (788) carries no label and lies between Zealand and Jutland, both Danish',
  },
  'Greece (Euboea island; assumed part of Greece)': {
    id: 'greece',
    name: 'Greece',
    reason: 'Euboea (545) carries no label and lies along the Greek coast; it was part of Ottoman Greece',
  },
  '(unlabelled: Constantinople/Adrianople province - no value label visible on this map)': {
    id: 'constantinople',
    name: 'Constantinople',
    reason: 'the province of the Turkish capital prints no label; named after its capital city',
  },
};

/** Province values or capitals the map does not print. */
export const PROVINCE_PATCHES: Readonly<
  Record<string, { money?: number; manpower?: number; capital?: string; reason: string }>
> = {
  constantinople: {
    money: 6,
    manpower: 3,
    reason:
      'no label printed; set like Brandenburg (6/3), the capital province of the other mid-sized power, well above Rumelia 2/1, since Constantinople is a 5-spire city like Paris and London',
  },
  anatolia: {
    capital: 'angora',
    reason:
      'no city printed in red; Angora is the central inland 3-spire city (Ottoman Anatolia was ruled from the interior, not a port)',
  },
  denmark: {
    capital: 'copenhagen',
    reason: '10.4.1 names Copenhagen the capital of the Denmark district',
  },
};

/** 6.2.1.4 wavy white lines on the map; sea areas beyond them are north of the ice line. */
export const NORTH_OF_ICE_LINE: Readonly<Record<string, string>> = {
  '721': 'Gulf of Bothnia: reached only through 722, which lies north of the Baltic ice line',
  '722': 'northern Baltic, on the north side of the Baltic wavy line',
  '723': 'Gulf of Finland: reached only through 722',
  '773': 'Sea of Azov, on the north side of the Kerch wavy line',
};

/** Black Sea basin for 8.2.1.2.1.3 (Azov included: it opens only into the Black Sea). */
export const BLACK_SEA: readonly string[] = ['769', '770', '771', '772', '773', '777'];

export const DARDANELLES = {
  id: '768',
  reason:
    'the only numbered water between the Aegean and the Black Sea (Bosphorus); the unnumbered Sea of Marmara is joined to it (fix marmara-768)',
};

/** Sea area names from the coasts each touches (the map prints none); broad open-ocean areas by position. */
export const SEA_NAMES: Readonly<Record<string, string>> = {
  '713': 'Atlantic (far north-west)',
  '714': 'Norwegian Sea (west)',
  '715': 'Norwegian Sea (north cape)',
  '716': 'Norwegian Sea',
  '717': 'Northern North Sea',
  '718': 'Skagerrak',
  '719': 'Kattegat',
  '720': 'Western Baltic',
  '721': 'Gulf of Bothnia',
  '722': 'Northern Baltic',
  '723': 'Gulf of Finland',
  '724': 'South-eastern Baltic',
  '725': 'North Sea (west)',
  '726': 'German Bight',
  '727': 'Southern North Sea',
  '728': 'Atlantic (north-west)',
  '729': 'Atlantic off north-west Ireland',
  '730': 'North Channel',
  '731': 'Atlantic off Ireland',
  '732': 'Irish Sea',
  '733': 'Atlantic (west)',
  '734': 'Western Approaches',
  '735': 'English Channel',
  '736': 'Bay of Biscay (north)',
  '737': 'Bay of Biscay (south)',
  '738': 'Atlantic (south-west)',
  '739': 'Atlantic off Galicia',
  '740': 'Atlantic off Portugal',
  '741': 'Atlantic (far south-west)',
  '742': 'Gulf of Cadiz',
  '743': 'Alboran Sea',
  '744': 'Balearic Sea',
  '745': 'Gulf of Lion',
  '746': 'Ligurian Sea',
  '747': 'Western Mediterranean',
  '748': 'Algerian Sea',
  '749': 'Sardinian Channel',
  '750': 'Strait of Sicily',
  '751': 'Tyrrhenian Sea',
  '752': 'Northern Adriatic',
  '753': 'Southern Adriatic',
  '754': 'Ionian Sea (north)',
  '755': 'Ionian Sea',
  '756': 'Malta Channel',
  '757': 'Gulf of Sidra',
  '758': 'Sea off Cyrenaica',
  '759': 'Sea off the Morea',
  '760': 'Western Aegean',
  '761': 'South-eastern Aegean',
  '762': 'Northern Aegean',
  '763': 'Levantine Sea (west)',
  '764': 'Libyan Sea',
  '765': 'Sea off the Nile',
  '766': 'Levantine Sea (Cyprus)',
  '767': 'Levantine coast',
  '768': 'Dardanelles',
  '769': 'Western Black Sea',
  '770': 'North-western Black Sea',
  '771': 'North-eastern Black Sea',
  '772': 'South-eastern Black Sea',
  '773': 'Sea of Azov',
  '777': 'Southern Black Sea',
  '778': 'Tyrrhenian Sea (west)',
};

/**
 * opt:12.2.1 (v2.71) straits the errata name that the printed map draws no arrow for. Each is an
 * optional arrow (`optionalRule: '12.2.1'`), in play only with the option. Ends: the two land
 * areas the errata place it between; tips: the nearest coast pixels of the two areas across the
 * named water (raster search), pushed 8 px inland, except the Trondheim Fjord (the two shores
 * meet at the head of the fjord on this map, so the tips are taken across its middle instead).
 */
export const V271_DRAWN_STRAITS: readonly {
  readonly a: string;
  readonly b: string;
  readonly sea: string;
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly method: string;
}[] = [
  { a: '028', b: '029', sea: '715', from: [828, 70], to: [846, 82], method: 'v2.71 12.2.1 Trondheim Fjord, the northernmost bay of the Norwegian west coast (between 028 and 029, which also share a land border at its head)' },
  { a: '367', b: '541', sea: '753', from: [1847, 1678], to: [1860, 1656], method: 'v2.71 12.2.1 Corfu Strait, between Corfu (367) and the nearest Macedonian area (541), over the Southern Adriatic' },
  { a: '370', b: '595', sea: '761', from: [2375, 1705], to: [2375, 1671], method: 'v2.71 12.2.1 Rhodes Channel, between Rhodes (370) and the nearest Anatolian area (595, 18 px of water; 590 is 65 px)' },
  { a: '542', b: '545', sea: '760', from: [2086, 1620], to: [2083, 1644], method: 'v2.71 12.2.1 Strait of Oreon, between Euboea (545) and the Macedonian area facing its north shore (542)' },
  { a: '544', b: '545', sea: '760', from: [2080, 1670], to: [2088, 1648], method: 'v2.71 12.2.1 Straits of Chalcis, between the Athens area (544) and Euboea (545)' },
];
