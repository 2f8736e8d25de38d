import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for stored HTML (product long descriptions, guide content). Applied on every
 * write, so what the database holds is already safe to render: no <script>/<style>, no event
 * handler attributes, no javascript:/data: URLs, no inline styles. Anything not listed is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'code',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  // Images only from our own paths or https hosts: never data: or javascript:.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // <script>, <style>, <textarea>… go with their content; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the merchant page our window.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: withoutKey(attribs, 'target') },
  },
};

function withoutKey(attribs: sanitizeHtml.Attributes, key: string): sanitizeHtml.Attributes {
  const copy = { ...attribs };
  delete copy[key];
  return copy;
}

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

export function sanitizeOptionalHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeStoredHtml(html);
  return clean === '' ? null : clean;
}
