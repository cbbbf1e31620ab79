import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * What failed a Vitest run outside its tests: an error no test caught (a rejection after a file
 * ended, a worker that died), a file that could not run, or a suite's hook that threw. The JSON
 * report counts tests only, so a run that failed this way read "0 failed" at the end of `npm test`
 * (the CI run of 7226594); this reporter writes them to `.test-reports/vitest-errors.json`, where
 * scripts/test.mjs reads them to print them last.
 */
export default class RunErrors implements Reporter {
  onTestRunEnd: Reporter['onTestRunEnd'] = (testModules, unhandledErrors, reason) => {
    const first = (text: unknown) =>
      String(text ?? '')
        .split('\n')
        .slice(0, 6)
        .join('\n');
    const errors = [
      ...unhandledErrors.map((error) => ({
        // Vitest names the kind: 'Unhandled Rejection', 'Unhandled Error', …
        where: `outside any test (${String((error as { type?: unknown }).type ?? 'error')})`,
        message: `${error.name ?? 'Error'}: ${first(error.message)}`,
        stack: first(error.stack),
      })),
      // A file that could not run, and a suite whose hook threw: its tests are then counted as
      // skipped, not failed (a beforeAll that could not make its database fails no test).
      ...testModules.flatMap((module) =>
        [module, ...module.children.allSuites()].flatMap((suite) =>
          suite.errors().map((error) => ({
            where: `${module.project.name} ${path.relative(root, module.moduleId)}${suite.type === 'suite' ? ` › ${suite.fullName}` : ''}`,
            message: `${error.name ?? 'Error'}: ${first(error.message)}`,
            stack: first(error.stack),
          })),
        ),
      ),
    ];
    const reports = path.join(root, '.test-reports');
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      path.join(reports, 'vitest-errors.json'),
      `${JSON.stringify({ reason, errors }, null, 2)}\n`,
    );
  };
}
