// Small measuring helpers shared by the benchmark scripts: medians, gzip sizes, a printed table.
import { gzipSync } from 'node:zlib';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The nearest-rank percentile (`p` in 0–100) of unsorted values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(1)} s`;

export type Row = { metric: string; value: string; budget?: string; verdict?: string };

export function printTable(title: string, rows: readonly Row[]) {
  const headers = ['metric', 'value', 'budget', 'verdict'] as const;
  const cells = rows.map((row) => headers.map((key) => row[key] ?? ''));
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, index) => value.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cellsOfRow of cells) console.log(line(cellsOfRow));
}

/** A table with any columns, for results that do not fit metric/value/budget/verdict. */
export function printGrid(title: string, headers: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...rows.map((cells) => cells[index]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    `| ${headers.map((_, index) => (values[index] ?? '').padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of rows) console.log(line(cells));
}
