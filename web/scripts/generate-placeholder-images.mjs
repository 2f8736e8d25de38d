#!/usr/bin/env node
// Generates the app's own illustrations, so no image is hot-linked from another host:
//   public/images/guides/<slug>.svg        hero image of each demo guide (mapped in features/catalog/lib/guide-images.ts)
//   public/images/testimonials/<id>.svg    initials avatar of each testimonial (features/testimonials/data/testimonials.ts)
// Deterministic: the same files on every run.  node scripts/generate-placeholder-images.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = (path, svg) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `${svg.trim()}\n`);
};

/* ---------- testimonial avatars ---------- */

const PALETTE = [
  ['#f59e0b', '#b45309'], ['#10b981', '#047857'], ['#3b82f6', '#1d4ed8'], ['#ec4899', '#be185d'],
  ['#8b5cf6', '#6d28d9'], ['#ef4444', '#b91c1c'], ['#14b8a6', '#0f766e'], ['#f97316', '#c2410c'],
  ['#6366f1', '#4338ca'], ['#84cc16', '#4d7c0f'], ['#06b6d4', '#0e7490'], ['#a855f7', '#7e22ce'],
];

function initials(name) {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

function hash(text) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0), 16777619) >>> 0;
  return value;
}

const source = readFileSync(join(root, 'src/features/testimonials/data/testimonials.ts'), 'utf8');
const people = [...source.matchAll(/id: '(t\d{2})',\s*name: '((?:\\'|[^'])+)'/g)].map(([, id, name]) => ({ id, name: name.replace(/\\'/g, "'") }));
if (people.length !== 55) throw new Error(`expected 55 testimonials, found ${people.length}`);
for (const { id, name } of people) {
  const [light, dark] = PALETTE[hash(name) % PALETTE.length];
  out(
    `public/images/testimonials/${id}.svg`,
    `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#g)"/>
<text x="48" y="49" text-anchor="middle" dominant-baseline="central" font-family="Inter, Arial, Helvetica, sans-serif" font-size="36" font-weight="600" fill="#fff">${initials(name)}</text>
</svg>`,
  );
}

/* ---------- guide hero images (1200 × 675) ---------- */

const frame = (from, to, body) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.85"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="675" fill="url(#bg)"/>
${body}
</svg>`;

const bulb = (x, y, scale, fill) => `
<g transform="translate(${x} ${y}) scale(${scale})">
<circle cx="0" cy="0" r="150" fill="url(#glow)"/>
<path d="M0-90a70 70 0 0 0-42 126c8 7 14 17 14 28v14h56v-14c0-11 6-21 14-28A70 70 0 0 0 0-90z" fill="${fill}"/>
<rect x="-28" y="84" width="56" height="12" rx="5" fill="#8a8478"/><rect x="-25" y="100" width="50" height="12" rx="5" fill="#8a8478"/><rect x="-14" y="116" width="28" height="10" rx="5" fill="#6f6a60"/>
</g>`;

const GUIDES = {
  'choosing-colour-temperature': frame('#2b2118', '#1b2a3a', `
${['#ffb15c', '#ffc87f', '#ffe2b0', '#fff4e2', '#eef3ff', '#cfe0ff'].map((color, i) => bulb(150 + i * 180, 300 + (i % 2) * 40, 0.9, color)).join('')}
<rect x="120" y="560" width="960" height="26" rx="13" fill="url(#k)"/>
<defs><linearGradient id="k" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff9a3c"/><stop offset="0.5" stop-color="#fff6e8"/><stop offset="1" stop-color="#a9c8ff"/></linearGradient></defs>`),
  'lumens-not-watts': frame('#1d1a16', '#3a2c12', `
${bulb(420, 320, 1.4, '#fff1c9')}
<g stroke="#ffd56b" stroke-width="10" stroke-linecap="round" opacity="0.8">${Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2;
    const [x1, y1, x2, y2] = [420 + Math.cos(angle) * 190, 300 + Math.sin(angle) * 190, 420 + Math.cos(angle) * 250, 300 + Math.sin(angle) * 250];
    return `<line x1="${x1.toFixed(0)}" y1="${y1.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}"/>`;
  }).join('')}</g>
<g fill="#ffd56b">${[120, 200, 290, 390].map((h, i) => `<rect x="${760 + i * 90}" y="${560 - h}" width="60" height="${h}" rx="10" opacity="${0.45 + i * 0.18}"/>`).join('')}</g>`),
  'ip-ratings-explained': frame('#0f2a33', '#123b2e', `
<g fill="#7fd3ff" opacity="0.75">${Array.from({ length: 26 }, (_, i) => `<path transform="translate(${60 + ((i * 173) % 1100)} ${40 + ((i * 97) % 300)})" d="M0 0c10 16 18 26 18 36a18 18 0 0 1-36 0c0-10 8-20 18-36z"/>`).join('')}</g>
<rect x="420" y="300" width="360" height="260" rx="40" fill="#24424a" stroke="#9fd8e6" stroke-width="8"/>
<circle cx="600" cy="430" r="80" fill="#fff3c4"/><circle cx="600" cy="430" r="150" fill="url(#glow)"/>
<rect x="520" y="560" width="160" height="70" rx="10" fill="#1a3036"/>`),
  'smart-lighting-getting-started': frame('#1e1b3a', '#35245a', `
${bulb(380, 310, 1.3, '#f4f0ff')}
<g fill="none" stroke="#c9b8ff" stroke-width="12" stroke-linecap="round"><path d="M560 230a110 110 0 0 1 0 150"/><path d="M610 190a170 170 0 0 1 0 230" opacity="0.7"/><path d="M660 150a230 230 0 0 1 0 310" opacity="0.4"/></g>
<rect x="760" y="140" width="220" height="420" rx="36" fill="#121026" stroke="#5b4f8c" stroke-width="8"/>
<rect x="795" y="200" width="150" height="24" rx="12" fill="url(#rgb)"/>
<defs><linearGradient id="rgb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff6a88"/><stop offset="0.5" stop-color="#ffd36e"/><stop offset="1" stop-color="#6ad5ff"/></linearGradient></defs>
<circle cx="870" cy="350" r="70" fill="none" stroke="#b79cff" stroke-width="14"/><rect x="800" y="470" width="140" height="22" rx="11" fill="#3b3270"/>`),
  'layering-light': frame('#2a1f17', '#402a1c', `
<rect x="0" y="520" width="1200" height="155" fill="#2f231a"/>
<line x1="330" y1="0" x2="330" y2="170" stroke="#8a7a66" stroke-width="6"/>
<path d="M230 170h200l-40 90H270z" fill="#e8b86a"/><ellipse cx="330" cy="300" rx="230" ry="120" fill="url(#glow)"/>
<rect x="560" y="250" width="18" height="270" fill="#8a7a66"/><path d="M500 250h140l-30-90h-80z" fill="#f2d29b"/><ellipse cx="570" cy="260" rx="150" ry="90" fill="url(#glow)"/>
<rect x="860" y="300" width="90" height="20" rx="6" fill="#8a7a66"/><path d="M880 300v-70h50v70" fill="#f6dcae"/><ellipse cx="905" cy="230" rx="150" ry="140" fill="url(#glow)" opacity="0.8"/>
<rect x="160" y="430" width="380" height="90" rx="20" fill="#5c4431"/><rect x="700" y="440" width="240" height="80" rx="14" fill="#4a3627"/>`),
  'eu-energy-label': frame('#f3f1ea', '#e3e9df', `
<rect x="380" y="60" width="440" height="560" rx="24" fill="#ffffff" stroke="#cfd6c9" stroke-width="4"/>
${['#00a651', '#50b848', '#bfd730', '#fff200', '#fdb913', '#f37021', '#ed1c24'].map((color, i) => `<path d="M420 ${110 + i * 66}h${150 + i * 34}l26 26-26 26H420z" fill="${color}"/>`).join('')}
<path d="M730 ${110 + 1 * 66}h60v52h-60l-26-26z" fill="#1f2a1f"/>
${bulb(1000, 330, 0.9, '#fff8de')}${bulb(190, 330, 0.7, '#fff8de')}`),
};

for (const [slug, svg] of Object.entries(GUIDES)) out(`public/images/guides/${slug}.svg`, svg);
console.log(`wrote ${people.length} avatars and ${Object.keys(GUIDES).length} guide images`);
