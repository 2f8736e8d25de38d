/**
 * Finds where a CSV row ends without keeping its text, by the quoting rules Papa Parse applies: a
 * field is quoted only when its first character is a quote; inside it `""` is a quote, and a quote
 * ends the field only when spaces and then a delimiter or the line break follow (any other quote
 * is text). Used to step over a row too big to hold (csv-records.ts): memory stays flat and each
 * character is looked at once, whatever the row's size, even when its quote is never closed.
 */
export class CsvRowEnd {
  private state: 'fieldStart' | 'unquoted' | 'quoted' | 'afterQuote' | 'afterQuoteSpaces' | 'afterQuoteCr' = 'fieldStart';
  private previous = '';
  /** Line breaks passed inside the row so far (it spans that many more lines). */
  lineBreaks = 0;

  constructor(
    private readonly delimiter: string,
    private readonly lineBreak: '\n' | '\r\n' | '\r',
  ) {}

  /** True once the last text fed ended inside a quoted field. */
  get inQuotes(): boolean {
    return this.state === 'quoted';
  }

  /** The index just past the row's line break in `text`, or -1 when the row goes on past it. */
  feed(text: string): number {
    const mark = this.lineBreak === '\r' ? '\r' : '\n';
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] as string;
      const previous = this.previous;
      this.previous = char;
      const endsLine = this.lineBreak === '\r\n' ? char === '\n' && previous === '\r' : char === this.lineBreak;
      switch (this.state) {
        case 'fieldStart':
        case 'unquoted':
          if (char === '"' && this.state === 'fieldStart') this.state = 'quoted';
          else if (endsLine) return i + 1;
          else this.state = char === this.delimiter ? 'fieldStart' : 'unquoted';
          continue;
        case 'quoted':
          if (char === '"') this.state = 'afterQuote';
          else if (char === mark) this.lineBreaks += 1;
          continue;
        case 'afterQuote':
        case 'afterQuoteSpaces':
          if (char === '"' && this.state === 'afterQuote') this.state = 'quoted';
          else if (char === ' ') this.state = 'afterQuoteSpaces';
          else if (char === this.delimiter) this.state = 'fieldStart';
          else if (endsLine) return i + 1;
          else if (char === '\r' && this.lineBreak === '\r\n') this.state = 'afterQuoteCr';
          else this.enterQuotedWith(char);
          continue;
        case 'afterQuoteCr':
          if (char === '\n') return i + 1;
          this.enterQuotedWith(char);
          continue;
      }
    }
    return -1;
  }

  /** The quote before was text after all: back inside the field, `char` its next character. */
  private enterQuotedWith(char: string): void {
    this.state = char === '"' ? 'afterQuote' : 'quoted';
    if (char === (this.lineBreak === '\r' ? '\r' : '\n')) this.lineBreaks += 1;
  }
}
