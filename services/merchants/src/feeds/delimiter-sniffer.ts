/** Delimiters a CSV feed may use: comma, semicolon (decimal-comma countries), pipe, tab. */
export const CSV_DELIMITERS = [',', ';', '|', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * Picks the delimiter of a CSV sample by its header line: the candidate that occurs most often
 * outside quotes (ties: the order above). Papa Parse then does the actual parsing (csv-records.ts).
 */
export function sniffDelimiter(sample: string): CsvDelimiter {
  const text = sample.replace(/^\uFEFF/, '');
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvDelimiter)) counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of CSV_DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
