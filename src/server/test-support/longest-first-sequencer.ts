// The server suite's order on a fresh clone. Without timings from an earlier run, vitest starts the
// largest files first, and the suite's longest ones (the fuzz and the authorization matrix, ~25–45 s
// each) are three-line files that only call their shared suite: they started last, and one worker ran
// the last of them alone while the others idled. They go first; the rest keeps vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST_FILES = [/quality[\\/]hostile-input-/, /quality[\\/]authorization-matrix-/];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLongest = (file: TestSpecification) => LONGEST_FILES.some((name) => name.test(file.moduleId));
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}
