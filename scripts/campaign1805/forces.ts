// 14.4 / 14.7 The forces of January 1805, reconstructed (the printed 14.x setup is not in our
// sources). One factor is about 1,500 men; each army or corps of the month is put into the
// counter of `assets/forces/corps.json` that holds it (the counter's boxes are checked by the
// scenario parser and the setup tests). Places are cities' areas (`@city`) or printed area numbers.
// Sources relied on (figures commonly cited; see assets/scenarios/README.md): Chandler, The
// Campaigns of Napoleon; Smith, Napoleonic Wars Data Book; Goetz, 1805: Austerlitz; for fleets
// the Trafalgar-year navy lists (Clowes, The Royal Navy vol. 5) and the Franco-Spanish squadrons
// of the 1805 campaign (Ganteaume at Brest, Villeneuve at Toulon, Missiessy at Rochefort, Gravina
// at Cadiz, Grandallana at Ferrol).

export interface CorpsSetup {
  /** The counter's roster id (assets/forces/corps.json), used as the scenario key. */
  readonly roster: string;
  /** Where: an area number or `@city` (the city's area, outside the walls). */
  readonly at: string;
  readonly factors: Readonly<Record<string, number>>;
  readonly leaders?: readonly string[];
  /** The historical formation, for the provenance note only. */
  readonly was: string;
}

export interface GarrisonSetup {
  readonly nationality: string;
  readonly city: string;
  readonly infantry: number;
}

export interface FleetSetup {
  readonly roster: string;
  readonly name: string;
  readonly ships: number;
  readonly where: { readonly kind: 'port'; readonly city: string } | { readonly kind: 'blockade'; readonly city: string } | { readonly kind: 'sea'; readonly area: string };
  readonly leaders?: readonly string[];
}

