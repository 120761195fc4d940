// Draws the ploughing championship's pictures and video posters (docs/decisions/0070) and the
// demo consultant's avatar (0071). Run once; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';

const W = 640;
const H = 400;
const out = new URL('../apps/web/public/img/championship/', import.meta.url);
mkdirSync(out, { recursive: true });

const SKIES = [
  ['#cfe6f5', '#f4f9fc'],
  ['#f6dcc0', '#fcf3e8'],
  ['#dde3ea', '#f5f7f9'],
];

/** A stubble field with fresh furrows converging to the horizon. */
function field(sky, { horizon = 180, furrows = 14, soil = '#7a5a3a', stubble = '#d8c07a' } = {}) {
  const lines = [];
  for (let i = 0; i <= furrows; i++) {
    const x = -200 + (i * (W + 400)) / furrows;
    lines.push(
      `<path d="M${W / 2 + (x - W / 2) * 0.08} ${horizon}L${x} ${H}" stroke="#5e4329" stroke-width="3" opacity="0.55"/>`,
    );
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="520" cy="70" r="34" fill="#fff3c4"/><path d="M0 ${horizon}h${W}v${H - horizon}H0z" fill="${stubble}"/><path d="M0 ${horizon + 10}L${W * 0.55} ${horizon}L${W} ${horizon + 30}V${H}H0z" fill="${soil}"/>${lines.join('')}<path d="M0 ${horizon}q80-24 170-6t180-8 160 4 130-8v12H0z" fill="#6f8f4e"/>`;
}

function tractor(x, y, scale = 1, colour = '#1f6d45', flip = false) {
  const t = `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`;
  return `<g transform="${t}"><rect x="-60" y="-58" width="86" height="34" rx="5" fill="${colour}"/><rect x="-6" y="-100" width="44" height="48" rx="5" fill="${colour}"/><rect x="0" y="-94" width="32" height="24" rx="3" fill="#cfe7f2"/><rect x="-40" y="-80" width="6" height="24" fill="#333"/><circle cx="14" cy="-10" r="30" fill="#2b2b2b"/><circle cx="14" cy="-10" r="12" fill="#f0c419"/><circle cx="-46" cy="-6" r="18" fill="#2b2b2b"/><circle cx="-46" cy="-6" r="7" fill="#f0c419"/><path d="M-64 -30l-40 18l-26 8" stroke="#444" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M-136 2l24-14l-4 18z" fill="#8a8f96"/></g>`;
}

function person(x, y, shirt, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="0" cy="-52" r="9" fill="#e9c3a0"/><path d="M-11 -40h22l4 30h-30z" fill="${shirt}"/><path d="M-8 -10v24M8 -10v24" stroke="#3b4656" stroke-width="7" stroke-linecap="round"/></g>`;
}

function flags(y = 150) {
  const colours = ['#d9412b', '#f0c419', '#1f6d45', '#2f6fb3'];
  let s = `<path d="M20 ${y - 30}Q320 ${y} 620 ${y - 30}" stroke="#555" stroke-width="1.5" fill="none"/>`;
  for (let i = 0; i < 16; i++) {
    const x = 40 + i * 36;
    const yy = y - 30 + Math.sin((i / 15) * Math.PI) * 22;
    s += `<path d="M${x - 8} ${yy}h16l-8 14z" fill="${colours[i % 4]}"/>`;
  }
  return s;
}

function caption(text) {
  return `<rect x="16" y="16" width="${text.length * 9 + 24}" height="30" rx="6" fill="#fff" fill-opacity="0.88"/><text x="28" y="37" font-family="Arial, sans-serif" font-size="16" fill="#22303a">${text}</text>`;
}

const svg = (label, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">${body}</svg>\n`;

const SHIRTS = ['#2f6fb3', '#d9412b', '#f0c419', '#1f6d45', '#7b4fa0', '#e07b39'];
const crowd = (count, y, scale) =>
  Array.from({ length: count }, (_, i) =>
    person(30 + (i * (W - 60)) / (count - 1), y + (i % 2) * 8, SHIRTS[i % SHIRTS.length], scale),
  ).join('');

function podium() {
  const block = (x, h, n, colour) =>
    `<rect x="${x}" y="${330 - h}" width="110" height="${h}" fill="${colour}"/><text x="${x + 55}" y="${330 - h / 2 + 12}" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff">${n}</text>`;
  return `${block(205, 120, 1, '#c9a227')}${block(95, 80, 2, '#9aa3ad')}${block(315, 60, 3, '#b0723d')}${person(260, 210, '#1f6d45', 1.3)}${person(150, 250, '#2f6fb3', 1.2)}${person(370, 270, '#d9412b', 1.2)}`;
}

const SCENES = {
  'field-1': () => svg('Зачётная загонка', field(SKIES[0]) + tractor(360, 330, 1.3)),
  'field-2': () =>
    svg(
      'Вспашка на финале',
      field(SKIES[1], { horizon: 160 }) + tractor(230, 300, 1, '#c0392b') + tractor(480, 260, 0.7),
    ),
  'field-3': () =>
    svg(
      'Разметка загонок',
      field(SKIES[2], { furrows: 10 }) +
        [120, 260, 400, 540]
          .map(
            (x) =>
              `<path d="M${x} 360v-70" stroke="#fff" stroke-width="4"/><path d="M${x} 290h22l-22 10z" fill="#d9412b"/>`,
          )
          .join('') +
        person(200, 380, '#f0c419', 1.4),
    ),
  'tractors-1': () =>
    svg(
      'Техника на старте',
      field(SKIES[0], { furrows: 6, soil: '#8c6a46' }) +
        flags() +
        tractor(140, 330, 0.9, '#1f6d45') +
        tractor(330, 330, 0.9, '#c0392b') +
        tractor(520, 330, 0.9, '#2f6fb3'),
    ),
  'tractors-2': () =>
    svg(
      'Колёсный и гусеничный класс',
      field(SKIES[1], { furrows: 8 }) +
        tractor(200, 320, 1.1, '#e07b39') +
        tractor(470, 300, 0.9, '#1f6d45', true),
    ),
  'crowd-1': () =>
    svg('Участники и болельщики', field(SKIES[0], { furrows: 5 }) + flags(130) + crowd(14, 340, 1.2)),
  'crowd-2': () =>
    svg(
      'Жеребьёвка',
      field(SKIES[2], { furrows: 5 }) +
        `<rect x="220" y="230" width="200" height="70" rx="6" fill="#fff"/><text x="320" y="274" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" fill="#1f6d45">Загонка № 7</text>` +
        crowd(10, 370, 1.1),
    ),
  'podium-1': () => svg('Награждение', field(SKIES[1], { furrows: 4 }) + flags(120) + podium()),
  'podium-2': () => svg('Пьедестал', field(SKIES[0], { furrows: 4 }) + flags(110) + podium()),
};

for (const [name, draw] of Object.entries(SCENES)) writeFileSync(new URL(`${name}.svg`, out), draw());

/** Video posters: a scene under a dark veil, the title and a play button. */
const POSTERS = [
  ['Финал 2024', 'field-1'],
  ['Интервью с победителем', 'podium-1'],
  ['Финал 2025', 'tractors-1'],
  ['Мастер-класс чемпиона', 'field-3'],
  ['Финал 2026', 'tractors-2'],
  ['Чемпион 2026', 'podium-2'],
];
POSTERS.forEach(([title, scene], index) => {
  const inner = SCENES[scene]()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  const body = `${inner}<rect width="${W}" height="${H}" fill="#0d1a12" fill-opacity="0.45"/><circle cx="${W / 2}" cy="${H / 2}" r="46" fill="#fff" fill-opacity="0.92"/><path d="M${W / 2 - 14} ${H / 2 - 24}v48l40-24z" fill="#1f6d45"/><text x="${W / 2}" y="${H - 40}" text-anchor="middle" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#fff">${title}</text>${caption('Чемпионат пахарей')}`;
  writeFileSync(new URL(`poster-${index + 1}.svg`, out), svg(`Видео: ${title}`, body));
});

/** The demo consultant's avatar (decision 0071). */
const managers = new URL('../apps/web/public/img/chat/managers/', import.meta.url);
mkdirSync(managers, { recursive: true });
writeFileSync(
  new URL('orlova.svg', managers),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Елена Орлова"><rect width="64" height="64" rx="32" fill="#e6efe9"/><path d="M17 30c0-13 7-20 15-20s15 7 15 20v10H17z" fill="#7a4a2a"/><circle cx="32" cy="28" r="11" fill="#efc9a6"/><path d="M21 26c2-8 7-11 11-11s10 3 11 11c-5-1-10-4-12-7-2 4-6 6-10 7z" fill="#7a4a2a"/><path d="M12 60c3-12 11-17 20-17s17 5 20 17" fill="#1f6d45"/><path d="M28 43l4 6 4-6" fill="#fff"/></svg>\n`,
);
