// Generates the gallery pictures of used-property lots (docs/decisions/0030): five views of
// each sale category's machine drawn from the catalogue icon. Run once; the output is committed.
import { readFileSync, writeFileSync } from 'node:fs';

const ICONS = ['tractor', 'combine', 'truck', 'trailer', 'special'];
const VIEWS = [
  { sky: ['#dfeef6', '#f7fbfd'], ground: '#c9ddb0', transform: '', label: 'Общий вид' },
  {
    sky: ['#f3ead7', '#fbf8f1'],
    ground: '#d8c79a',
    transform: 'translate(320 0) scale(-1 1)',
    label: 'Вид справа',
  },
  {
    sky: ['#e4e7eb', '#f6f7f9'],
    ground: '#b9bec5',
    transform: 'translate(-120 -90) scale(1.6)',
    label: 'Ходовая часть',
  },
  {
    sky: ['#e3f1e8', '#f8fcf9'],
    ground: '#a9d4bc',
    transform: 'translate(40 20) scale(0.75)',
    label: 'На площадке',
  },
  {
    sky: ['#ece6f3', '#faf8fc'],
    ground: '#cfc3de',
    transform: 'translate(-40 -30) scale(1.25)',
    label: 'Кабина и агрегаты',
  },
];

/** A caption in the corner: the card picture (the first view) goes without one. */
function label(text) {
  return `<rect x="8" y="8" width="${text.length * 6.4 + 16}" height="20" rx="4" fill="#ffffff" fill-opacity="0.85"/><text x="16" y="22" font-family="Arial, sans-serif" font-size="11" fill="#2b2f33">${text}</text>`;
}

for (const icon of ICONS) {
  const source = readFileSync(new URL(`../apps/web/public/img/catalog/${icon}.svg`, import.meta.url), 'utf8');
  const inner = source.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  VIEWS.forEach((view, index) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${view.label}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${view.sky[0]}"/><stop offset="1" stop-color="${view.sky[1]}"/></linearGradient></defs><rect width="320" height="200" fill="url(#s)"/><rect y="168" width="320" height="32" fill="${view.ground}"/><g transform="${view.transform}">${inner}</g>${index === 0 ? '' : label(view.label)}</svg>\n`;
    writeFileSync(new URL(`../apps/web/public/img/sale/${icon}-${index + 1}.svg`, import.meta.url), svg);
  });
}
