/**
 * `npm test`: everything CI runs, stopping at the first failure: the browser tests' system packages
 * (installed when missing and allowed), typecheck, lint with zero warnings, the web build (with its
 * bundle-size report), then the browser tests; the unit and server tests, which need neither the
 * checks nor the builds, run beside all of that from the start. The last lines name every failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureConsoleBuild, ensureWebBuild } from './web-build.ts';
import { mergeReports, summarizeReport, type JsonReport } from './test-report.ts';

/** Test runs started in the background, stopped when a check fails (they would only be noise then). */
const background: ChildProcess[] = [];

function stopBackground(): void {
  for (const child of background) {
    if (!child.pid || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group has already ended
    }
  }
}
// Whatever ends this process (a failed check or build exits it) ends the test runs it started.
process.on('exit', stopBackground);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130));
}

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

/** One Vitest run with its JSON report; `logPath` keeps its output for later instead of showing it live. */
function startVitest(name: string, args: string[], logPath?: string): Promise<{ name: string; exitCode: number; reportPath: string; logPath?: string }> {
  const reportPath = join(ROOT, '.tmp', `vitest-report-${name}.json`);
  rmSync(reportPath, { force: true });
  const output = logPath ? openSync(logPath, 'w') : 'inherit';
  // Its own process group, so a failed check stops Vitest with its workers and servers.
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, ...args], { cwd: ROOT, stdio: ['ignore', output, output], detached: true });
  background.push(child);
  return new Promise((resolve) => child.on('close', (code) => resolve({ name, exitCode: code ?? 1, reportPath, ...(logPath ? { logPath } : {}) })));
}

const requested = process.argv.slice(2);
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
ensureSystemPackages();
/**
 * The type check, lint and builds use one of CI's two cores, so the unit and server tests start at
 * once on the other; the browser tests, which need the builds, start after them and run beside the
 * rest (they mostly wait for Chromium, the server, the network). Each run's output is shown when it
 * ends. With arguments (a project, a file), one run as asked, after the checks.
 */
const serverAndUnit =
  requested.length === 0
    ? startVitest('server-and-unit', ['--project', 'unit', '--project', 'server-pglite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'server-pg'] : [])], join(ROOT, '.tmp', 'vitest-server-and-unit.log'))
    : undefined;
run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
console.info('\n▶ web build');
if (!ensureWebBuild()) console.info('web build is up to date');
console.info('\n▶ console build');
if (!ensureConsoleBuild()) console.info('console build is up to date');
console.info(serverAndUnit ? '\n▶ browser tests (the unit and server tests run beside them)' : `\n▶ vitest ${requested.join(' ')}`);
const runs = serverAndUnit ? [serverAndUnit, startVitest('browser', ['--project', 'e2e'], join(ROOT, '.tmp', 'vitest-browser.log'))] : [startVitest('requested', requested)];
const results = await Promise.all(runs);
const reports: JsonReport[] = [];
for (const result of results) {
  if (result.logPath) {
    console.info(`\n▶ ${result.name} tests\n`);
    process.stdout.write(readFileSync(result.logPath));
  }
  if (existsSync(result.reportPath)) reports.push(JSON.parse(readFileSync(result.reportPath, 'utf8')) as JsonReport);
  else console.info(`\n✖ the ${result.name} run exited with code ${result.exitCode} and wrote no report: see the errors above.`);
}
const exitCode = results.some((result) => result.exitCode !== 0 || !existsSync(result.reportPath)) ? 1 : 0;
console.info(summarizeReport(mergeReports(reports), exitCode, ROOT));
process.exit(exitCode);
