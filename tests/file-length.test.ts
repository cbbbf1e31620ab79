import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Issue 27 §4, files a person can hold: a source file over 500 lines is split by meaning, or says in
 * its opening comment why it stays one piece (the words "one piece"), so the next reader knows the
 * length was chosen. Tests, stories, models and fixtures are read a case at a time and may run long.
 */
const maxLines = 500;
const root = path.resolve(import.meta.dirname, '..');
const isSource = (file: string) =>
  /^(packages\/[^/]+\/(src|test)|scripts|bench)\//.test(file) &&
  /\.(ts|tsx|mjs)$/.test(file) &&
  !/\.(test|browser\.test|stories|model|fixtures|bench)\.tsx?$/.test(file) &&
  !/Story\.tsx$/.test(file);

/**
 * The file's opening comment: the comment lines it starts with, and its first block comment (a
 * module's doc often comes after its imports).
 */
const openingComment = (text: string) => {
  const lines = text.split('\n');
  const firstCode = lines.findIndex((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !/^(\/\/|\/\*|\*|\*\/|#!)/.test(trimmed);
  });
  const leading = lines.slice(0, firstCode === -1 ? lines.length : firstCode).join('\n');
  return `${leading}\n${text.match(/\/\*[\s\S]*?\*\//)?.[0] ?? ''}`;
};

it(`every source file over ${maxLines} lines says in its opening comment why it is one piece`, () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(isSource);
  expect(files.length).toBeGreaterThan(100);
  const unexplained = files.filter((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    return lines > maxLines && !/one\s+piece/.test(openingComment(text));
  });
  expect(unexplained).toEqual([]);
});
