import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { ALERTS_CONFIG, type AlertsConfig } from '../config';
import type { RenderedMail } from './render-mail';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** Stable per stored mail: a re-send after a crash carries the same Message-ID, so it can be told apart. */
  messageId: string;
  headers: Record<string, string>;
}

/** nodemailer over SMTP_URL, one pooled connection set per process. */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(ALERTS_CONFIG) config: Pick<AlertsConfig, 'SMTP_URL' | 'MAIL_FROM'>) {
    this.transport = createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      headers: { 'Content-Language': mail.language, ...mail.headers },
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
