import type { RuleNotes } from './types';

/** Section 7, the land phase: titles and summaries in our own words. */
export const land: RuleNotes = {
  '7': {
    t: 'Land phase',
    s: 'Each power in turn creates depots, moves, supplies its corps, fights and runs guerillas; conquests are settled at the end.',
  },
  '7.1': {
    t: 'Land order of powers',
    s: 'France picks its place in the order; the others move Russia, Turkey, Austria, Prussia, Britain, Spain.',
  },
  '7.1.1': { t: 'Free state land forces', s: 'Minor free states move their armies during their controller’s turn.' },
  '7.1.2': {
    t: 'Combined land moves',
    s: 'Allies who announced combined movement move together, in the slot of whichever of them comes last.',
  },
  '7.1.3': {
    t: 'Steps of a land turn',
    s: 'A power finishes depots, movement, supply, combat and guerillas before the next power starts; conquest is checked once all have moved.',
  },
  '7.2': {
    t: 'Depots: building and removing',
    s: 'A power may lift any of its depots, then buy new ones for one money each within its counter limit. Garrisons on a lifted depot are lost unless a friendly city in the area can take them.',
  },
  '7.2.1': {
    t: 'Depot by a friendly city',
    s: 'A new depot may go in an area of the power’s own territory holding an unbesieged city it controls.',
  },
  '7.2.2': {
    t: 'Depot at a port',
    s: 'A new depot may go in the area of an unblockaded friendly port that can draw sea supply, even with no land chain to it.',
  },
  '7.2.2.1': { t: 'Depot inside a besieged port', s: 'If that port is besieged, the depot sits inside the city itself.' },
  '7.2.2.2': {
    t: 'Two depots in one area',
    s: 'An enemy depot may then stand in the surrounding area: the only case of two depots in one area.',
  },
  '7.2.3': {
    t: 'Depot extending a chain',
    s: 'A new depot may go within two open areas of a depot that already stood at the start of the turn and is a source or part of a valid chain.',
  },
  '7.2.3.1': {
    t: 'Supply source',
    s: 'A depot in the area of an unbesieged controlled city of the home nation or a controlled minor, with no enemy forces there.',
  },
  '7.2.3.2': {
    t: 'Supply chain',
    s: 'One power’s depots, each at most two areas from the next, leading back to one of its supply sources.',
  },
  '7.2.3.2.1': {
    t: 'Chains blocked by enemies',
    s: 'Unbesieged enemy corps, garrisons or irregulars between depots break the chain, unless a friendly unbesieged corps or garrison shares their area.',
  },
  '7.2.3.2.2': {
    t: 'Chains across water',
    s: 'A chain crosses sea areas only as sea supply; it may use a crossing arrow unless an enemy fleet holds the sea around it.',
  },
  '7.2.3.2.3': { t: 'Broken chains', s: 'Depots on a broken stretch of chain cannot give regular supply, but they stay on the map.' },
  '7.2.3.3': { t: 'Chain limits', s: 'Limits on where chain depots may be placed and who may share them.' },
  '7.2.3.3.1': {
    t: 'Depots in foreign lands',
    s: 'No chain depot in a neutral minor unless at war with it, nor in another major power’s lands without access, war or peace term C.5.',
  },
  '7.2.3.3.2': {
    t: 'Corps needed abroad',
    s: 'Outside its own territory a power needs one of its unbesieged corps in the area to place a depot there.',
  },
  '7.2.3.3.3': { t: 'No shared chains', s: 'Depots of different powers, allies included, never join into one chain, by land or sea.' },
  '7.2.3.4': { t: 'Supply chain example', no: 'worked example: a rulebook test, not code' },
  '7.2.4': { t: 'Depots aboard fleets', s: 'A depot may be put on a fleet to give invasion supply (7.4.4).' },
  '7.3': {
    t: 'Land movement',
    s: 'The phasing power may move any of its corps and irregulars, and those of its free states; access limits apply, and unused movement is lost.',
  },
  '7.3.1': { t: 'Movement points', s: 'Every land counter has a movement allowance spent to enter areas.' },
  '7.3.1.1': {
    t: 'Movement allowances',
    s: 'Cavalry corps, Austrian light infantry, freikorps and cossacks move 5; French and marked French free-state infantry move 4; other corps 3; guerillas one area.',
  },
  '7.3.1.2': { t: 'Force marching', s: 'A corps may force march for one extra movement point; irregulars may not.' },
  '7.3.1.3': {
    t: 'Terrain costs',
    s: 'Entering an area normally costs one point; marsh, mountain, defended rivers and crossing arrows add to it.',
  },
  '7.3.1.3.1': { t: 'Marsh and mountain', s: 'Marsh or mountain areas cost two points to enter.' },
  '7.3.1.3.2': { t: 'Rivers', s: 'Crossing a river costs one more point only when an unbesieged enemy corps is in the area entered.' },
  '7.3.1.3.3': {
    t: 'Crossing arrows',
    s: 'A crossing arrow always costs one more point and is closed while an enemy fleet is in the surrounding sea.',
  },
  '7.3.1.3.4': { t: 'Costs add up', s: 'Terrain, river and arrow costs are added together.' },
  '7.3.1.4': { t: 'Foraging during movement', s: 'Foraging rolls (7.4.1) are made as each corps finishes moving.' },
  '7.3.2': { t: 'Moving counters', s: 'Counters move one at a time.' },
  '7.3.2.1': {
    t: 'When a corps must stop',
    s: 'A corps stops when its points run out or when it enters an area with an unbesieged enemy corps; irregulars and garrisons do not stop it.',
  },
  '7.3.2.2': { t: 'Irregulars need not stop', s: 'Cossacks and freikorps may keep moving through areas with enemies.' },
  '7.3.2.3': { t: 'No overspending', s: 'A counter may not enter an area costing more points than it has left.' },
  '7.3.2.4': { t: 'Moving is optional', s: 'No counter has to move or use all its points.' },
  '7.3.3': {
    t: 'Garrisons: detach and absorb',
    s: 'While moving, most corps may drop factors into, or pick them up from, friendly cities and depots at no movement cost, within capacity.',
  },
  '7.3.3.1': {
    t: 'Limits on detaching',
    s: 'Infantry and militia cannot be dropped or picked up in an area where enemy corps stand outside the city.',
  },
  '7.3.3.1.1': { t: 'Free state garrisons stay home', s: 'Free state infantry is dropped and picked up only inside its own country.' },
  '7.3.3.1.2': {
    t: 'A corps keeps one factor',
    s: 'Detaching may not empty a corps; corps counters leave the map only by the rules that say so.',
  },
  '7.3.3.2': {
    t: 'Cavalry and guard into garrison',
    s: 'Cavalry or guard dropped into a garrison become regular infantry for good; artillery cannot be detached.',
  },
  '7.3.3.3': { t: 'Garrison factors', s: 'Garrisons are infantry or militia factors shown by strength counters in the owner’s colour.' },
  '7.3.3.3.1': { t: 'Irregular garrisons', s: 'Cossacks, freikorps and guerillas may garrison cities; guerillas may not garrison depots.' },
  '7.3.3.3.2': { t: 'Corps as garrison', s: 'A whole corps may sit in a city as part of its garrison without detaching factors.' },
  '7.3.3.4': { t: 'City capacity', s: 'A city holds five factors per supply spire, and any number of leaders.' },
  '7.3.3.5': { t: 'Depot capacity', s: 'A depot holds up to ten factors.' },
  '7.3.3.5.1': { t: 'Depot garrison nationality', s: 'A depot garrison must belong to the depot’s owner.' },
  '7.3.3.5.2': {
    t: 'Free states guard depots at home',
    s: 'A free state’s factors may guard its controller’s depots only within the free state.',
  },
  '7.3.3.5.3': { t: 'Depot in a besieged port', s: 'Such a depot adds no room: the city keeps its own capacity.' },
  '7.3.4': { t: 'Leaving a city', s: 'Forces in an unbesieged city may step out into its area for free and carry on moving.' },
  '7.3.5': {
    t: 'Disembarking',
    s: 'Corps carried at sea must land in an adjacent area during their movement or be lost. Landing ends all their movement and counts like a river crossing.',
  },
  '7.3.6': { t: 'Entering an enemy depot area', s: 'What happens when moving forces reach an enemy depot.' },
  '7.3.6.1': {
    t: 'Unguarded enemy depot',
    s: 'A mover may destroy or take over an unguarded enemy depot; a corps that destroys one and stops there counts as foraged without loss.',
  },
  '7.3.6.2': {
    t: 'Guarded enemy depot',
    s: 'The defender may burn a guarded depot at once; otherwise it may be taken after the battle, but not used for supply that turn.',
  },
  '7.3.7': { t: 'Moving into battle', s: 'When moving forces must stop and attack.' },
  '7.3.7.1': {
    t: 'Enemy corps or city garrison',
    s: 'A corps entering an area with enemy corps in the open must stop and attack; enemies inside a city may be bypassed or besieged.',
  },
  '7.3.7.2': {
    t: 'Enemy irregulars or depot guard',
    s: 'A corps that ends its move with only enemy irregulars or a depot garrison must attack; passing through is allowed.',
  },
  '7.3.8': {
    t: 'Declaring battles, combined moves',
    s: 'A fixed order of steps for areas where several powers meet or allies move together.',
  },
  '7.3.8.1': { t: 'Allies set their order', s: 'Allies moving together agree their order, or roll for it.' },
  '7.3.8.2': {
    t: 'First mover attacks',
    s: 'The first mover moves and must declare attacks on every enemy field force where its own field forces stand.',
  },
  '7.3.8.3': {
    t: 'Others may join the defence',
    s: 'Powers with field forces where an ally is attacked may declare war on the attacker and defend as one side, without calling allies.',
  },
  '7.3.8.4': { t: 'Bystanders leave', s: 'Powers not at war with the attacker must step aside to an adjacent area toward their supply.' },
  '7.3.8.5': {
    t: 'Next ally moves',
    s: 'The next combined ally repeats the steps and joins as an attacker; it may not enter areas of its partner unless it can fight all defenders there.',
  },
  '7.3.8.6': {
    t: 'Remaining allies',
    s: 'After all have moved, allies at war with every defender may stay as attackers; others must step aside.',
  },
  '7.3.8.7': {
    t: 'Two sides per battle',
    s: 'Each declared battle now has one attacking and one defending force; uninvolved garrisons stay but do not fight.',
  },
  '7.4': { t: 'Supply step', s: 'Corps and besieged forces need supply; leaders, garrisons and unbesieged irregulars do not.' },
  '7.4.1': {
    t: 'Foraging',
    s: 'A corps may forage instead of paying for depot supply, and must if it force marched, is far from its depots, or its power has no money.',
  },
  '7.4.1.1': {
    t: 'Foraging roll',
    s: 'Roll one die with modifiers as the corps stops; each point above the poorest forage value on its path costs one factor.',
  },
  '7.4.1.2': { t: 'Foraging modifiers', s: 'Modifiers to the foraging die; they add together.' },
  '7.4.1.2.1': { t: 'Crowded area', s: 'Plus one per other unbesieged corps in the area, of any side, at most plus two.' },
  '7.4.1.2.2': { t: 'Unused movement', s: 'Minus one per movement point not used, except for a corps besieging or about to besiege.' },
  '7.4.1.2.3': { t: 'Forced march', s: 'Plus one if the corps force marched.' },
  '7.4.1.2.4': { t: 'Winter', s: 'Plus two in winter inside the winter zone (9.2).' },
  '7.4.1.2.5': { t: 'Own territory', s: 'Minus one if the corps stayed in its own power’s territory all turn.' },
  '7.4.1.3': { t: 'Foraging losses', s: 'The owner chooses which factors are lost, within the limits below.' },
  '7.4.1.3.1': {
    t: 'Which factors can be lost',
    s: 'Any factor carried during the move may be lost, preferably those still in the corps at the end.',
  },
  '7.4.1.3.2': {
    t: 'Corps survives with one factor',
    s: 'A corps counter goes only if every factor it carried is lost; a last surviving factor must stay in the corps.',
  },
  '7.4.1.3.3': {
    t: 'Leaders of starved corps',
    s: 'If every corps in an area starves away, their leaders leave the map and may return as reinforcements.',
  },
  '7.4.2': { t: 'Depot supply', s: 'Corps that did not forage pay money for supply from depots and lose no factors.' },
  '7.4.2.1': {
    t: 'Paying for depot supply',
    s: 'A corps at a depot or with an open route to one may pay; costs are summed and rounded up, and a power that cannot pay must forage.',
  },
  '7.4.2.1.1': {
    t: 'Cost by distance',
    s: 'Half a money point at the depot, otherwise one per area away, up to three areas, along an unblocked route.',
  },
  '7.4.2.1.2': {
    t: 'Besieged port garrisons',
    s: 'Half a point per garrison supplied by sea through a depot in the port, one point by invasion supply.',
  },
  '7.4.2.1.3': { t: 'Winter doubles costs', s: 'Depot supply costs double in winter inside the winter zone.' },
  '7.4.2.2': { t: 'Allied depots', s: 'With permission a power may draw on an ally’s depots; the ally pays.' },
  '7.4.3': { t: 'Sea supply', s: 'A supply chain may jump across the sea between two friendly ports.' },
  '7.4.3.1': {
    t: 'Tracing sea supply',
    s: 'Both ports need the power’s depots and no blockade, and one must hold a friendly fleet and link back to a source.',
  },
  '7.4.3.2': { t: 'Blocking sea supply', s: 'Only enemy fleets in the ports’ blockade boxes cut sea supply.' },
  '7.4.3.3': {
    t: 'Dardanelles and ice',
    s: 'No sea supply through the Dardanelles without the holder of Constantinople’s leave, nor across ice lines in winter.',
  },
  '7.4.3.4': { t: 'Besieged port supply', s: 'A depot may be built in a besieged but unblockaded friendly port that can draw sea supply.' },
  '7.4.3.4.1': { t: 'Sea supply replaces siege supply', s: 'Forces in that port then use sea supply instead of besieged supply.' },
  '7.4.3.4.2': { t: 'Depot inside the city', s: 'Only here is a depot inside a city rather than in its area.' },
  '7.4.3.4.3': { t: 'Siege lifted', s: 'When the siege ends the depot moves out to the area, destroying any enemy depot there.' },
  '7.4.3.4.4': { t: 'Sea link lost', s: 'The depot is removed at once if sea supply is no longer available.' },
  '7.4.3.4.5': {
    t: 'Port falls',
    s: 'When the port’s forces surrender or die, the besieger may destroy the depot or take it over into the area.',
  },
  '7.4.4': {
    t: 'Invasion supply',
    s: 'A depot aboard a fleet supplies corps and besieged port garrisons in adjacent land areas at normal cost, landing or not.',
  },
  '7.4.4.1': {
    t: 'Needs a friendly home port',
    s: 'The fleet must link to an unblockaded friendly port that is a source or on a valid chain.',
  },
  '7.4.4.2': { t: 'Fleet moves, depot lost', s: 'The depot is lost if its fleet moves for any reason.' },
  '7.4.4.3': { t: 'Supply only, no chain', s: 'Invasion supply feeds adjacent corps only: no reinforcements and no chain links.' },
  '7.4.4.4': { t: 'One per sea area', s: 'At most one invasion depot in a sea area.' },
  '7.4.4.5': { t: 'Not beyond the ice', s: 'No invasion supply north of the ice line in winter.' },
  '7.4.4.6': { t: 'Through the Dardanelles', s: 'A route through the Dardanelles needs leave from the power that controls it.' },
  '7.4.5': {
    t: 'Besieged supply',
    s: 'Besieged forces without sea or invasion supply roll as if foraging, against the city’s spires instead of the area’s forage value.',
  },
  '7.4.5.1': { t: 'Besieged supply modifier', s: 'Only one modifier: plus one per full five factors inside, at most plus two.' },
  '7.4.5.2': {
    t: 'Besieged losses',
    s: 'Each point above the city value kills a factor; if all die, leaders are captured and the besieger may occupy the city.',
  },
  '7.4.5.3': {
    t: 'Besiegers’ supply',
    s: 'Besiegers pay for depots or forage as if they had used all their movement, even in the first month of the siege.',
  },

  '7.5': { t: 'Land combat step', s: 'After movement and supply, the phasing power fights every battle it has declared, then its sieges.' },
  '7.5.1': {
    t: 'When battle is compulsory',
    s: 'Where the phasing power’s corps or irregulars share an area with enemy forces (guerillas apart), it must attack; the phasing side is the attacker.',
  },
  '7.5.1.1': {
    t: 'Retiring into a city',
    s: 'Defenders may step into a friendly or empty unbesieged city in the area, within its capacity, instead of fighting in the open.',
  },
  '7.5.1.1.1': { t: 'Several defenders retiring', s: 'Defending powers must agree who goes into the city; without agreement nobody does.' },
  '7.5.1.1.2': { t: 'All retire: a siege', s: 'If every defender retires, the attacker may stay on top and besiege.' },
  '7.5.1.1.3': { t: 'Those outside still fight', s: 'Any part of the defence left outside is attacked as usual.' },
  '7.5.1.1.4': {
    t: 'Whole corps must fit',
    s: 'A corps retires only if the city can hold all its factors alongside what is already there.',
  },
  '7.5.1.2': {
    t: 'Who fights in the field',
    s: 'Corps, irregulars, depot garrisons and attacking guerillas in the area fight; forces inside cities take part only through sieges.',
  },
  '7.5.1.3': {
    t: 'Order of battles',
    s: 'The phasing power resolves field, limited field and trivial combats in any order, may occupy cities after each, and then fights its sieges.',
  },
  '7.5.2': {
    t: 'Field combat',
    s: 'An open battle fought in rounds of three per day, following the fourteen steps below; one area’s battle ends before the next begins.',
  },
  '7.5.2.1': {
    t: 'Choosing tactics chits',
    s: 'Each side secretly picks an operational possibilities chit; outflanking needs two non-artillery corps and a leader.',
  },
  '7.5.2.2': {
    t: 'Announcing an outflank',
    s: 'Each side says whether it chose outflank; the split in step three happens only when one side outflanks and is not met by a cordon.',
  },
  '7.5.2.3': { t: 'Splitting to outflank', s: 'The outflanking side divides into a pinning force and an outflanking force.' },
  '7.5.2.3.1': {
    t: 'Pinning force',
    s: 'At least one non-artillery corps with all leaders, depot garrisons, artillery and attacking guerillas; only it fights until the outflankers arrive.',
  },
  '7.5.2.3.2': {
    t: 'Outflanking force',
    s: 'The rest, with all cossacks and freikorps, is out of the fight until it arrives, though it counts toward base morale.',
  },
  '7.5.2.4': {
    t: 'Revealing chits',
    s: 'Both chits are shown and crossed on the operational possibilities chart; withdrawal is resolved only if the defender chose it.',
  },
  '7.5.2.5': { t: 'Resolving withdrawals', s: 'A side that chose to withdraw rolls to see whether it gets away.' },
  '7.5.2.5.1': { t: 'Clean withdrawal', s: 'If the whole force gets away, the battle skips to the depot step.' },
  '7.5.2.5.2': { t: 'Withdrawal roll', s: 'Roll at or under the relevant strategic rating to withdraw.' },
  '7.5.2.5.2.1': { t: 'Withdrawing from a probe', s: 'Against a probe, withdrawal always succeeds.' },
  '7.5.2.5.2.2': {
    t: 'Who rolls to withdraw',
    s: 'The commander rolls for the whole force; without one, each corps rolls on its own rating, with the chart’s notes applied.',
  },
  '7.5.2.5.2.3': {
    t: 'Moving withdrawn corps',
    s: 'Withdrawn corps retreat as losers do, moved by their owner and never pursued; whatever stays behind fights.',
  },
  '7.5.2.6': { t: 'Revealing forces and morale', s: 'Both sides show their forces and fix their morale for the day.' },
  '7.5.2.6.1': {
    t: 'Base morale',
    s: 'Base morale is worked out by one of two methods chosen before play, from the national morale values.',
  },
  '7.5.2.6.1.1': {
    t: 'Morale method one',
    s: 'The factor-weighted average of morale values, rounded up to a tenth; irregulars count 1.0, militia 2.0 and artillery as the power’s infantry.',
  },
  '7.5.2.6.1.2': {
    t: 'Morale method two',
    s: 'A quicker rule that takes the morale of the force’s main component power with fixed adjustments.',
  },
  '7.5.2.6.2': {
    t: 'Final morale',
    s: 'Base morale less half a point per day after the first, plus the chart’s modifiers: the level at which the force breaks.',
  },
  '7.5.2.6.3': { t: 'Revealing corps', s: 'Corps identities, exact strengths and final morale are shown by both sides at once.' },
  '7.5.2.7': {
    t: 'Finding the combat tables',
    s: 'The chit pairing gives each side one combat table per round for the three rounds of a day.',
  },
  '7.5.2.7.1': {
    t: 'River crossing tables',
    s: 'If attackers crossed a river or arrow or landed from the sea, the river lines of the chart apply on the first day.',
  },
  '7.5.2.7.2': {
    t: 'Tables before and after arrival',
    s: 'The first set of tables applies until outflankers arrive, with losses based on the pinning force; the second set applies after.',
  },
  '7.5.2.7.3': {
    t: 'Terrain shifts to tables',
    s: 'Terrain shifts the casualty and morale numbers of the tables, never above 5 or below 1.',
  },
  '7.5.2.7.3.1': { t: 'Forest', s: 'Casualty number one lower for both sides.' },
  '7.5.2.7.3.2': { t: 'Mountain', s: 'Attacker’s casualty number one lower.' },
  '7.5.2.7.3.3': { t: 'Desert', s: 'Morale number one higher for both sides.' },
  '7.5.2.7.3.4': { t: 'Marsh', s: 'Casualty number one lower and morale number one higher for both sides.' },
  '7.5.2.8': {
    t: 'Guard and artillery',
    s: 'With the options in use, guard commitment and then artillery bombardment happen here each round.',
  },
  '7.5.2.9': { t: 'Rolling for the round', s: 'Each side rolls one die on its table; losses on both sides are taken at the same time.' },
  '7.5.2.9.1': {
    t: 'Commander modifier',
    s: 'The difference between the commanders’ tactical ratings, read on the commander chart, modifies the rolls.',
  },
  '7.5.2.9.1.1': {
    t: 'Ratings rechecked each round',
    s: 'Tactical ratings are worked out again after every round, as reinforcements may change them.',
  },
  '7.5.2.9.1.2': {
    t: 'Claiming a lower rating',
    s: 'A player may announce a lower tactical rating for his commander at the start of a round.',
  },
  '7.5.2.9.2': {
    t: 'Percentage losses',
    s: 'The loss result is a percentage of the enemy’s factors, read on the casualty table, taken as the loser chooses within limits.',
  },
  '7.5.2.9.2.1': {
    t: 'Militia losses first',
    s: 'Militia may take losses only until the round in which the side’s morale loss reaches 2.0.',
  },
  '7.5.2.9.2.2': {
    t: 'Cavalry loss on breaking',
    s: 'A side that breaks in a round gives up at least one cavalry factor among that round’s losses, if it has cavalry.',
  },
  '7.5.2.9.2.3': { t: 'Casualties are gone', s: 'Factors lost in one round take no part in later rounds.' },
  '7.5.2.9.3': { t: 'Morale loss', s: 'Morale loss results are deducted from the enemy’s final morale and add up round by round.' },
  '7.5.2.10': {
    t: 'Victory and defeat',
    s: 'A force that is wiped out or whose morale loss reaches its final morale breaks; the battle ends and it may be pursued and must retreat.',
  },
  '7.5.2.10.1': { t: 'Winning a battle', s: 'A side wins when the enemy, or the enemy’s pinning force, breaks or is wiped out.' },
  '7.5.2.10.1.1': {
    t: 'Breaking',
    s: 'Once morale loss reaches final morale the side breaks at the end of that round, losing at least one cavalry factor if possible.',
  },
  '7.5.2.10.1.2': {
    t: 'Pinning force beaten',
    s: 'If the pinning force breaks or dies before the outflankers arrive, the whole side is broken.',
  },
  '7.5.2.10.1.2.1': {
    t: 'Pinning force wiped out',
    s: 'Then all that side’s leaders present are captured and the outflankers are broken and may be pursued.',
  },
  '7.5.2.10.1.2.2': { t: 'Excess losses to outflankers', s: 'Losses beyond the pinning force fall on the outflanking force.' },
  '7.5.2.10.1.3': {
    t: 'Points for field battles',
    s: 'The winner gains and the loser loses half a point per defeated corps that fought, rounded up, to a maximum of three.',
  },
  '7.5.2.10.1.3.1': { t: 'Napoleon wins', s: 'One more point when Napoleon commanded the winner.' },
  '7.5.2.10.1.3.2': { t: 'Napoleon loses', s: 'Two more points lost when Napoleon commanded the loser.' },
  '7.5.2.10.2': { t: 'Pursuit', s: 'When a side breaks, the winner may pursue with its cavalry.' },
  '7.5.2.10.2.1': {
    t: 'Pursuit class',
    s: 'The winner’s morale loss and the rounds fought give the pursuit class column; battles of two days or more use the longest column.',
  },
  '7.5.2.10.2.2': { t: 'Pursuit modifiers', s: 'Shifts to the pursuit roll and column; they add together.' },
  '7.5.2.10.2.2.1': { t: 'Cavalry leader', s: 'Plus one to the roll if a cavalry leader of a pursuing power is present with its cavalry.' },
  '7.5.2.10.2.2.2': { t: 'Forest, mountain or desert', s: 'One column worse for the pursuer.' },
  '7.5.2.10.2.2.3': { t: 'Marsh pursuit', s: 'Two columns worse for the pursuer.' },
  '7.5.2.10.2.2.4': { t: 'No pursuit below class one', s: 'If shifted below the first class there is no pursuit.' },
  '7.5.2.10.2.3': {
    t: 'Pursuit losses',
    s: 'The roll gives a percentage of the winner’s cavalry as losses on the broken side; losses not taken in cavalry cost several infantry factors each.',
  },
  '7.5.2.10.3': { t: 'Retreat after defeat', s: 'After any pursuit the winner moves the loser back one area.' },
  '7.5.2.10.3.1': {
    t: 'Retreat toward supply',
    s: 'The retreat goes to an adjacent land area nearest to a depot, or if none, toward the loser’s capital.',
  },
  '7.5.2.10.3.2': { t: 'Retreat together', s: 'A retreating force is never split.' },
  '7.5.2.10.3.3': {
    t: 'Retreat past enemies',
    s: 'If the area reached holds enemy corps, irregulars or depot guards, the force keeps retreating until it reaches a clear area.',
  },
  '7.5.2.10.3.4': { t: 'No retreat by arrow or sea', s: 'A retreat may not use a crossing arrow or go aboard ships.' },
  '7.5.2.10.3.5': { t: 'No area twice', s: 'A retreat never enters the same area twice.' },
  '7.5.2.10.3.6': { t: 'Surrender when cut off', s: 'A force with nowhere to retreat surrenders, factors and leaders alike.' },
  '7.5.2.10.4': { t: 'Unusual outcomes', s: 'Rare endings of a field battle.' },
  '7.5.2.10.4.1': {
    t: 'Break while wiping out',
    s: 'A side that breaks in the same round it destroys the enemy (or its pinning force) wins and stays put.',
  },
  '7.5.2.10.4.2': {
    t: 'Both break',
    s: 'If both break with survivors, nobody wins or is pursued, and only the attacker retreats, by its own choice.',
  },
  '7.5.2.11': { t: 'Reinforcing a battle', s: 'After each round, nearby forces may try to join the battle.' },
  '7.5.2.11.1': {
    t: 'Who may reinforce',
    s: 'Corps and irregulars in adjacent areas, and unbesieged forces in cities in the same or adjacent areas, may try after each round.',
  },
  '7.5.2.11.1.1': { t: 'No reinforcing by arrow or sea', s: 'Reinforcements may not use crossing arrows or land from ships.' },
  '7.5.2.11.1.2': {
    t: 'One battle per sequence',
    s: 'Forces that fight, or will fight, elsewhere in the same sequence may not reinforce.',
  },
  '7.5.2.11.1.3': {
    t: 'Allied reinforcements',
    s: 'An ally may join a side if at war with every power on the other side, even outside its own turn.',
  },
  '7.5.2.11.2': {
    t: 'Reinforcement roll',
    s: 'With a leader the whole group rolls once on his strategic rating; without one each corps rolls; irregulars need a leader.',
  },
  '7.5.2.11.3': {
    t: 'Reinforcing over rough ground',
    s: 'The rating drops by one, at most, if the reinforcement is in forest, mountain or marsh or must cross a river.',
  },
  '7.5.2.11.4': { t: 'Joining the pinning force', s: 'Reinforcements of an outflanking side join the pinning force.' },
  '7.5.2.11.5': {
    t: 'Effect of reinforcements',
    s: 'Reinforcements do not change final morale but add to cavalry superiority and to the factors used for losses; their leader may take command.',
  },
  '7.5.2.12': { t: 'Outflankers arrive', s: 'After the first and second rounds the outflanking side rolls for its outflankers’ arrival.' },
  '7.5.2.12.1': { t: 'Arrival roll', s: 'At the end of round one the commander rolls against his strategic rating.' },
  '7.5.2.12.1.1': {
    t: 'Arrival or try again',
    s: 'At or under the modified rating they arrive; otherwise they try again after round two.',
  },
  '7.5.2.12.1.2': { t: 'Rough ground slows them', s: 'The rating is one lower in forest, mountain or marsh.' },
  '7.5.2.12.1.3': { t: 'Second try easier', s: 'The rating is two higher at the end of round two.' },
  '7.5.2.12.2': {
    t: 'Withdraw against outflank',
    s: 'If outflankers fail to arrive after round one, a side that chose withdraw pulls out its remaining corps unpursued.',
  },
  '7.5.2.13': {
    t: 'End of the day',
    s: 'After three rounds with no side broken, both secretly choose to fight on or withdraw and reveal together.',
  },
  '7.5.2.13.1': {
    t: 'Withdrawing at nightfall',
    s: 'A side that chose to withdraw leaves as a loser would, moved by its owner; if both do, both leave and nobody pursues.',
  },
  '7.5.2.13.2': { t: 'Another day', s: 'If both fight on, a new day of three rounds starts with new chits.' },
  '7.5.2.13.2.1': {
    t: 'Morale on later days',
    s: 'Final morale is the first day’s less half a point per extra day, plus chart modifiers; it is not recalculated for reinforcements.',
  },
  '7.5.2.13.2.2': {
    t: 'Overnight regrouping',
    s: 'Outflankers that never arrived rejoin overnight; reinforcements do not arrive overnight.',
  },
  '7.5.2.14': {
    t: 'Depots after battle',
    s: 'An enemy depot in an area left only to friendly forces may be destroyed or taken over if it would join a valid chain.',
  },
  '7.5.2.15': { t: 'Field combat example', no: 'worked example: a rulebook test, not code' },

  '7.5.3': {
    t: 'Trivial combat',
    s: 'A battle where one side is only depot garrisons or irregulars in the open is fought by the short procedure; other battles may be too if both commanders agree.',
  },
  '7.5.3.1': {
    t: 'Trivial combat procedure',
    s: 'No chits; commander and cavalry modifiers still apply; no reinforcements unless a real battle is being fought this way.',
  },
  '7.5.3.2': {
    t: 'Trivial combat tables',
    s: 'Both sides use the 5-2 table for all three rounds, with terrain and guard shifts; more days may follow.',
  },
  '7.5.3.3': { t: 'Any losses in trivial combat', s: 'Losses may be any type of factor, the militia limit aside.' },
  '7.5.3.4': {
    t: 'Trivial combat results',
    s: 'Morale, breaking, retreat and pursuit work as in field combat; depot garrisons cannot retreat and surrender if they break.',
  },
  '7.5.3.5': {
    t: 'No points for trivial combat',
    s: 'No political points change, unless both sides chose the short form for a real battle.',
  },
  '7.5.4': { t: 'Sieges', s: 'Corps may besiege occupied enemy cities; irregulars only alongside corps, depot garrisons never.' },
  '7.5.4.1': { t: 'Assault attempts', s: 'The besieger may roll on the siege table to try for a breach.' },
  '7.5.4.1.1': { t: 'Siege roll modifiers', s: 'Modifiers to the siege roll; they add together.' },
  '7.5.4.1.1.1': { t: 'Fortress value', s: 'Subtract the city’s siege value (its fleches).' },
  '7.5.4.1.1.2': { t: 'Thin garrison', s: 'Add one if the garrison is more than five factors short of the city’s capacity.' },
  '7.5.4.1.2': { t: 'Siege results', s: 'What each siege table result means.' },
  '7.5.4.1.2.1': { t: 'Sortie', s: 'The defender may sally: a roll decides which side loses one factor.' },
  '7.5.4.1.2.2': { t: 'No result', s: 'Nothing happens.' },
  '7.5.4.1.2.3': { t: 'Breach', s: 'The walls are breached: honours of war, surrender or an assault follow.' },
  '7.5.4.1.2.3.1': {
    t: 'Honours of war',
    s: 'The defender may ask to march out to the nearest friendly city; Turks, Spaniards and their minors may not ask.',
  },
  '7.5.4.1.2.3.2': {
    t: 'Surrender at a breach',
    s: 'Without honours the garrison may surrender or fight the assault; a broken garrison surrenders; no points for surrender.',
  },
  '7.5.4.1.2.3.3': { t: 'Storming', s: 'If the garrison neither leaves nor surrenders, the besieger must assault.' },
  '7.5.4.1.3': { t: 'Assault combat', s: 'Storming through the breach, fought like a simplified trivial combat.' },
  '7.5.4.1.3.1': {
    t: 'Assault tables',
    s: 'Besiegers use 5-1 and defenders 5-2 for at most three rounds, with no terrain, leader or cavalry shifts, no pursuit and no reinforcement.',
  },
  '7.5.4.1.3.2': { t: 'Assault morale', s: 'Final morale is found as for field combat.' },
  '7.5.4.1.3.3': { t: 'Any losses in an assault', s: 'Either side may lose any type of factor.' },
  '7.5.4.1.3.4': { t: 'Assault fails', s: 'If the besieger has not won in three rounds, the siege simply goes on.' },
  '7.5.4.1.3.5': { t: 'City stormed', s: 'If the defender breaks or dies, the city falls and survivors and leaders are captured.' },
  '7.5.4.1.4': {
    t: 'Points for assaults',
    s: 'For a city with a corps or fleches, the defender gains a point if the assault fails and the besieger a point if it succeeds; nobody loses points.',
  },
  '7.5.4.2': { t: 'Garrison attacks besiegers', s: 'In its own combat step a garrison may attack those besieging it.' },
  '7.5.4.2.1': { t: 'Garrison attack combat', s: 'Fought like an assault with the roles reversed.' },
  '7.5.4.2.1.1': {
    t: 'Garrison attack tables',
    s: 'The garrison, in whole or part, uses 5-1 and the besiegers with all their factors use 5-2, for one day at most, without shifts or pursuit.',
  },
  '7.5.4.2.1.2': { t: 'Garrison attack morale', s: 'Final morale is found as for field combat.' },
  '7.5.4.2.1.3': { t: 'Any losses in a sally', s: 'Either side may lose any type of factor.' },
  '7.5.4.2.1.4': { t: 'Sally fails', s: 'The siege goes on, unless the whole garrison died, when the city falls.' },
  '7.5.4.2.1.5': { t: 'Sally succeeds', s: 'The besiegers retreat without pursuit and besieged corps may step out into the area.' },
  '7.5.4.2.2': { t: 'No points for sallies', s: 'Garrison attacks gain or lose no political points.' },
  '7.5.4.2.3': {
    t: 'Relief battles',
    s: 'When an outside force comes to lift a siege, with or without the garrison, a limited field combat is fought with the other field battles.',
  },
  '7.5.4.2.3.1': { t: 'Relief fails', s: 'If the relief breaks or has not won in three rounds the siege goes on.' },
  '7.5.4.2.3.1.1': {
    t: 'After a failed relief',
    s: 'Garrison survivors go back inside and the relief force returns whence it came; if the garrison died, the city falls.',
  },
  '7.5.4.2.3.1.2': { t: 'Pursuing a failed relief', s: 'Only a broken relief force may be pursued, never the garrison.' },
  '7.5.4.2.3.2': {
    t: 'Relief succeeds',
    s: 'Broken besiegers retreat, pursued only by the relief force’s cavalry, and besieged corps may come out.',
  },
  '7.5.4.2.3.3': { t: 'Points for relief battles', s: 'As for field battles; without a break or elimination it is a draw.' },
  '7.5.5': {
    t: 'Removing empty corps',
    s: 'After a day’s losses, corps counters left empty may be taken off, which can change a commander’s rating for the next day.',
  },
  '7.6': { t: 'Guerilla step', s: 'Spanish guerillas are raised and anti-guerilla operations are made (10.1.1).' },
  '7.7': {
    t: 'Conquest step',
    s: 'After all powers have moved, a minor whose capital was taken last month and held unbesieged all this month changes control.',
  },
};
