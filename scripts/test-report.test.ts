import { describe, expect, it } from 'vitest';
import { summarizeReport, type JsonReport } from './test-report.ts';

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
});
