import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Issue 27 §6: on two cores, a long file that starts last runs alone while the other worker idles
 * (the server's fuzz file, about three minutes, is a small file, and Vitest without its cache
 * orders by size, so it started last). CI starts from a clean clone, with no cache, so the file
 * times of a real run are committed in `tests/durations.json` (written by
 * `node scripts/test-durations.mjs` from the last `npm test`'s report), the way pytest-split keeps
 * `.test_durations`. Files run longest first; a file the list does not know yet runs first, as
 * Vitest runs files it has never seen.
 */
const durationsFile = path.join(import.meta.dirname, '..', 'durations.json');
const durations: Record<string, number> = existsSync(durationsFile)
  ? JSON.parse(readFileSync(durationsFile, 'utf8'))
  : {};

export default class LongestFirst extends BaseSequencer {
  /** The file's time in the last measured run, or undefined for a file the list does not know. */
  private timeOf(file: TestSpecification): number | undefined {
    return durations[path.relative(this.ctx.config.root, file.moduleId)];
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The projects stay apart, as in Vitest's own order (a worker with shared modules serves one
    // project), group by group. Within a group the project with the least time goes first: the
    // group's last files are then the short ones of its longest project, not the long ones of a
    // small project that started last (server-s3 after server left one worker idle for a minute).
    // Within a project the committed times decide, and a file without one goes first.
    const grouped = await super.sort(files);
    const rank = new Map(grouped.map((file, index) => [file, index]));
    const time = (file: TestSpecification) => this.timeOf(file) ?? Number.MAX_SAFE_INTEGER;
    const projectTime = new Map<string, number>();
    for (const file of files) {
      projectTime.set(
        file.project.name,
        (projectTime.get(file.project.name) ?? 0) + (this.timeOf(file) ?? 1000),
      );
    }
    return [...grouped].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) {
        const shorter = projectTime.get(a.project.name)! - projectTime.get(b.project.name)!;
        return shorter || rank.get(a)! - rank.get(b)!;
      }
      return time(b) - time(a) || rank.get(a)! - rank.get(b)!;
    });
  }

  /**
   * `npm test -- --shard=i/n`: each shard gets about the same time, not the same number of files
   * (a story file takes a second, the fuzz file minutes). Greedy: the longest file goes to the
   * shard with the least time so far. Every runner computes the same split from the same list.
   */
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    // A file the list does not know yet counts as one second.
    const time = (file: TestSpecification) => this.timeOf(file) ?? 1000;
    const byTime = [...files].sort(
      (a, b) => time(b) - time(a) || (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0),
    );
    const load = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const file of byTime) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest]! += time(file);
      if (lightest === index - 1) mine.push(file);
    }
    return mine;
  }
}
