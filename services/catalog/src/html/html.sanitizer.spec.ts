import { sanitizeOptionalHtml, sanitizeStoredHtml } from './html.sanitizer';

describe('sanitizeStoredHtml', () => {
  it('drops <script> elements together with their content', () => {
    expect(sanitizeStoredHtml('<p>Warm light</p><script>alert("x")</script>')).toBe('<p>Warm light</p>');
  });

  it('strips event-handler attributes such as onerror and onclick', () => {
    const clean = sanitizeStoredHtml(
      '<img src="/images/products/led-bulbs-1.svg" onerror="alert(1)"><p onclick="x()">Hi</p>',
    );
    expect(clean).toBe('<img src="/images/products/led-bulbs-1.svg" /><p>Hi</p>');
  });

  it('removes javascript: and data: URLs but keeps https and relative links', () => {
    expect(sanitizeStoredHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeStoredHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeStoredHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
    expect(sanitizeStoredHtml('<a href="https://example.org/a">a</a><a href="/guides">b</a>')).toBe(
      '<a href="https://example.org/a">a</a><a href="/guides">b</a>',
    );
  });

  it('adds rel="noopener noreferrer" to links that open a new tab and drops other targets', () => {
    expect(sanitizeStoredHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStoredHtml('<a href="/a" target="_top">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('keeps the structure guides use: headings, lists and tables', () => {
    const html =
      '<h2>Kelvin</h2><ul><li><strong>2700 K</strong> warm</li></ul><table><tbody><tr><th scope="row">A</th><td>B</td></tr></tbody></table>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('drops inline styles, iframes and forms', () => {
    expect(
      sanitizeStoredHtml(
        '<p style="background:url(javascript:x)">a</p><iframe src="https://x"></iframe><form><input></form>',
      ),
    ).toBe('<p>a</p>');
  });
});

describe('sanitizeOptionalHtml', () => {
  it('keeps null and turns markup that sanitises to nothing into null', () => {
    expect(sanitizeOptionalHtml(null)).toBeNull();
    expect(sanitizeOptionalHtml('<script>x</script>')).toBeNull();
  });
});
