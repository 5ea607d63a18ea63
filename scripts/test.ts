/**
 * `npm test`: everything CI runs, in order, stopping at the first failure: typecheck, lint with
 * zero warnings, the web build (with its bundle-size report), then every test project.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureWebBuild } from './web-build.ts';

function run(label: string, command: string, args: string[]): void {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
console.info('\n▶ web build');
if (!ensureWebBuild()) console.info('web build is up to date');
const reportPath = join(ROOT, '.tmp', 'vitest-report.json');
rmSync(reportPath, { force: true });
const tests = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
if (existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  // The plain closing line CI reads, whatever the runner's own summary looks like.
  console.info(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
}
process.exit(tests.status ?? 1);
