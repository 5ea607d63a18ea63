/**
 * `npm test`: everything CI runs, in order, stopping at the first failure: the browser tests'
 * system packages (installed when missing and allowed), typecheck, lint with zero warnings, the web
 * build (with its bundle-size report), then every test project. The last lines name every failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureConsoleBuild, ensureWebBuild } from './web-build.ts';
import { summarizeReport, type JsonReport } from './test-report.ts';

function run(label: string, command: string, args: string[]): void {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/** What the browser tests need from the system (e2e/browser.ts launches /usr/bin/chromium). */
const SYSTEM_PACKAGES = ['chromium', 'fonts-noto-cjk'];

function missingSystemPackages(): string[] {
  const missing: string[] = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  if (fonts.status !== 0 || !/Noto Sans CJK/i.test(fonts.stdout)) missing.push('fonts-noto-cjk');
  return missing;
}

/**
 * A fresh machine gets the browser and CJK fonts installed here when the user may (root with
 * apt-get); anyone else gets one line saying what to run.
 */
function ensureSystemPackages(): void {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const mayInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!mayInstall) {
    console.error(`✖ The browser tests need ${missing.join(' and ')}: run \`sudo apt-get install -y ${SYSTEM_PACKAGES.join(' ')}\`, then \`npm test\` again.`);
    process.exit(1);
  }
  console.info(`\n▶ installing ${missing.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...SYSTEM_PACKAGES]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`✖ apt-get ${args[0]} failed: run \`apt-get install -y ${SYSTEM_PACKAGES.join(' ')}\` yourself, then \`npm test\` again.`);
      process.exit(1);
    }
  }
}

ensureSystemPackages();
run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
console.info('\n▶ web build');
if (!ensureWebBuild()) console.info('web build is up to date');
console.info('\n▶ console build');
if (!ensureConsoleBuild()) console.info('console build is up to date');
const reportPath = join(ROOT, '.tmp', 'vitest-report.json');
rmSync(reportPath, { force: true });
const tests = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
const exitCode = tests.status ?? 1;
if (existsSync(reportPath)) console.info(summarizeReport(JSON.parse(readFileSync(reportPath, 'utf8')) as JsonReport, exitCode, ROOT));
else console.info(`\n✖ vitest exited with code ${exitCode} and wrote no report: see the errors above.`);
process.exit(exitCode);
