import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { reusedServer, type EnsuredServer } from './ensured-server';
import type { InfraLogger } from './logger';
import { tcpConnectError } from './ports';

export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';

export interface MailInbox extends EnsuredServer {
  /** The web inbox of a server we started; '' for a reused SMTP server. */
  inboxUrl: string;
}

export interface EnsureMailInboxOptions {
  log: InfraLogger;
  /** SMTP_URL: used as it is when something answers there. */
  url?: string;
  /** Start our own even if SMTP_URL answers (the test runner: the journeys read its inbox). */
  alwaysStart?: boolean;
  /** At most this many mails are kept (oldest dropped). */
  keep?: number;
}

interface StoredMail {
  id: string;
  time: string;
  subject: string;
  to: Array<{ address: string }>;
  html: string;
  text: string;
  source: string;
}

/**
 * Where the alerts service hands its mail over in development and tests (ARCHITECTURE §17): the
 * SMTP server at SMTP_URL when one answers; otherwise a loopback SMTP server of our own
 * (smtp-server, parsed by mailparser) with a web inbox: `/` lists the mails, `/email/<id>` shows
 * one, and `/api/email` (JSON) and `/api/email/<id>/source` (the raw message) are what the
 * end-to-end journeys read. maildev was the first choice: its fastify 5.12 is hoisted over the
 * BFF's pinned 5.11 and breaks the BFF's plugin types (docs/adr-027).
 */
export async function ensureMailInbox(options: EnsureMailInboxOptions): Promise<MailInbox> {
  const configured = options.url ?? DEFAULT_SMTP_URL;
  const { hostname, port } = new URL(configured);
  const unreachable = await tcpConnectError(Number(port) || 25, hostname, 1000);
  if (!unreachable && !options.alwaysStart) {
    options.log.info(`using the SMTP server at ${hostname}:${port || 25}`);
    return { ...reusedServer(configured), inboxUrl: '' };
  }
  if (unreachable) options.log.info(`no SMTP server answers at ${hostname}:${port || 25} (${unreachable}); starting the development inbox`);
  const keep = options.keep ?? 2000;
  const mails: StoredMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((group) => group.value.map((a) => ({ address: a.address ?? '' })));
            mails.push({
              id: randomBytes(6).toString('hex'),
              time: (parsed.date ?? new Date()).toISOString(),
              subject: parsed.subject ?? '',
              to,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              source: raw.toString('utf8'),
            });
            if (mails.length > keep) mails.splice(0, mails.length - keep);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  const web = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://inbox').pathname;
    const byId = (id: string | undefined) => mails.find((mail) => mail.id === id);
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      response.end(body);
    };
    if (path === '/api/email') return send(200, 'application/json', JSON.stringify([...mails].reverse().map(({ source: _source, ...mail }) => mail)));
    const source = /^\/api\/email\/([0-9a-f]+)\/source$/.exec(path);
    if (source) {
      const mail = byId(source[1]);
      return mail ? send(200, 'message/rfc822', mail.source) : send(404, 'text/plain', 'no such mail');
    }
    const one = /^\/email\/([0-9a-f]+)$/.exec(path);
    if (one) {
      const mail = byId(one[1]);
      // The mail's own HTML, sandboxed: no script runs, links open in a new tab.
      return mail
        ? send(200, 'text/html; charset=utf-8', mail.html || `<pre>${escapeHtml(mail.text)}</pre>`, { 'content-security-policy': "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'" })
        : send(404, 'text/plain', 'no such mail');
    }
    if (path === '/') {
      const rows = [...mails]
        .reverse()
        .map((m) => `<tr><td>${escapeHtml(m.time)}</td><td>${escapeHtml(m.to.map((t) => t.address).join(', '))}</td><td><a href="/email/${m.id}" target="_blank">${escapeHtml(m.subject)}</a></td></tr>`)
        .join('');
      return send(
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Lumina development inbox</title><meta http-equiv="refresh" content="5">` +
          `<h1>Lumina development inbox</h1><p>${mails.length} mail(s); this page reloads every 5 seconds.</p>` +
          `<table border="1" cellpadding="4"><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table></html>`,
      );
    }
    return send(404, 'text/plain', 'not found');
  });
  const smtpPort = await listen((done) => smtp.listen(0, '127.0.0.1', done), () => smtp.server.address() as AddressInfo, smtp.server);
  const webPort = await listen((done) => web.listen(0, '127.0.0.1', done), () => web.address() as AddressInfo, web);
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  options.log.info(`development inbox ready: SMTP 127.0.0.1:${smtpPort}, inbox ${inboxUrl}`);
  let stopped: Promise<void> | undefined;
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    started: true,
    stop: () =>
      (stopped ??= Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => web.close(() => resolve()))]).then(
        () => undefined,
      )),
  };
}

async function listen(start: (done: () => void) => void, address: () => AddressInfo, server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    start(() => resolve());
  });
  return address().port;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