export const CORPS: readonly CorpsSetup[] = [
  // France: the Army of the Ocean Coasts in the Boulogne camps (Picardy, 433), Hanover and Holland;
  // the Army of Italy in the Cisalpine Republic; the Guard and Murat's cavalry at Paris.
  { roster: 'france-guard', at: '@paris', factors: { guard: 5, cavalry: 2 }, leaders: ['napoleon', 'bessieres'], was: 'Imperial Guard (about 8,000)' },
  { roster: 'france-i', at: '@hanover', factors: { infantry: 11, cavalry: 1 }, leaders: ['bernadotte'], was: 'Bernadotte\'s army of occupation in Hanover (about 18,000)' },
  { roster: 'france-ii', at: '@breda', factors: { infantry: 12, cavalry: 1 }, leaders: ['marmont'], was: 'Marmont\'s camp of Utrecht (about 20,000)' },
  { roster: 'france-iii', at: '433', factors: { infantry: 16, cavalry: 1 }, leaders: ['davout'], was: 'Davout\'s camp of Ambleteuse (about 26,000)' },
  { roster: 'france-iv', at: '433', factors: { infantry: 20, cavalry: 2 }, leaders: ['soult'], was: 'Soult\'s camp of Saint-Omer and Boulogne (about 40,000, the largest)' },
  { roster: 'france-v', at: '433', factors: { infantry: 11, cavalry: 1 }, leaders: ['lannes'], was: 'Lannes\'s advanced guard at Boulogne (about 18,000)' },
  { roster: 'france-vi', at: '434', factors: { infantry: 15, cavalry: 1 }, leaders: ['ney'], was: 'Ney\'s camp of Montreuil (about 24,000)' },
  { roster: 'france-vii', at: '@brest', factors: { infantry: 9, cavalry: 1 }, leaders: ['augereau'], was: 'Augereau\'s camp of Brest (about 14,000)' },
  { roster: 'france-viii', at: '@milan', factors: { infantry: 14, cavalry: 2 }, leaders: ['massena'], was: 'the Army of Italy on the Adige (about 25,000 of its 50,000 in the field)' },
  { roster: 'france-ix', at: '@bologna', factors: { infantry: 10, cavalry: 1 }, was: 'the corps of observation in the south (Saint-Cyr, about 17,000), drawn back to the Romagna' },
  { roster: 'france-i-c', at: '@paris', factors: { cavalry: 8 }, leaders: ['murat'], was: 'the reserve cavalry (Murat, governor of Paris)' },
  { roster: 'france-ii-c', at: '434', factors: { cavalry: 6 }, was: 'the dragoon divisions of the coast camps' },
  { roster: 'france-artillery', at: '433', factors: { artillery: 4 }, was: 'the grand park of the Boulogne camps' },
  // French free states (Minor Countries Chart, 1805 line): Holland 10 I 2 C, the Cisalpine Republic 11 I 1 C (v2.71 14.1.5.1.2)
  { roster: 'holland-i', at: '@amsterdam', factors: { infantry: 8, cavalry: 2 }, was: 'the Batavian army' },
  { roster: 'lombardy-i', at: '@milan', factors: { infantry: 8, cavalry: 1 }, was: 'the Italian army (Cisalpine Republic)' },
  // Great Britain: the home army against invasion, Ireland
  { roster: 'britain-i', at: '@london', factors: { infantry: 10, cavalry: 1 }, leaders: ['cathcart'], was: 'the home army in the Southern and Eastern districts' },
  { roster: 'britain-ii', at: '774', factors: { infantry: 8, cavalry: 1 }, leaders: ['moore'], was: 'Moore\'s light brigade and the Kent camps (Shorncliffe)' },
  { roster: 'britain-iii', at: '@dublin', factors: { infantry: 7 }, was: 'the army in Ireland' },
  { roster: 'britain-guard', at: '@london', factors: { guard: 3, infantry: 2 }, was: 'the Foot Guards' },
  { roster: 'britain-i-c', at: '@london', factors: { cavalry: 4 }, was: 'the home cavalry' },
  // Spain: the captaincies general
  { roster: 'spain-i', at: '@seville', factors: { infantry: 8, cavalry: 1 }, leaders: ['castanos'], was: 'the Campo de Gibraltar and Andalusia' },
  { roster: 'spain-ii', at: '@madrid', factors: { infantry: 8, cavalry: 1 }, leaders: ['cuesta'], was: 'New Castile' },
  { roster: 'spain-iii', at: '@barcelona', factors: { infantry: 7, cavalry: 1 }, leaders: ['la-romana'], was: 'Catalonia' },
  { roster: 'spain-iv', at: '@corunna', factors: { infantry: 6, cavalry: 1 }, leaders: ['blake'], was: 'Galicia' },
  { roster: 'spain-guard', at: '@madrid', factors: { guard: 2, infantry: 2, cavalry: 1 }, was: 'the royal household troops' },
  { roster: 'spain-i-c', at: '@madrid', factors: { cavalry: 3 }, was: 'the line cavalry' },
  // Austria: at peace; the army of Italy in Venetia and the Tyrol, the rest in its home provinces
  { roster: 'austria-i', at: '@venice', factors: { infantry: 14, cavalry: 2 }, leaders: ['archduke-charles'], was: 'the army of Italy (Archduke Charles)' },
  { roster: 'austria-ii', at: '340', factors: { infantry: 12, cavalry: 1 }, leaders: ['bellegarde'], was: 'the Venetian frontier garrisons' },
  { roster: 'austria-iii', at: '@salzburg', factors: { infantry: 10, cavalry: 1 }, leaders: ['archduke-john'], was: 'the army of the Tyrol' },
  { roster: 'austria-iv', at: '@prague', factors: { infantry: 12, cavalry: 1 }, leaders: ['archduke-ferdinand'], was: 'Bohemia' },
  { roster: 'austria-v', at: '@vienna', factors: { infantry: 12, cavalry: 2 }, leaders: ['mack'], was: 'Lower and Upper Austria' },
  { roster: 'austria-vi', at: '@brunn', factors: { infantry: 10, cavalry: 1 }, leaders: ['kienmayer'], was: 'Moravia' },
  { roster: 'austria-vii', at: '@ofen', factors: { infantry: 10, cavalry: 1 }, leaders: ['merveldt'], was: 'Hungary' },
  { roster: 'austria-grenadier', at: '@vienna', factors: { guard: 4, cavalry: 1 }, leaders: ['liechtenstein'], was: 'the grenadier battalions' },
  { roster: 'austria-i-c', at: '@vienna', factors: { cavalry: 5 }, leaders: ['kolowrat'], was: 'the cuirassier regiments' },
  // Prussia: the inspections in their garrison towns
  { roster: 'prussia-guard', at: '@berlin', factors: { guard: 4, cavalry: 1 }, was: 'the Potsdam Guard' },
  { roster: 'prussia-i', at: '@berlin', factors: { infantry: 13, cavalry: 2 }, leaders: ['brunswick'], was: 'Brandenburg' },
  { roster: 'prussia-ii', at: '@breslau', factors: { infantry: 12, cavalry: 2 }, leaders: ['hohenlohe'], was: 'Silesia' },
  { roster: 'prussia-iii', at: '@magdeburg', factors: { infantry: 12, cavalry: 2 }, leaders: ['ruchel'], was: 'Magdeburg and the Westphalian provinces' },
  { roster: 'prussia-iv', at: '@stettin', factors: { infantry: 10, cavalry: 2 }, leaders: ['louis-ferdinand'], was: 'Pomerania' },
  { roster: 'prussia-v', at: '@konigsberg', factors: { infantry: 10, cavalry: 2 }, was: 'East Prussia' },
  { roster: 'prussia-vi', at: '@warsaw', factors: { infantry: 8, cavalry: 1 }, was: 'South Prussia' },
  { roster: 'prussia-i-c', at: '@berlin', factors: { cavalry: 5 }, was: 'the cuirassiers and dragoons of the Mark' },
  { roster: 'prussia-ii-c', at: '@breslau', factors: { cavalry: 4 }, was: 'the hussars of Silesia' },
  // Russia: the western armies in Lithuania and Volhynia, the Guard, the Turkish and Persian frontiers
  { roster: 'russia-guard', at: '@st-petersburg', factors: { guard: 6, cavalry: 2 }, was: 'the Guard' },
  { roster: 'russia-artillery', at: '@st-petersburg', factors: { artillery: 4 }, was: 'the Guard and reserve artillery' },
  { roster: 'russia-i', at: '@brest-litovsk', factors: { infantry: 14, cavalry: 2 }, leaders: ['kutuzov'], was: 'the Podolian army (Kutuzov, about 46,000)' },
  { roster: 'russia-ii', at: '@vilna', factors: { infantry: 14, cavalry: 2 }, leaders: ['buxhowden'], was: 'the Volhynian army (Buxhowden, about 30,000) and the Lithuanian inspection' },
  { roster: 'russia-iii', at: '@grodno', factors: { infantry: 12, cavalry: 2 }, leaders: ['bagration'], was: 'the Lithuanian army' },
  { roster: 'russia-iv', at: '@minsk', factors: { infantry: 12, cavalry: 2 }, leaders: ['miloradovich'], was: 'the Minsk inspection' },
  { roster: 'russia-v', at: '@moscow', factors: { infantry: 10, cavalry: 1 }, leaders: ['dokhturov'], was: 'the Moscow inspection' },
  { roster: 'russia-vi', at: '@riga', factors: { infantry: 10, cavalry: 1 }, leaders: ['wittgenstein'], was: 'the Livonian inspection' },
  { roster: 'russia-vii', at: '@nemirov', factors: { infantry: 12, cavalry: 2 }, was: 'the Dniester army facing the Turks (Michelson)' },
  { roster: 'russia-viii', at: '@tiflis', factors: { infantry: 8, cavalry: 1 }, was: 'the Caucasus corps at war with Persia' },
  { roster: 'russia-i-c', at: '@vilna', factors: { cavalry: 5 }, leaders: ['uvarov'], was: 'the cuirassier and dragoon divisions' },
  { roster: 'russia-ii-c', at: '@nemirov', factors: { cavalry: 4 }, leaders: ['platov'], was: 'the Don hosts\' regular cavalry' },
  // Turkey: the Janissaries and the New Order troops about the capital; feudal levies are raised in war (10.1.3)
  { roster: 'turkey-janissary-i', at: '@constantinople', factors: { infantry: 10 }, leaders: ['yusuf-pasha'], was: 'the Janissaries of the capital' },
  { roster: 'turkey-janissary-ii', at: '@adrianople', factors: { infantry: 10 }, leaders: ['kuchuk-ali'], was: 'the Janissaries of Rumelia' },
  { roster: 'turkey-nizam-i-cedid', at: '@constantinople', factors: { infantry: 6 }, was: 'the Nizam-i Cedid (about 23,000 by 1806)' },
  { roster: 'turkey-imperial-cavalry', at: '@adrianople', factors: { cavalry: 6 }, was: 'the sipahis of the Porte' },
];

