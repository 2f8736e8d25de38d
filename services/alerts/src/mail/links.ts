import { Inject, Injectable } from '@nestjs/common';
import { ALERTS_CONFIG, type AlertsConfig } from '../config';

/**
 * Every address a mail links to, under PUBLIC_URL. Pages live under the reader's language prefix
 * (docs/adr-023); the one-click endpoints and the click redirect are API addresses.
 */
@Injectable()
export class MailLinks {
  private readonly base: string;

  constructor(@Inject(ALERTS_CONFIG) config: Pick<AlertsConfig, 'PUBLIC_URL'>) {
    this.base = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  confirm(language: string, token: string): string {
    return `${this.base}/${language}/alerts/confirm/${token}`;
  }

  manage(language: string, token: string): string {
    return `${this.base}/${language}/alerts/manage/${token}`;
  }

  /** The page that asks before unsubscribing (a link scanner's GET must not end an alert). */
  unsubscribePage(language: string, token: string): string {
    return `${this.base}/${language}/alerts/unsubscribe/${token}`;
  }

  /** RFC 8058: POST ends the alert with no page; GET redirects to unsubscribePage. */
  oneClick(token: string): string {
    return `${this.base}/api/alerts/unsubscribe/${token}`;
  }

  /** RFC 8058 for a digest: ends every alert of the address. */
  oneClickAll(manageToken: string): string {
    return `${this.base}/api/alerts/manage/${manageToken}/unsubscribe-all`;
  }

  /** Through the click redirect, so a click from a mail is counted like one from the shop. */
  click(productId: string, offerId: string | null): string {
    const offer = offerId ? `offer=${encodeURIComponent(offerId)}&` : '';
    return `${this.base}/api/click/${productId}?${offer}from=${encodeURIComponent('/alerts/mail')}`;
  }
}
