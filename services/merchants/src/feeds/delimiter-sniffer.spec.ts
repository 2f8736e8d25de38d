import { sniffDelimiter } from './delimiter-sniffer';

describe('sniffDelimiter', () => {
  it.each([
    ['id,title,price\n1,Lamp,9.99', ','],
    ['id;title;price\n1;Lamp;9,99', ';'],
    ['id|title|price\n1|Lamp|9.99', '|'],
    ['id\ttitle\tprice\n1\tLamp\t9.99', '\t'],
    ['\uFEFFid;title;price\n', ';'],
    ['"id;x","title, long",price\n', ','],
    ['"a,b,c";"d,e";f;g\n', ';'],
  ])('%j → %j', (sample, delimiter) => {
    expect(sniffDelimiter(sample)).toBe(delimiter);
  });

  it('falls back to comma for a one-column file', () => {
    expect(sniffDelimiter('title\nLamp')).toBe(',');
  });
});
