/** The closing lines of `npm test`, from Vitest's JSON report. */
import { relative } from 'node:path';

export interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    /** A test that passed on a later try keeps the earlier tries' failures here. */
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** One report of several Vitest runs (the browser tests run beside the others). */
export function mergeReports(reports: JsonReport[]): JsonReport {
  return {
    numPassedTests: reports.reduce((sum, report) => sum + report.numPassedTests, 0),
    numFailedTests: reports.reduce((sum, report) => sum + report.numFailedTests, 0),
    numPendingTests: reports.reduce((sum, report) => sum + report.numPendingTests, 0),
    testResults: reports.flatMap((report) => report.testResults),
  };
}

/**
 * The closing lines CI reads: the counts, then every failing test by file and name, and every test
 * that passed only on a second try (with its first failure's first line). A file whose set-up
 * (hook, import) failed counts as failed, even when its tests were only skipped.
 */
export function summarizeReport(report: JsonReport, exitCode: number, root: string): string {
  const failures: string[] = [];
  const retried: string[] = [];
  let failedFiles = 0;
  for (const file of report.testResults) {
    const path = relative(root, file.name);
    for (const test of file.assertionResults) {
      const first = test.failureMessages?.[0];
      if (test.status === 'passed' && first) retried.push(`  ↻ ${path} › ${test.fullName}: ${first.split('\n')[0]}`);
    }
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`  ✖ ${path} › ${test.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      failedFiles += 1;
      const reason = (file.message ?? 'the file failed outside its tests').split('\n')[0];
      failures.push(`  ✖ ${path} (set-up or hook failed, its tests did not run): ${reason}`);
    }
  }
  const failed = report.numFailedTests + failedFiles;
  const lines = [`\n${report.numPassedTests} passed, ${failed} failed, ${report.numPendingTests} skipped`];
  if (retried.length > 0) lines.push('Passed on a second try:', ...retried);
  if (failures.length > 0) lines.push('Failed:', ...failures);
  else if (exitCode !== 0) lines.push(`✖ vitest exited with code ${exitCode} although no test failed: see the errors above (an unhandled error or a failed global set-up).`);
  return lines.join('\n');
}
