import { Parser } from 'htmlparser2';

/** Elements whose content is not text a shopper reads. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'select', 'option', 'head', 'title']);
/** Elements that end a line of text: their words must not run into the next ones. */
const BREAKS = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'blockquote', 'dd', 'dt']);

/**
 * The text a feed's HTML shows, entities decoded ("Brass &amp; Glass" → "Brass & Glass"): what a
 * title or the plain short description stores, which the shop then escapes itself. htmlparser2's
 * tokenizer alone, not a sanitiser: a sanitiser answers HTML (it escaped every `&` again, so a
 * feed's "Black & White" reached the shop as "Black &amp; White") and built a DOM per row.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden++;
        else if (BREAKS.has(name)) parts.push(' ');
      },
      onclosetag(name, implied) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BREAKS.has(name) && !implied) parts.push(' ');
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return parts.join('');
}
