// `npm test`: type check, lint (with the layer rules), build, then every vitest suite (unit
// and the Chromium end-to-end suite). Stops at the first failing stage; vitest's summary is
// the closing line.
import { spawnSync } from 'node:child_process';

const stages = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['tests', 'npx', ['vitest', 'run']],
];

for (const [name, cmd, args] of stages) {
  console.log(`\n== ${name} ==`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n${name} failed after ${secs}s.`);
    if (name !== 'tests') console.log('0 passed, 1 failed');
    process.exit(r.status ?? 1);
  }
  console.log(`${name}: ok (${secs}s)`);
}
