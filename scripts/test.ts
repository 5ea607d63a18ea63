/**
 * `npm test`: everything CI runs, in order, stopping at the first failure: the browser tests'
 * system packages (installed when missing and allowed), typecheck, lint with zero warnings, the web
 * build (with its bundle-size report), then every test project. The last lines name every failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureConsoleBuild, ensureWebBuild } from './web-build.ts';
import { mergeReports, summarizeReport, type JsonReport } from './test-report.ts';

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
/** One Vitest run with its JSON report; `logPath` keeps its output for later instead of showing it live. */
function startVitest(name: string, args: string[], logPath?: string): Promise<{ name: string; exitCode: number; reportPath: string; logPath?: string }> {
  const reportPath = join(ROOT, '.tmp', `vitest-report-${name}.json`);
  rmSync(reportPath, { force: true });
  const output = logPath ? openSync(logPath, 'w') : 'inherit';
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, ...args], { cwd: ROOT, stdio: ['ignore', output, output] });
  return new Promise((resolve) => child.on('close', (code) => resolve({ name, exitCode: code ?? 1, reportPath, ...(logPath ? { logPath } : {}) })));
}

/**
 * The browser tests run one file at a time and mostly wait (for Chromium, the server, the network
 * to go idle), so they run beside the other projects in a second Vitest process instead of after
 * them: on CI's 2 cores this takes minutes off the run. Their output is shown when they end.
 * With arguments (a project, a file), one run as asked.
 */
const requested = process.argv.slice(2);
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const runs =
  requested.length > 0
    ? [startVitest('requested', requested)]
    : [
        startVitest('server-and-unit', ['--project', 'unit', '--project', 'server-pglite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'server-pg'] : [])]),
        startVitest('browser', ['--project', 'e2e'], join(ROOT, '.tmp', 'vitest-browser.log')),
      ];
const results = await Promise.all(runs);
const reports: JsonReport[] = [];
for (const result of results) {
  if (result.logPath) {
    console.info(`\n▶ browser tests (ran beside the others)\n`);
    process.stdout.write(readFileSync(result.logPath));
  }
  if (existsSync(result.reportPath)) reports.push(JSON.parse(readFileSync(result.reportPath, 'utf8')) as JsonReport);
  else console.info(`\n✖ the ${result.name} run exited with code ${result.exitCode} and wrote no report: see the errors above.`);
}
const exitCode = results.some((result) => result.exitCode !== 0 || !existsSync(result.reportPath)) ? 1 : 0;
console.info(summarizeReport(mergeReports(reports), exitCode, ROOT));
process.exit(exitCode);
