/** A mail as the development inbox's JSON API lists it (infra/local/mail-inbox.ts). */
export interface InboxMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  html: string;
  text: string;
}

function inboxUrl(): string {
  const url = process.env.E2E_MAIL_INBOX;
  if (!url) throw new Error('E2E_MAIL_INBOX is not set: run end-to-end tests through `npm test` or `npm run e2e`');
  return url;
}

/** The mails the inbox holds for `address`, oldest first. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${inboxUrl()}/api/email`);
  const mails = (await response.json()) as InboxMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase())).reverse();
}

/** Waits until `address` has at least `count` mails; returns them. */
export async function waitForMails(address: string, count: number, timeoutMs = 30_000): Promise<InboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${address} has ${mails.length} mail(s), expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A header of the mail as it was received (the raw source). */
export async function headerOf(mail: InboxMail, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${inboxUrl()}/api/email/${mail.id}/source`)).text();
  const head = (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The path (and query) of the first link in the mail's HTML that contains `fragment`. */
export function linkPath(mail: InboxMail, fragment: string): string {
  const href = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')).find((h) => h.includes(fragment));
  if (!href) throw new Error(`no link with ${fragment} in "${mail.subject}"`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}
