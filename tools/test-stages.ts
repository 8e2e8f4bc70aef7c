import { spawnSync } from 'node:child_process';

/**
 * `npm test`: the stages in order, stopping at the first that fails, then how long each took, so a
 * slow stage shows where the time goes. Each stage is an npm script of its own and runs alone too.
 */
const stages = process.argv.slice(2);
const times: [stage: string, seconds: string, outcome: string][] = [];
let failed = false;
for (const stage of stages) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', stage], { stdio: 'inherit' });
  times.push([stage, ((performance.now() - started) / 1000).toFixed(1), status === 0 ? 'passed' : 'FAILED']);
  if (status !== 0) {
    failed = true;
    break;
  }
}
console.log('\nStage times (s):');
for (const [stage, seconds, outcome] of times) console.log(`  ${stage.padEnd(12)} ${seconds.padStart(7)}  ${outcome}`);
process.exit(failed ? 1 : 0);
