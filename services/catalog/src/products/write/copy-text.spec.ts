import { copyField, copyLine } from './copy-text';

describe('COPY text encoding', () => {
  it('escapes the characters COPY reads specially and writes NULL as \\N', () => {
    expect(copyField('text', 'a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(copyField('text', null)).toBe('\\N');
    expect(copyField('boolean', false)).toBe('f');
    expect(copyField('numeric', 7.5)).toBe('7.5');
  });

  it('quotes every array element, so commas, quotes and braces stay data', () => {
    expect(copyField('text[]', ['a,b', 'say "hi"', '{x}'])).toBe('{"a,b","say \\\\"hi\\\\"","{x}"}');
    expect(copyField('text[]', [])).toBe('{}');
  });

  it('sends JSON with its newlines escaped, one row per line', () => {
    expect(copyLine([copyField('jsonb', [{ alt: 'two\nlines' }]), '1'])).toBe(
      '[{"alt":"two\\\\nlines"}]\t1\n',
    );
  });
});
