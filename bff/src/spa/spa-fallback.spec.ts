import { fillTemplate, withLanguageHead, withNonces } from './spa-fallback';

const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta
      name="description"
      content="Default description"
    />
    <title>Lumina · Default</title>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const PAGE = {
  status: 200,
  textLanguage: 'de',
  title: 'Lampe "Nova" <b> & Co | Lumina',
  description: 'Eine <Lampe> & mehr',
  html: '<main><h1>Lampe</h1></main>',
  stateScript: '<script id="lumina-server-state" type="application/json">{"language":"de","queries":{}}</script>',
};

describe('fillTemplate', () => {
  it('leaves an empty root for the browser to render when there is no rendered page', () => {
    const html = fillTemplate(TEMPLATE, undefined);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('lumina-server-state');
  });

  it('puts the page in #root, its language on <html> and its state before </body>', () => {
    const html = fillTemplate(TEMPLATE, PAGE);
    expect(html).toContain('<div id="root"><main><h1>Lampe</h1></main></div>');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<script id="lumina-server-state" type="application/json">{"language":"de","queries":{}}</script></body>');
  });

  it('escapes the title and description it writes into the head', () => {
    const html = fillTemplate(TEMPLATE, PAGE);
    expect(html).toContain('<title>Lampe &quot;Nova&quot; &lt;b&gt; &amp; Co | Lumina</title>');
    expect(html).toContain('content="Eine &lt;Lampe&gt; &amp; mehr"');
    expect(html).not.toContain('Default description');
  });

  it('inserts markup containing replacement patterns literally', () => {
    const html = fillTemplate(TEMPLATE, { ...PAGE, html: "<p>$& $' $1</p>", title: '$& price' });
    expect(html).toContain("<p>$& $' $1</p>");
    expect(html).toContain('<title>$&amp; price</title>');
  });
});

describe('withNonces', () => {
  const NONCES = { script: 'script-nonce', style: 'style-nonce' };

  it("marks the template's own script and style elements, each with its nonce", () => {
    const html = withNonces('<head><script type="module" src="/a.js"></script><style>p{}</style></head>', NONCES);
    expect(html).toBe('<head><script nonce="script-nonce" type="module" src="/a.js"></script><style nonce="style-nonce">p{}</style></head>');
  });

  it('leaves a script inside the rendered page without a nonce, so the policy refuses it', () => {
    const html = fillTemplate(withNonces(TEMPLATE, NONCES), { ...PAGE, html: '<main><script>alert(1)</script></main>' });
    expect(html).toContain('<main><script>alert(1)</script></main>');
  });
});

describe('withLanguageHead', () => {
  it("sets the page's language and adds its head tags once, before </head>", () => {
    const html = withLanguageHead(fillTemplate(TEMPLATE, undefined), 'pl', '<link rel="canonical" href="https://x.example/pl/cart" />');
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<link rel="canonical" href="https://x.example/pl/cart" /></head>');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
  });
});
