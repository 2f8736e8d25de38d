import { toPlainText } from '@react-email/render';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { formatMoney, mailStrings } from './strings';
import type { MailPayload } from './mail.types';
import { AlertEmail, ConfirmEmail, DigestEmail, ManageLinkEmail } from './templates/mails';

const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The language the mail is written in (the reader's, or English where theirs is not translated yet). */
  language: string;
}

/** One template set, two renderings: HTML and its plain-text twin, in the reader's language. */
export function renderMail(payload: MailPayload, readerLanguage: string): RenderedMail {
  const { language, t } = mailStrings(readerLanguage);
  const reader = { language, t };
  let subject: string;
  let element: ReactElement;
  switch (payload.kind) {
    case 'confirm':
      subject = t('confirm.subject', { product: payload.productTitle });
      element = <ConfirmEmail mail={payload} {...reader} />;
      break;
    case 'alert': {
      const price = formatMoney(payload.priceMinor, payload.currency, language);
      subject = t(payload.alertKind === 'price' ? 'alert.subject.price' : 'alert.subject.stock', { product: payload.productTitle, price });
      element = <AlertEmail mail={payload} {...reader} />;
      break;
    }
    case 'digest':
      subject = t('digest.subject', { count: payload.items.length });
      element = <DigestEmail mail={payload} {...reader} />;
      break;
    case 'manage-link':
      subject = t('manage.subject');
      element = <ManageLinkEmail mail={payload} {...reader} />;
      break;
  }
  // react-email's own render() loads react-dom/server with a dynamic import() and streams; the
  // templates suspend on nothing, so the synchronous renderer gives the same markup in any runtime.
  const markup = renderToStaticMarkup(element);
  return { subject, html: `${XHTML_DOCTYPE}${markup}`, text: toPlainText(markup), language };
}