/** Fortress garrisons (7.3.3): a factor or two in the fortresses and capitals each power held. */
export const GARRISONS: readonly GarrisonSetup[] = [
  ...(['paris', 'brest', 'toulon', 'strasbourg'] as const).map((city) => ({ nationality: 'france', city, infantry: 2 })),
  ...(['metz', 'lille', 'bayonne', 'perpignan', 'genoa', 'turin', 'antwerp', 'mainz', 'hanover'] as const).map((city) => ({ nationality: 'france', city, infantry: 1 })),
  { nationality: 'holland', city: 'amsterdam', infantry: 2 },
  { nationality: 'lombardy', city: 'bologna', infantry: 3 },
  { nationality: 'britain', city: 'london', infantry: 2 },
  { nationality: 'britain', city: 'gibraltar', infantry: 2 },
  { nationality: 'britain', city: 'malta', infantry: 2 },
  { nationality: 'britain', city: 'portsmouth', infantry: 1 },
  { nationality: 'spain', city: 'cadiz', infantry: 2 },
  { nationality: 'spain', city: 'madrid', infantry: 1 },
  { nationality: 'spain', city: 'cartagena', infantry: 1 },
  { nationality: 'spain', city: 'leghorn', infantry: 1 },
  { nationality: 'austria', city: 'vienna', infantry: 2 },
  { nationality: 'austria', city: 'venice', infantry: 2 },
  { nationality: 'austria', city: 'mantua', infantry: 2 },
  { nationality: 'austria', city: 'prague', infantry: 1 },
  { nationality: 'austria', city: 'olmutz', infantry: 1 },
  { nationality: 'austria', city: 'trieste', infantry: 1 },
  { nationality: 'prussia', city: 'magdeburg', infantry: 2 },
  { nationality: 'prussia', city: 'danzig', infantry: 2 },
  ...(['berlin', 'stettin', 'kustrin', 'glogau', 'colberg', 'warsaw', 'konigsberg', 'cologne'] as const).map((city) => ({ nationality: 'prussia', city, infantry: 1 })),
  { nationality: 'russia', city: 'st-petersburg', infantry: 2 },
  ...(['moscow', 'riga', 'kiev', 'sevastopol', 'corfu'] as const).map((city) => ({ nationality: 'russia', city, infantry: 1 })),
  { nationality: 'turkey', city: 'constantinople', infantry: 2 },
  ...(['belgrade', 'ismail', 'silistra'] as const).map((city) => ({ nationality: 'turkey', city, infantry: 1 })),
];

