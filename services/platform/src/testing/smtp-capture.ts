import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A loopback SMTP server (smtp-server) that keeps every mail it accepts, parsed (mailparser), so a
 * suite asserts on what really went over SMTP: headers, both bodies, links.
 */
export class SmtpCapture {
  readonly mails: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  static async start(port = 0): Promise<SmtpCapture> {
    const capture = new SmtpCapture();
    await capture.listen(port);
    return capture;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mails sent to one address, in the order they arrived. */
  to(address: string): ParsedMail[] {
    return this.mails.filter((mail) => addressesOf(mail).includes(address.toLowerCase()));
  }

  /** Stops accepting (an SMTP server that is down); `resume` listens again on the same port. */
  async pause(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  }

  resume(): Promise<void> {
    return this.listen(this.port);
  }

  close(): Promise<void> {
    return this.pause();
  }

  private listen(port: number): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.mails.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }
}

function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

/** The first address in a mail's HTML that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string | undefined {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
  return hrefs.find((href) => href.startsWith(prefix));
}

/** The token at the end of a link such as …/alerts/confirm/<token>. */
export function tokenOf(link: string | undefined): string {
  const token = link?.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** A header as it was sent (mailparser turns List-* headers into objects; this reads the raw line). */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}
