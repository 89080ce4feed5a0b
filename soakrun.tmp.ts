import { soak } from './test/fuzz/soak';
const r = soak({ gamesPerScenario: 1 });
console.log(JSON.stringify({ games: r.games, crashes: r.crashes, stalls: r.stalls, violations: r.violations.slice(0, 5), battles: r.battles, endings: r.endings }, null, 1).slice(0, 4000));
