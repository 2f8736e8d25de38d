import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../spa/spa-fallback';

const STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f6f7f9;color:#111827;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{margin:0 0 .75rem;font-size:1.25rem}p{margin:0 0 1.5rem;color:#4b5563;line-height:1.5}
a{display:inline-block;padding:.5rem 1rem;border-radius:.5rem;background:#111827;color:#fff;text-decoration:none;font-weight:500}
a:focus-visible{outline:2px solid #2563eb;outline-offset:2px}`;

/**
 * The page's own policy: its one inline style by hash, nothing else loads, it frames nowhere
 * (whatever policy the rest of the BFF sends, this page needs no more).
 */
const POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * What a browser gets instead of the queue board when the signed-in role may not open it (issue
 * 24): a page in the admin's look saying why, with the way back, not the API's JSON.
 */
export function sendRefusalPage(reply: FastifyReply, status: number, reason: string): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Queue board not available · Lumina Admin</title><style>${STYLE}</style></head>
<body><main>
<h1>You cannot open the queue board</h1>
<p>${escapeHtml(reason)}</p>
<a href="/admin">Back to the admin</a>
</main></body>
</html>
`;
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', POLICY).header('cache-control', 'no-store').send(html);
}
