/**
 * `npm test`: everything CI runs, in order, stopping at the first failure: typecheck, lint with
 * zero warnings, the web build (with its bundle-size report), then every test project.
 */
import { spawnSync } from 'node:child_process';
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
run('tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]);
