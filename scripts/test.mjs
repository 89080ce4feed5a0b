// `npm test`: type check, lint (with the layer rules) and the rules-coverage check side by side, then build, then every
// vitest suite (unit and the Chromium end-to-end suite). Stops at the first failing stage;
// vitest's summary is the closing line.
import { spawn } from 'node:child_process';

/** Runs a command, buffering its output when `quiet` so parallel stages do not interleave. */
function run(name, cmd, args, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let out = '';
    if (quiet) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('exit', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, ok: code === 0, secs, out: out.split('\n').filter((l) => !l.includes('Unknown user config') && !l.includes('Unknown env config')).join('\n') });
    });
  });
}

function report(results) {
  for (const r of results) {
    console.log(`\n== ${r.name} == ${r.ok ? 'ok' : 'FAILED'} (${r.secs}s)`);
    if (!r.ok || r.out.trim()) console.log(r.out.trim());
  }
  if (results.some((r) => !r.ok)) {
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }
}

report(
  await Promise.all([
    run('type check', 'npm', ['run', '--silent', 'typecheck'], true),
    run('lint', 'npm', ['run', '--silent', 'lint'], true),
    run('rules coverage up to date', 'npm', ['run', '--silent', 'rules:coverage', '--', '--check'], true),
  ]),
);
report([await run('build', 'npm', ['run', '--silent', 'build'], true)]);
console.log('\n== tests ==');
const tests = await run('tests', 'npx', ['vitest', 'run'], false);
process.exit(tests.ok ? 0 : 1);
