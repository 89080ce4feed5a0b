import type { RuleNotes } from './types';

const HISTORY = 'historical commentary introducing the rules under it';
const UNCHANGED = 'confirms that the base rule stays in use unchanged';
const CHART = 'a correction to printed chart or counter data; it belongs in the data tables';

/**
 * Optional Rules and Errata v2.71: titles and summaries in our own words. Entries sharing a
 * base rule's number amend it (the index records `amends`); the others are new rules.
 */
export const optional: RuleNotes = {
  'opt:1.1.1': {
    t: 'Austrian capitals',
    s: 'For peace terms only, Ofen (Hungary) counts as an Austrian national capital, so Hungary is ceded last; otherwise it stays a provincial capital.',
  },
  'opt:1.1.2': {
    t: 'Swedish Pomerania',
    s: 'The Stettin area becomes Hither Pomerania, a 0/0 secondary district of Sweden at the start of every campaign; Colberg becomes the capital of Prussian Pomerania.',
  },
  'opt:1.1.2.1': {
    t: 'Stettin’s trade',
    s: 'Prussia collects Stettin’s trade values whoever owns Hither Pomerania, unless that owner is at war with Prussia.',
  },
  'opt:1.2': { t: 'Russian corps cavalry morale', no: CHART },
  'opt:1.2.1': { t: 'Leader rating corrections', no: CHART },
  'opt:1.4': { t: 'Finland’s national modifiers', no: CHART },
  'opt:4.2.2.2': {
    t: 'No new war when invaded (amended)',
    s: 'Amended: the bar on new declarations applies only while unbesieged enemy infantry corps are inside the home nation.',
  },
  'opt:4.2.2.4.1': {
    t: 'Kinds of enforced peace',
    s: 'Three kinds of enforced peace: after a formal peace (18 months or more), between joint victors and after a broken alliance (three months each).',
  },
  'opt:4.4': { t: 'Peace term C.7 wording', no: CHART },
  'opt:4.4.6.3.1': {
    t: 'Peace between joint victors',
    s: 'Two powers that both receive a third power’s surrender in one turn are bound to three months of peace with each other.',
  },
  'opt:4.4.9': {
    t: 'Royal marriages',
    s: 'A royal marriage made by formal peace lasts until the two powers go to war, which costs one extra political point.',
  },
  'opt:4.6': { t: 'Minor country control', no: HISTORY },
  'opt:4.6.2': { t: 'Control roll with two dice', s: 'Amended: the roll for who runs an attacked minor uses two dice.' },
  'opt:4.6.3.1': {
    t: 'Attacked minors become free states',
    s: 'A minor with corps or fleets placed under a power’s control because it was attacked is treated as a free state.',
  },
  'opt:4.6.4': {
    t: 'Backing down in enforced peace',
    s: 'Powers in any period of enforced peace must back down when several declare war on one minor.',
  },
  'opt:4.6.4.2.2': {
    t: 'Forced declarations break marriages',
    s: 'Amended: forced declarations break royal marriages as well as alliances, with their point costs.',
  },
  'opt:4.6.7': {
    t: 'Neighbours of an attacked minor',
    s: 'When a neutral minor is attacked, other powers may roll to win over its neutral neighbours that have corps; the best roll of 10 or more makes one a free state.',
  },
  'opt:4.6.8': {
    t: 'Alliances with minors',
    s: 'In the UMP control step each power may make a diplomatic overture to one minor, paying points per district, and roll to gain its control.',
  },
  'opt:4.7.1': {
    t: 'Wait after breaking an alliance',
    s: 'A power that breaks an alliance may not attack its former ally for three months.',
  },
  'opt:4.9': { t: 'Secret combined movement', s: 'Combined movement declarations may be written secretly and revealed together.' },
  'opt:6.2.5.1': {
    t: 'Embarking in a besieged port',
    s: 'Amended: corps and fleet must start in the same friendly port, which may be besieged.',
  },
  'opt:7.2.3.1': {
    t: 'Ceded provinces are no source',
    s: 'Cities in ceded home provinces are not supply sources unless the province is part of a free state.',
  },
  'opt:7.3.1.2': { t: 'Who may force march (amended)', s: 'Amended: cavalry corps and disembarking corps may not force march either.' },
  'opt:7.3.5': {
    t: 'Landing at a besieged port',
    s: 'Corps may land straight into a besieged friendly port, if there is room, or into its area.',
  },
  'opt:7.4.2.1.1.1': {
    t: 'Extra cost for crowded depots',
    s: 'Instead of the depot supply limit: corps beyond the fourth supplied by one depot pay double, and double again in winter.',
  },
  'opt:7.5.2.1': { t: 'Chart fix: escalated assault vs cordon', no: CHART, amends: '7.5.2.7' },
  'opt:7.5.2.10.3.6': {
    t: 'Retreat after landing',
    s: 'Corps that landed from the sea and must retreat in the following combat surrender instead.',
  },
  'opt:7.5.4.1.3.2': {
    t: 'Assault: forces revealed (amended)',
    s: 'Amended: in an assault, forces are revealed and morale found as in field combat.',
  },
  'opt:7.5.4.2.1.2': {
    t: 'Sally: forces revealed (amended)',
    s: 'Amended: in a garrison attack, forces are revealed and morale found as in field combat.',
  },
  'opt:8.1.3.2': {
    t: 'Campaign victory (amended)',
    s: 'Amended: a player wins by announcing that his power, or an UMP he controls, has reached its victory level; simultaneous claims share the win; with no winner Britain wins, or it is a draw.',
  },
  'opt:8.1.3.2.3.1': {
    t: 'National objectives',
    s: 'At the final count each power adds or loses points for holding, or not holding, the territories on its national objectives chart.',
  },
  'opt:8.1.3.2.3.2': { t: 'Manpower count deleted', no: 'deletes base 8.1.3.2.3.2; nothing to implement' },
  'opt:8.1.3.2.3.3': { t: 'Two-power rule deleted', no: 'deletes base 8.1.3.2.3.3 (see opt:14.3.9); nothing to implement' },
  'opt:8.1.3.2.3.4': { t: 'National objectives charts', no: 'tables of territories and points; they belong in the data tables' },
  'opt:8.2.1.2.2.2.2.2': {
    t: 'War with the United States',
    s: 'Britain ends an American war by giving up 5 points or by a two-dice roll each economic phase, helped by sending fleets and corps to America.',
  },
  'opt:8.2.1.2.3': {
    t: 'Continental blockade',
    s: 'Britain loses a political point when its domestic trade is under 25, and another when its total trade is under 15.',
  },
  'opt:8.5.1.2': { t: 'Blockading fleets’ upkeep', s: 'Amended: fleets in blockade boxes pay more upkeep at the spending step.' },
  'opt:8.8': {
    t: 'When ceding is allowed',
    s: 'Clarified: minors and ceded provinces change hands only to allies at general peace, by formal peace, or to an enemy UMP in the UMP control step.',
  },
  'opt:10.2.1': {
    t: 'Conquest needs every city',
    s: 'Amended: a minor is conquered by holding every city of its main district for a month.',
  },
  'opt:10.2.3': {
    t: 'Releasing minors',
    s: 'In the new political combinations step a power may set a controlled minor free as a neutral.',
  },
  'opt:10.3.1.2.1.3': {
    t: 'Access after territory changes hands',
    s: 'Forces with access in territory that changes owner need the new owner’s access or must go home.',
  },
  'opt:10.3.4': { t: 'Forcible access', s: 'A power refused access may still march through, at a cost.' },
  'opt:10.3.4.1': { t: 'Forcible access limits', s: 'The limits of passing through a neutral minor apply.' },
  'opt:10.3.4.2': { t: 'Cost of forcible access', s: 'One political point per turn for each power whose lands are entered this way.' },
  'opt:10.3.4.3': {
    t: 'Answering forcible access',
    s: 'The owner may declare war on the intruder each time a counter passes, calling allies as usual.',
  },
  'opt:10.4.5': {
    t: 'New multi-district minors',
    s: 'In the new political combinations step a power holding both parts may join some minors into one country, for no points.',
  },
  'opt:10.4.5.1': { t: 'Cisalpine Republic', s: 'Romagna may join Lombardy while the Kingdom of Italy does not exist.' },
  'opt:10.4.5.2': {
    t: 'Greater Egypt',
    s: 'Without the Ottoman Empire, Palestine, Cyrenaica and Syria may join Egypt under any power but Turkey.',
  },
  'opt:10.4.5.3': {
    t: 'Greater Sweden',
    s: 'Hither Pomerania, Finland, Norway, Karelia and Livonia may become Swedish districts; a larger Sweden may field bigger corps.',
  },
  'opt:10.4.5.4': { t: 'Netherlands', s: 'Flanders may join Holland, which then benefits from British training.' },
  'opt:10.4.5.6': { t: 'Sardinia-Piedmont', s: 'Sardinia and Lombardy may join Piedmont.' },
  'opt:10.5.2.1': {
    t: 'Minor country revolts',
    s: 'Amended: a power starting minor control unstable or in fiasco rolls for each of its minors, with modifiers, to see whether it revolts.',
  },
  'opt:10.5.2.2': {
    t: 'Forces in a revolting minor',
    s: 'Corps follow neutral-minor access; garrisons march out as under honours of war; fleets act as when their port is lost.',
  },
  'opt:10.5.2.3': {
    t: 'Free states may change sides',
    s: 'A free state bordering, or entered by, an enemy of its controller may instead be won over by that enemy’s roll.',
  },
  'opt:10.5.2.3.1': {
    t: 'One roll per multi-district state',
    s: 'Multi-district free states roll once, except the German Confederation and Ottoman Empire, whose parts roll separately.',
  },
  'opt:10.5.2.3.2': {
    t: 'Forces of a turncoat minor',
    s: 'Its corps and garrisons stay unless sharing an area with its former master’s forces, when they are destroyed.',
  },
  'opt:11.1': { t: 'Poland unchanged', no: UNCHANGED },
  'opt:11.2': { t: 'Kingdom of Italy changes', no: 'heading for the changes below' },
  'opt:11.2.1': {
    t: 'Creating Italy (amended)',
    s: 'Only France may create the Kingdom of Italy, from Lombardy, Venetia and Romagna; the Papacy and Illyria are left out.',
  },
  'opt:11.3': { t: 'Westphalia unchanged', no: UNCHANGED },
  'opt:11.4': { t: 'Bavaria unchanged', no: UNCHANGED },
  'opt:11.5': {
    t: 'German Confederation',
    s: 'Replaces the Confederation of the Rhine: Austria, Prussia or France may each build a German confederation on its own terms.',
  },
  'opt:11.5.1': {
    t: 'Creating the German Confederation',
    s: 'All German states of the creator join, with a few exceptions, and those gained later must join too.',
  },
  'opt:11.5.1.1': {
    t: 'Holy Roman Empire at start',
    s: 'Campaigns from 1805 begin with the Holy Roman Empire; Prussia or France need peace term C.8 against Austria first, and it never returns.',
  },
  'opt:11.5.1.2': { t: 'Austria’s confederation', s: 'Austria needs Bavaria, Württemberg, Baden and three more German states.' },
  'opt:11.5.1.3': { t: 'Prussia’s confederation', s: 'Prussia needs Saxony, Hesse, Hanover and three more German states.' },
  'opt:11.5.1.4': { t: 'France’s confederation', s: 'France needs four German states with corps and three without.' },
  'opt:11.5.1.5': {
    t: 'One confederation at a time',
    s: 'Another power may build it only after the existing one’s states with corps are lost.',
  },
  'opt:11.5.1.6': {
    t: 'Confederation by peace term',
    s: 'A power receiving France’s unconditional surrender may take over the confederation with peace term C.9.',
  },
  'opt:11.5.1.6.1': { t: 'Shared confederation', s: 'If Austria and Prussia both take it, each runs its own states’ money and forces.' },
  'opt:11.5.1.6.2': {
    t: 'Shared confederation objectives',
    s: 'Such a shared confederation counts for both powers’ national objectives while each keeps a state.',
  },
  'opt:11.5.2.2': {
    t: 'Confederation money and men',
    s: 'Confederation income may be spent anywhere in it, and its factors placed in any member’s corps or cities.',
  },
  'opt:11.5.2.3': {
    t: 'Confederation morale',
    s: 'Factors take the morale of the member corps they serve with; garrisons of states without corps have morale 2.0.',
  },
  'opt:11.6': { t: 'Ottoman Empire unchanged', no: UNCHANGED },
  'opt:11.7': { t: 'Two Sicilies unchanged', no: UNCHANGED },
  'opt:11.8': { t: 'Dominant powers changes', no: 'heading for the changes below' },
  'opt:11.8.3': {
    t: 'Dominance by objectives',
    s: 'A power becomes dominant with at least 60 national objective points and loses it below 40.',
  },
  'opt:11.8.4': {
    t: 'France and Britain lose dominance',
    s: 'They lose dominance at minus 40 national objective points and may regain it above zero.',
  },
  'opt:11.9': { t: 'Limits on peace unchanged', no: UNCHANGED },
  'opt:12': { t: 'Options in use', no: 'lists which optional rules the v2.71 set turns on; the game’s options record covers it' },
  'opt:12.2': { t: 'Naval option changes', no: 'heading for the changes below' },
  'opt:12.2.1': {
    t: 'More crossing arrows',
    s: 'Extra crossing arrows over narrow straits, of different kinds; the narrowest cost one movement point and are blocked by enemy fleets unless both banks are held.',
  },
  'opt:12.2.6': { t: 'Advanced naval combat', s: 'Optional: naval battles fought with tactics chits and morale like land battles.' },
  'opt:12.2.6.1': {
    t: 'Battles at sea',
    s: 'Replaces the basic naval combat for all battles except blockade battles and port raids; the Nelson rule must be used with it.',
  },
  'opt:12.2.6.1.1': { t: 'Naval tactics chits', s: 'Both sides choose linear defence, linear attack or melee.' },
  'opt:12.2.6.1.1.1': { t: 'Melee needs Nelson at first', s: 'In 1805 starts only Nelson may choose melee until he has done so once.' },
  'opt:12.2.6.1.2': { t: 'Revealing naval chits', s: 'Chits are shown and crossed on the tactical naval chart.' },
  'opt:12.2.6.1.3': { t: 'Naval forces and morale', s: 'Both sides reveal their fleets and find their morale.' },
  'opt:12.2.6.1.3.1': { t: 'Revealing fleets', s: 'Exact fleet sizes are shown at once by both sides.' },
  'opt:12.2.6.1.3.2': {
    t: 'Naval morale',
    s: 'Morale by the weighted method: British and Dutch ships 4.0, Austrian and Prussian 2.0, others 3.0.',
  },
  'opt:12.2.6.1.4': {
    t: 'Naval combat tables',
    s: 'The tactical chart gives each side a combat table for each of three rounds, as on land.',
  },
  'opt:12.2.6.1.4.1': { t: 'Large fleets penalised', no: 'designer’s note explaining the rule that follows' },
  'opt:12.2.6.1.4.1~2': {
    t: 'Melee tables',
    s: 'A melee side uses the first tables until it closes with the enemy, then the second; the chart gives the roll to close after each round.',
  },
  'opt:12.2.6.1.4.2': {
    t: 'Nelson closes faster',
    s: 'An all-British force under Nelson may improve its closing roll by one or two, adding the same to his casualty risk.',
  },
  'opt:12.2.6.1.5': {
    t: 'Naval combat rolls',
    s: 'Rolled as on land with only nationality modifiers; losses are disabled ships that fight no more.',
  },
  'opt:12.2.6.1.6': {
    t: 'Naval victory and defeat',
    s: 'A side with all ships disabled, or whose morale loss reaches its morale, is beaten and the battle ends.',
  },
  'opt:12.2.6.1.6.1': { t: 'Battle continues', s: 'Without a result the next round is fought.' },
  'opt:12.2.6.1.6.2': {
    t: 'Drawn sea battle',
    s: 'After three rounds without a result the battle ends undecided; there is no second day.',
  },
  'opt:12.2.6.1.6.3': {
    t: 'Points for sea battles',
    s: 'The winner gains and the loser loses points per fleet counter, as in the base rule.',
  },
  'opt:12.2.6.1.7': { t: 'General chase', s: 'The winner may chase: its morale loss and a roll disable more enemy ships.' },
  'opt:12.2.6.1.8': {
    t: 'Naval retreat and pursuit',
    s: 'The loser retreats as in the base rule; the winner may stay, pursue to blockade, or return to port.',
  },
  'opt:12.2.6.1.9': { t: 'Capturing ships', s: 'Disabled ships are not lost at once: the winner takes the loser’s and keeps its own.' },
  'opt:12.2.6.1.9.1': {
    t: 'Bringing disabled ships home',
    s: 'Each disabled ship rolls to reach a chosen friendly port: it sinks if the roll is no more than the distance, or on a one; survivors become hulks.',
  },
  'opt:12.2.6.2': { t: 'Blockade battles', s: 'A fight between blockaders and blockaded uses fixed tables without chits.' },
  'opt:12.2.6.3': { t: 'Port raids', s: 'An attack on fleets inside a port is fought by a shortened procedure.' },
  'opt:12.2.6.3.1': { t: 'Harbour guns in a raid', s: 'An enemy or unfriendly garrison’s harbour guns fire once at the raiders first.' },
  'opt:12.2.6.3.2': { t: 'Raid tables', s: 'Survivors fight the ships and hulks in port on fixed tables.' },
  'opt:12.2.6.3.3': { t: 'Winning a raid', s: 'A raider wins only by breaking the defence and inflicting more losses than it takes.' },
  'opt:12.2.6.3.4': {
    t: 'After a raid',
    s: 'Raiders return to the blockade box or nearest sea and both sides take their disabled ships home; no chase.',
  },
  'opt:12.2.7': { t: 'Nelson’s casualty risk', s: 'Optional: Nelson is more exposed than land leaders.' },
  'opt:12.2.7.1': { t: 'Naval leaders fall more often', s: 'Leader casualties at sea happen on eleven as well as twelve.' },
  'opt:12.2.7.2': {
    t: 'Nelson’s melee risk',
    s: 'With advanced naval combat, the amount Nelson improves his closing roll also raises his casualty roll.',
  },
  'opt:12.2.7~2': {
    t: 'West Indies',
    s: 'Optional: Britain, France and Spain may send fleets off the map to the West Indies to strike at colonial trade.',
  },
  'opt:12.2.7.1~2': {
    t: 'Sailing to the West Indies',
    s: 'Fleets leave by the southern map edge west of Morocco with movement to spare, passing the Mid-Atlantic and Canaries.',
  },
  'opt:12.2.7.2~2': {
    t: 'Raiding colonial trade',
    s: 'A French or Spanish fleet at war with Britain in the West Indies cuts British colonial trade by 10.',
  },
  'opt:12.2.7.3~2': {
    t: 'Battles off the map',
    s: 'Fleets may fight in the West Indies or Canaries, not the Mid-Atlantic; no interception off the map, easier evasion, and no retreat or pursuit.',
  },
  'opt:12.2.8': { t: 'Hulks', s: 'Optional: unseaworthy ships kept in port as hulks, which defend ports and can be refitted.' },
  'opt:12.2.8.1': { t: 'Hulks in battle', s: 'Hulks fight only when their port is raided, joining its fleet without morale.' },
  'opt:12.2.8.2': {
    t: 'Hulks captured',
    s: 'Hulks in a port taken by land are destroyed; when a port changes hands otherwise a roll decides each hulk’s fate.',
  },
  'opt:12.2.8.3': {
    t: 'Refitting hulks',
    s: 'At the spending step a hulk in a friendly port may be refitted for money and manpower, ready in three months.',
  },
  'opt:12.2.8.4': { t: 'Laying ships up', s: 'In the naval reinforcement step ships in a friendly port may be turned into hulks.' },
  'opt:12.2.9': { t: 'Blockades and running them', s: 'Optional: close blockades are harder to keep and can be run.' },
  'opt:12.2.9.1': {
    t: 'Running a blockade',
    s: 'A blockaded stack rolls to slip out; otherwise it must fight a blockade battle; carrying troops makes it harder.',
  },
  'opt:12.2.9.2': {
    t: 'Covering fleet',
    s: 'A covering fleet at least as large may engage the blockaders to help another stack slip out.',
  },
  'opt:12.2.9.3': { t: 'Cost of blockading', s: 'Blockading fleets cost money each naval phase, more when far from a friendly port.' },
  'opt:12.3.3.2': { t: 'Cavalry withdrawal changed', s: 'See reaction withdrawals (opt:12.3.7.4.2.1).' },
  'opt:12.3.3.3': {
    t: 'Mameluke and spahi cavalry',
    s: 'Optional: cavalry raised by the Levant and North African states is much cheaper.',
  },
  'opt:12.3.3.4': { t: 'Larger Turkish imperial cavalry', s: 'Optional: the Turkish imperial cavalry corps may hold up to 16 factors.' },
  'opt:12.3.7.4': {
    t: 'Reaction moves',
    s: 'Optional: non-phasing leaders may intercept or slip away from enemy moves with their corps during the enemy’s movement.',
  },
  'opt:12.3.7.4.1': {
    t: 'Reaction: interception',
    s: 'When enemy corps enter an adjacent area, a leader who rolls his strategic rating or less may move in with his corps to block them.',
  },
  'opt:12.3.7.4.2': {
    t: 'Reaction: withdrawal',
    s: 'When enemy corps enter his area, a leader who rolls his strategic rating or less may pull out with some or all of the forces there.',
  },
  'opt:12.3.7.4.2.1': { t: 'Cavalry slips away', s: 'Cavalry alone withdraws freely from infantry, and by a roll from cavalry.' },
  'opt:12.3.7.4.2.2': {
    t: 'Movers stop unless all leave',
    s: 'Moving corps still stop in an area with enemy corps unless every one of them withdraws.',
  },
  'opt:12.3.7.4.3': {
    t: 'Irregulars reacting',
    s: 'Cossacks and freikorps may react only with a corps; alone they may still retreat before combat.',
  },
  'opt:12.3.7.4.4': { t: 'Repeated reactions', s: 'A leader may keep reacting until he ends beside an enemy corps or fails a roll.' },
  'opt:12.3.7.4.5': { t: 'Who reacts', s: 'Only the commanding leader in an area reacts; a corps reacts with one leader only.' },
  'opt:12.3.7.4.6': {
    t: 'Changes with reaction moves',
    s: 'Strategic ratings suffer the same penalty for many corps as tactical ones, and battles cannot be reinforced.',
  },
  'opt:12.3.7.4.7': { t: 'Corps reacting alone', s: 'With corps leaders in use, a leaderless corps may react on its own rating.' },
  'opt:12.3.9': { t: 'Overwhelming numbers and overruns', s: 'Optional: huge armies sweep small detachments away.' },
  'opt:12.3.9.1': { t: 'Lopsided battles are trivial', s: 'A field battle at five to one or better is fought as a trivial combat.' },
  'opt:12.3.9.2': {
    t: 'Overrun attempt',
    s: 'During movement a corps may stop to try to sweep away the enemy corps and depot guards where it has just arrived.',
  },
  'opt:12.3.9.3': { t: 'Overrun odds', s: 'The mover announces its strength there and the defender compares it with his own.' },
  'opt:12.3.9.4': {
    t: 'Overrun succeeds',
    s: 'At five to one the defenders are destroyed or surrender and the mover may go on; some forces cannot be overrun.',
  },
  'opt:12.3.9.5': { t: 'Overrun fails', s: 'Below five to one the mover stops and attacks later with minus one to its rolls.' },
  'opt:12.10': {
    t: 'Non-European troops',
    s: 'Optional: Ottoman minors’ manpower is halved for powers other than Turkey, and moving their corps into Europe costs a political point per turn.',
  },
  'opt:12.11': { t: 'Militia and landwehr', s: 'Optional: limits on militia in field corps, with landwehr for Austria and Prussia.' },
  'opt:12.11.1': {
    t: 'Militia in corps',
    s: 'British, Russian and Spanish corps take militia only at home; Austrian and Prussian corps only with landwehr active.',
  },
  'opt:12.11.2': {
    t: 'Militia garrisons',
    s: 'Militia may always garrison; in 1805 campaigns some infantry may start as militia garrisons.',
  },
  'opt:12.11.3': { t: 'Landwehr', s: 'Austria or Prussia may raise landwehr for two political points after an unconditional surrender.' },
  'opt:12.11.3.1': { t: 'Ending the landwehr', s: 'It may be stood down for two points; while active it eases economic loss rolls.' },
  'opt:14.1.5.1': { t: '1805 campaign changes', s: 'Two corrections to the 1805 campaign’s starting position.' },
  'opt:14.1.5.1.1': { t: 'Tuscany starts Spanish', s: 'Tuscany begins as a Spanish conquered minor.' },
  'opt:14.1.5.1.2': {
    t: 'Cisalpine Republic at start',
    s: 'The Cisalpine Republic begins as a French free state with its own small army.',
  },
  'opt:14.3': { t: 'Uncontrolled powers revised', s: 'Replaces the rules for major powers without a player.' },
  'opt:14.3.1': {
    t: 'Bidding for uncontrolled powers',
    s: 'Each UMP control step, and before play, powers make overtures to UMPs and roll to control them.',
  },
  'opt:14.3.1.1.1': { t: 'Secret overtures', s: 'Each power secretly records overtures with any points, territory or loans offered.' },
  'opt:14.3.1.1.2': { t: 'Natural alliances', s: 'The natural alliance table always modifies overture rolls.' },
  'opt:14.3.1.1.3': { t: 'Paying points for overtures', s: 'Each political point given improves one’s own roll or worsens rivals’ rolls.' },
  'opt:14.3.1.1.4': { t: 'Offering territory', s: 'Ceding territory the UMP wants improves the overture.' },
  'opt:14.3.1.1.5': { t: 'Crucial territories', s: 'Holding territory crucial to the UMP hurts the overture.' },
  'opt:14.3.1.1.6': { t: 'Subsidies', s: 'Money subsidies, not loans, may sweeten an overture.' },
  'opt:14.3.1.1.7': { t: 'Past unconditional surrender', s: 'Minus two if the UMP once surrendered unconditionally to the bidder.' },
  'opt:14.3.1.1.8': { t: 'UMP control modifiers', no: 'table of modifiers; it belongs in the data tables' },
  'opt:14.3.2': { t: 'Results of overtures', s: 'The best roll controls the UMP, making it active or inactive by the score.' },
  'opt:14.3.2.1': { t: 'No points for control', s: 'Gaining an UMP gives no political points.' },
  'opt:14.3.3': { t: 'Running an UMP', s: 'Limits on how a controller may use an UMP.' },
  'opt:14.3.3.1': {
    t: 'UMP political status',
    s: 'UMPs keep political status normally and may gain minors only through declarations of war.',
  },
  'opt:14.3.3.2': { t: 'UMPs call their allies', s: 'An attacked UMP must call its allies.' },
  'opt:14.3.3.3': { t: 'UMPs give nothing away', s: 'UMPs never give, lend or cede except by formal peace.' },
  'opt:14.3.3.4': { t: 'UMP economy', s: 'UMPs collect and spend like other powers but may not manipulate their economy.' },
  'opt:14.3.3.5': { t: 'Setting up an UMP', s: 'An UMP’s forces set up as in its campaign.' },
  'opt:14.3.3.6': { t: 'UMP forces kept', s: 'UMPs may not scuttle, lay up ships or disband by choice.' },
  'opt:14.3.3.7': { t: 'UMPs at peace don’t starve', s: 'An UMP at peace may forage only where it risks at most one factor.' },
  'opt:14.3.3.8': { t: 'Forcing an UMP to sue', s: 'Its enemies may roll in the peace step to make it sue for peace.' },
  'opt:14.3.3.9': { t: 'Controller at war with its UMP', s: 'Must make informal peace with it at the next peace step.' },
  'opt:14.3.4': { t: 'Active UMPs', s: 'An active UMP may make war and alliances as its controller wishes.' },
  'opt:14.3.5': { t: 'Inactive UMPs', s: 'An inactive UMP may not declare war and must break alliances that would drag it in.' },
  'opt:14.3.6': { t: 'Neutral UMPs', s: 'An UMP nobody bids for goes neutral and leaves the map, its strengths recorded.' },
  'opt:14.3.6.1': { t: 'Unwanted UMP at war', s: 'An UMP at war that nobody bids for surrenders to all its enemies.' },
  'opt:14.3.6.1~2': { t: 'UMP returns from neutrality', s: 'It regains half its income for each economic phase it was neutral.' },
  'opt:14.3.6.2': { t: 'Neutral UMP gains points', s: 'A neutral UMP gains two political points at each status adjustment.' },
  'opt:14.3.7': { t: 'Turkey as an UMP', no: HISTORY },
  'opt:14.3.8': {
    t: 'Bourbon restoration',
    s: 'Optional: after peace term C.6 takes Napoleon out of the game, a different natural alliance table applies until he comes back.',
  },
  'opt:14.3.9': { t: 'UMPs and victory', s: 'UMPs score normally, and a player may win through an UMP he controls.' },
  'opt:14.7.6': { t: 'Grand campaign leader dates', no: 'corrected reinforcement dates; they belong in the scenario data' },
  'opt:18': {
    t: 'Solitaire combat',
    s: 'Optional: when playing alone, tactics chits are chosen by dice so the player cannot favour a side.',
  },
  'opt:18.1.1': {
    t: 'Solitaire defender’s chit',
    s: 'The defender chooses first: withdraw, defend, or a random roll over outflank, cordon, counter-attack, escalated counter-attack and defend.',
  },
  'opt:18.1.2': { t: 'Solitaire attacker’s chit', s: 'The attacker rolls over outflank, assault, escalated assault, echelon and probe.' },
  'opt:18.1.3': {
    t: 'Defender may rethink',
    s: 'Having seen both chits, the defender may pass a tactics check on his commander’s rating to withdraw or roll again; a failure fixes his chit.',
  },
  'opt:18.1.4': { t: 'Attacker may rethink', s: 'Then the attacker may pass a tactics check to roll again.' },
  'opt:18.1.5': { t: 'Until both stop', s: 'Checks alternate until both sides have failed or are content.' },
  'opt:18.2.1': {
    t: 'Solitaire naval tactics',
    s: 'With advanced naval combat, both sides roll for their naval chit, the odds depending on nationality and Nelson.',
  },
  'opt:19': { t: 'Play by e-mail', no: 'conventions for a play-by-e-mail tool, not rules of play' },
  'opt:19.1': {
    t: 'Standing procedures',
    s: 'Fixed answers to the questions the rules put to a non-phasing player, so play need not stop; used for absent or automated powers.',
  },
  'opt:19.1.1': { t: 'Naval standing procedures', s: 'Standing answers to the naval questions put to a non-phasing power.' },
  'opt:19.1.1/6.2.3': {
    t: 'Standing interception',
    s: 'Idle fleets always intercept smaller enemy fleets unless told otherwise before the phase.',
  },
  'opt:19.1.1/6.2.5': { t: 'Standing transport', s: 'The largest fleet in a stack is taken to carry the corps.' },
  'opt:19.1.1/6.3.2': { t: 'Standing evasion', s: 'Fleets always try to evade unless they have more ships.' },
  'opt:19.1.1/6.3.5': {
    t: 'Standing naval retreat',
    s: 'Losers retreat to the nearest open friendly port (random among equals); winners never pursue.',
  },
  'opt:19.1.2': { t: 'Land standing procedures', s: 'Standing answers to the land questions put to a non-phasing power.' },
  'opt:19.1.2/7.5.1.1': {
    t: 'Standing retirement into cities',
    s: 'Defending corps retire into the city when it can hold them all and they are outnumbered.',
  },
  'opt:19.1.2/7.5.1.3': { t: 'Random battle order', s: 'Battles are resolved in random order.' },
  'opt:19.1.2/7.5.2.3': {
    t: 'Standing outflank split',
    s: 'Unspecified outflanking forces take up to a third of the infantry corps and one cavalry corps, picked at random.',
  },
  'opt:19.1.2/7.5.2.8': { t: 'Standing artillery and guard', s: 'Artillery always bombards; the guard’s owner is asked each round.' },
  'opt:19.1.2/7.5.2.10.2': { t: 'Standing pursuit', s: 'Winners always pursue.' },
  'opt:19.1.2/7.5.2.10.3': { t: 'Random retreat ties', s: 'Equally good retreat areas are chosen at random.' },
  'opt:19.1.2/7.5.2.11': { t: 'Standing reinforcement', s: 'Forces able to reinforce always try.' },
  'opt:19.1.2/7.5.4.1.2.1': { t: 'Standing sortie', s: 'Garrisons always sally unless only one factor strong.' },
  'opt:19.1.2/7.5.4.1.2.3.1': { t: 'Standing honours of war', s: 'Garrisons other than Turkish or Spanish always ask for honours of war.' },
  'opt:19.1.2/10.1.2.2.3': { t: 'Standing irregular retreat', s: 'Cossacks and freikorps always slip away before combat when they may.' },
  'opt:19.1.2/10.1.4.1': {
    t: 'Insurrection corps timing',
    s: 'Insurrection corps appear only after the enemy’s movement step, before its supply.',
  },
  'opt:19.1.2/10.1.4.1.4': {
    t: 'Insurrection corps’ own phase',
    s: 'They may move at once, in an extra short Austrian land phase if Austria has already moved.',
  },
  'opt:19.1.2/10.6.1.1': { t: 'Standing command ties', s: 'Seniority, then chance, breaks ties between allied leaders.' },
  'opt:19.1.2/12.3.7.4': { t: 'No reaction moves', s: 'Reaction moves are not used with standing procedures.' },
  'opt:19.2': { t: 'Replacing players', s: 'A power whose player leaves becomes an UMP until a new player takes over.' },
  'opt:19.2.1': {
    t: 'Player leaves',
    s: 'The power becomes an UMP at once, its control bid for immediately, and stays active until the next UMP step.',
  },
  'opt:19.2.2': {
    t: 'New player arrives',
    s: 'A new player takes over at the next economic phase and may not break inherited alliances for three turns.',
  },
};
