import type { AnalyticsOverviewDto } from '@lumina/contracts';

function cell(value: string | number): string {
  const text = String(value);
  // Quote when needed, and neutralise spreadsheet formulas (=, +, -, @) in names.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The overview as one CSV file: one section per table, a blank line between them. */
export function analyticsCsv(data: AnalyticsOverviewDto): string {
  const rows: Array<Array<string | number>> = [
    ['day', 'clicks', 'bots'],
    ...data.perDay.map((d) => [d.day, d.clicks, d.bots]),
    [],
    ['merchant', 'clicks', 'revenue_estimate_eur'],
    ...data.byMerchant.map((m) => [m.name, m.clicks, m.revenueEstimate.toFixed(2)]),
    [],
    ['product', 'clicks'],
    ...data.topProducts.map((p) => [p.title, p.clicks]),
    [],
    ['language', 'clicks'],
    ...data.byLanguage.map((l) => [l.language, l.clicks]),
  ];
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
