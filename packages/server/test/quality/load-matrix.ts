import type { RouteMatrix } from './matrix.ts';

/**
 * Every `routes/*.matrix.ts`, merged into one matrix. Vite's glob runs at transform time, so a
 * new route file's matrix joins the gate without a line changed here. A key in two files is
 * reported, since one would silently hide the other.
 */
export function loadMatrix(): { matrix: RouteMatrix; duplicates: string[]; files: string[] } {
  const modules = import.meta.glob<RouteMatrix>('../../src/routes/*.matrix.ts', {
    eager: true,
    import: 'default',
  });
  const matrix: RouteMatrix = {};
  const duplicates: string[] = [];
  for (const [file, entries] of Object.entries(modules)) {
    for (const [key, entry] of Object.entries(entries)) {
      if (key in matrix) duplicates.push(`${key}: in more than one matrix file (again in ${file})`);
      matrix[key] = entry;
    }
  }
  return { matrix, duplicates, files: Object.keys(modules).sort() };
}
