// Small statistics and formatting helpers of the bench table.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** The median, over repetitions, of one figure of each repetition's result. */
export const medianOf = (reps, pick) => median(reps.map(pick));

export const ms = (value) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);

export const mb = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

export const count = (value) => Math.round(value).toLocaleString('en');

/** "3.2×"; `kind` says which way is better so the table reads alone. */
export function ratio(measured, baseline, kind) {
  if (!Number.isFinite(measured) || !Number.isFinite(baseline) || baseline === 0) return '–';
  const value = measured / baseline;
  const text = value >= 10 ? value.toFixed(0) : value.toFixed(2);
  return kind ? `${text}× (${kind})` : `${text}×`;
}

/** The one table of the run, in Markdown, so it can be pasted into docs/performance.md. */
export function markdownTable(rows) {
  const header = ['what', 'measured', 'baseline', 'ratio', 'target'];
  const escape = (cell) => String(cell).replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${header.map((key) => escape(row[key] ?? '–')).join(' | ')} |`),
  ].join('\n');
}
