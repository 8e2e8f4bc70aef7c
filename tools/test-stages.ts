import { spawn } from 'node:child_process';

/**
 * `npm test`: the stages in order, stopping at the first that fails, then how long each took, so a slow stage shows
 * where the time goes. Each stage is an npm script of its own and runs alone too. Stages joined by `+`
 * (`typecheck+lint`) run at the same time, one a core; each one's output is printed whole when it ends, so their lines
 * do not interleave.
 */
interface Outcome {
  stage: string;
  seconds: string;
  passed: boolean;
}

function run(stage: string, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', stage], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (buffered) process.stdout.write(`\n--- ${stage} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve({ stage, seconds, passed: status === 0 });
    });
  });
}

const times: Outcome[] = [];
for (const step of process.argv.slice(2)) {
  const together = step.split('+');
  const outcomes = await Promise.all(together.map((stage) => run(stage, together.length > 1)));
  times.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.passed)) break;
}
console.log('\nStage times (s):');
for (const { stage, seconds, passed } of times) {
  console.log(`  ${stage.padEnd(12)} ${seconds.padStart(7)}  ${passed ? 'passed' : 'FAILED'}`);
}
process.exit(times.every((outcome) => outcome.passed) ? 0 : 1);
