import { describe, expect, it } from 'vitest';
import { mergeReports, summarizeReport, type JsonReport } from './test-report.ts';

// The shape Vitest's JSON reporter wrote for one failing test and one file whose beforeAll threw.
const report: JsonReport = {
  numPassedTests: 5,
  numFailedTests: 1,
  numPendingTests: 2,
  testResults: [
    { name: '/repo/scripts/ok.test.ts', status: 'passed', message: '', assertionResults: [{ fullName: 'works', status: 'passed' }] },
    { name: '/repo/scripts/fail.test.ts', status: 'failed', message: '', assertionResults: [{ fullName: 'group fails here', status: 'failed' }] },
    { name: '/repo/scripts/hook.test.ts', status: 'failed', message: 'set-up broke\n    at stack', assertionResults: [{ fullName: 'a', status: 'skipped' }, { fullName: 'b', status: 'skipped' }] },
  ],
};

describe('the closing lines of npm test', () => {
  it('count a file whose set-up failed as failed and name every failure', () => {
    expect(summarizeReport(report, 1, '/repo').split('\n')).toEqual([
      '',
      '5 passed, 2 failed, 2 skipped',
      'Failed:',
      '  ✖ scripts/fail.test.ts › group fails here',
      '  ✖ scripts/hook.test.ts (set-up or hook failed, its tests did not run): set-up broke',
    ]);
  });

  it('say so when the run failed although no test did', () => {
    const clean = { ...report, numFailedTests: 0, testResults: [report.testResults[0]!] };
    expect(summarizeReport(clean, 1, '/repo')).toMatch(/exited with code 1 although no test failed/);
    expect(summarizeReport(clean, 0, '/repo')).toBe('\n5 passed, 0 failed, 2 skipped');
  });

  it('name a test that passed only on a second try, with why the first failed', () => {
    const browser: JsonReport = {
      numPassedTests: 1,
      numFailedTests: 0,
      numPendingTests: 0,
      testResults: [{ name: '/repo/e2e/map.test.ts', status: 'passed', message: '', assertionResults: [{ fullName: 'map shows places', status: 'passed', failureMessages: ['TimeoutError: locator.click\n    at stack'] }] }],
    };
    expect(summarizeReport(browser, 0, '/repo').split('\n')).toEqual(['', '1 passed, 0 failed, 0 skipped', 'Passed on a second try:', '  ↻ e2e/map.test.ts › map shows places: TimeoutError: locator.click']);
  });

  it('count the runs together when the browser tests ran beside the others', () => {
    const browser: JsonReport = { numPassedTests: 3, numFailedTests: 1, numPendingTests: 0, testResults: [{ name: '/repo/e2e/map.test.ts', status: 'failed', message: '', assertionResults: [{ fullName: 'map shows places', status: 'failed' }] }] };
    const merged = mergeReports([report, browser]);
    expect(summarizeReport(merged, 1, '/repo').split('\n').slice(0, 2)).toEqual(['', '8 passed, 3 failed, 2 skipped']);
    expect(summarizeReport(merged, 1, '/repo')).toContain('  ✖ e2e/map.test.ts › map shows places');
  });
});
