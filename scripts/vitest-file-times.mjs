/**
 * A Vitest reporter that writes each test file's time, per project, to test-results/vitest-files.json
 * for the times table of `npm test` (scripts/test.mjs; docs/decisions/0229-ci-in-half-the-time.md).
 *
 * Shape: [{ project: string, file: string (relative to the root), seconds: number (collect, setup
 * and every test and hook of the file), tests: number }]. Prints nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const seconds =
        (diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.collectDuration +
          diagnostic.setupDuration +
          diagnostic.duration) /
        1000;
      return {
        project: module.project.name,
        file: path.relative(this.root, module.moduleId),
        seconds,
        tests: [...module.children.allTests()].length,
      };
    });
    fs.mkdirSync(path.join(this.root, 'test-results'), { recursive: true });
    fs.writeFileSync(
      path.join(this.root, 'test-results', 'vitest-files.json'),
      `${JSON.stringify(files, null, 2)}\n`,
    );
  }
}
