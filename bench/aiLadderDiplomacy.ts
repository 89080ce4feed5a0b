// Issue 21 the AI's campaign diplomacy measured (not part of `npm run bench`):
//   npx tsx bench/aiLadderDiplomacy.ts [games] [months] [first seed]
// plays Grand Campaigns with every power at the normal AI level (the soak's invariant checks,
// no view checks) and prints wars declared (and on whom), battles, sieges, peaces, alliances
// are in the log; violations and stalls must be 0.
import { campaignSoak } from '../test/campaign/soakCampaign';

const [games = '2', months = '24', first = '1'] = process.argv.slice(2);
for (let seed = Number(first); seed < Number(first) + Number(games); seed++) {
  const r = campaignSoak({ games: 1, months: Number(months), firstSeed: seed, checkViewsEvery: 'never', level: 'normal' });
  const g = r.games[0];
  console.log(
    `seed ${seed}: ${g?.months ?? 0} months (${g?.ended}); wars on majors ${r.wars} ${JSON.stringify(r.warTargets)} (distinct ${Object.keys(r.warTargets).length}), on minors ${r.minorWars}; ` +
      `battles ${r.battles}, sieges ${r.sieges}, peaces ${JSON.stringify(r.peaces)}; violations ${r.violations.length}, stalls ${r.stalls.length}, crashes ${r.crashes.length}; decision p95 ${r.decisionP95Millis.toFixed(0)} ms; ${(r.millis / 1000).toFixed(0)} s`,
  );
}