/** Depots (7.2): where each army's magazines stood. */
export const DEPOTS: readonly { owner: string; at: string }[] = [
  { owner: 'france', at: '433' }, { owner: 'france', at: '@strasbourg' }, { owner: 'france', at: '@milan' },
  { owner: 'britain', at: '@london' },
  { owner: 'spain', at: '@madrid' },
  { owner: 'austria', at: '@vienna' }, { owner: 'austria', at: '@venice' },
  { owner: 'prussia', at: '@berlin' }, { owner: 'prussia', at: '@breslau' },
  { owner: 'russia', at: '@vilna' }, { owner: 'russia', at: '@brest-litovsk' },
  { owner: 'turkey', at: '@constantinople' },
];

/**
 * Fleets (5.1): ships of the line ready for sea in January 1805 (about 83 British in commission,
 * 40 French, 26 Spanish), the British squadrons watching the French and Spanish ports they
 * were at war with (blockade boxes, 6.2), the rest in port.
 */
export const FLEETS: readonly FleetSetup[] = [
  { roster: 'britain-i', name: 'Channel Fleet', ships: 22, where: { kind: 'blockade', city: 'brest' } },
  { roster: 'britain-ii', name: 'Mediterranean Fleet', ships: 12, where: { kind: 'blockade', city: 'toulon' }, leaders: ['nelson'] },
  { roster: 'britain-iii', name: 'Rochefort Squadron', ships: 6, where: { kind: 'blockade', city: 'la-rochelle' } },
  { roster: 'britain-iv', name: 'Ferrol Squadron', ships: 7, where: { kind: 'blockade', city: 'corunna' } },
  { roster: 'britain-v', name: 'Cadiz Squadron', ships: 6, where: { kind: 'blockade', city: 'cadiz' } },
  { roster: 'britain-vi', name: 'North Sea Fleet', ships: 10, where: { kind: 'sea', area: '727' } },
  { roster: 'britain-vii', name: 'Portsmouth Reserve', ships: 12, where: { kind: 'port', city: 'portsmouth' } },
  { roster: 'britain-viii', name: 'Plymouth Reserve', ships: 8, where: { kind: 'port', city: 'plymouth' } },
  { roster: 'france-i', name: 'Brest Squadron', ships: 20, where: { kind: 'port', city: 'brest' } },
  { roster: 'france-ii', name: 'Toulon Squadron', ships: 11, where: { kind: 'port', city: 'toulon' } },
  { roster: 'france-iii', name: 'Rochefort Squadron', ships: 5, where: { kind: 'port', city: 'la-rochelle' } },
  { roster: 'france-iv', name: 'Lorient Division', ships: 4, where: { kind: 'port', city: 'lorient' } },
  { roster: 'holland-i', name: 'Batavian Fleet', ships: 12, where: { kind: 'port', city: 'amsterdam' } },
  { roster: 'spain-i', name: 'Cadiz Squadron', ships: 12, where: { kind: 'port', city: 'cadiz' } },
  { roster: 'spain-ii', name: 'Ferrol Squadron', ships: 8, where: { kind: 'port', city: 'corunna' } },
  { roster: 'spain-iii', name: 'Cartagena Squadron', ships: 6, where: { kind: 'port', city: 'cartagena' } },
  { roster: 'russia-i', name: 'Baltic Fleet', ships: 14, where: { kind: 'port', city: 'st-petersburg' } },
  { roster: 'russia-ii', name: 'Black Sea Fleet', ships: 8, where: { kind: 'port', city: 'sevastopol' } },
  { roster: 'russia-iii', name: 'Corfu Squadron', ships: 4, where: { kind: 'port', city: 'corfu' } },
  { roster: 'turkey-i', name: 'Ottoman Fleet', ships: 10, where: { kind: 'port', city: 'constantinople' } },
  { roster: 'austria-i', name: 'Venetian Flotilla', ships: 3, where: { kind: 'port', city: 'venice' } },
];
