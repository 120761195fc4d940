import type { TEntityTeaser, TPageInfo } from '@agrolease/contracts/content';
import type { Database } from '@agrolease/db';
import { sanitizeContentHtml } from '@agrolease/domain/content-html';
import { MONTHS_GENITIVE } from '@agrolease/domain/moscow-time';
import { AppError } from '../../errors/app-error.ts';
import { emptyPage, escapeHtml, paragraphs } from './page-html.ts';
import {
  findChampionshipItem,
  findChampionshipItems,
  findChampionshipMedia,
  findChampionshipSeason,
  findChampionshipSeasons,
} from './queries.ts';

/** The championship's pages (decision 0070): seasons, their reports, galleries and videos. */
export type ChampionshipType =
  | 'championship'
  | 'championship_item'
  | 'championship_gallery'
  | 'championship_video';

export const seasonUrl = (id: number) => `/company/championship/${id}/`;
export const itemUrl = (id: number) => `/company/championship/item/${id}/`;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Страница не найдена');
const NEEDS_SEASON = () => {
  const message = 'Укажите сезон чемпионата';
  return new AppError('BAD_REQUEST', message, { fieldErrors: [{ prop: 'id_entity', error: message }] });
};

/** 22–24 августа 2024 года, or across months: 30 августа — 1 сентября 2025 года. */
export function seasonDates(from: string, to: string): string {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  if (fy === ty && fm === tm) return `${fd}–${td} ${MONTHS_GENITIVE[tm - 1]} ${ty} года`;
  return `${fd} ${MONTHS_GENITIVE[fm - 1]} — ${td} ${MONTHS_GENITIVE[tm - 1]} ${ty} года`;
}

const formatScore = (score: number) => score.toFixed(1).replace('.', ',');

async function itemTeasers(db: Database, seasonId?: number): Promise<TEntityTeaser[]> {
  return (await findChampionshipItems(db, seasonId)).map((row) => ({
    id: row.id,
    title: row.title,
    photo: row.photo,
    description: row.description,
    date: row.date,
    url: itemUrl(row.id),
  }));
}

async function seasonPage(db: Database, id: number): Promise<TPageInfo> {
  const season = await findChampionshipSeason(db, id);
  if (!season) throw NOT_FOUND();
  const rows = season.results
    .map(
      (result) =>
        `<tr><td>${result.place}</td><td>${escapeHtml(result.participant)}</td><td>${escapeHtml(result.region)}</td><td>${escapeHtml(result.machine)}</td><td>${formatScore(result.score)}</td></tr>`,
    )
    .join('');
  const content = `<p><strong>${escapeHtml(seasonDates(season.dateFrom, season.dateTo))}</strong> · ${escapeHtml(season.venue)}</p>${paragraphs(season.body)}<h2>Итоги финала</h2><table><thead><tr><th>Место</th><th>Участник</th><th>Регион</th><th>Техника</th><th>Баллы</th></tr></thead><tbody>${rows}</tbody></table>`;
  return emptyPage({
    id: season.id,
    url: seasonUrl(season.id),
    type: 'championship',
    title: season.title,
    description: season.description,
    fullDescription: season.description,
    meta_description: `${season.description} Итоги финала, фотографии и видео сезона.`,
    meta_keywords: `чемпионат пахарей ${season.year}, соревнования механизаторов, вспашка`,
    content: sanitizeContentHtml(content),
    date: season.dateTo,
    photo: season.photo,
    tags: [String(season.year), season.venue],
    items: await itemTeasers(db, season.id),
  });
}

async function itemPage(db: Database, id: number): Promise<TPageInfo> {
  const item = await findChampionshipItem(db, id);
  if (!item) throw NOT_FOUND();
  const season = await findChampionshipSeason(db, item.seasonId);
  return emptyPage({
    id: item.id,
    url: itemUrl(item.id),
    type: 'championship_item',
    title: item.title,
    description: item.description,
    fullDescription: item.description,
    content: sanitizeContentHtml(paragraphs(item.body)),
    date: item.date,
    photo: item.photo,
    // The season the report belongs to (h2 and the one item), for the breadcrumbs and the way back.
    h2: season?.title ?? '',
    tags: season ? [String(season.year)] : [],
    items: season
      ? [
          {
            id: season.id,
            title: season.title,
            photo: season.photo,
            description: season.description,
            date: season.dateTo,
            url: seasonUrl(season.id),
          },
        ]
      : [],
  });
}

async function mediaPage(db: Database, id: number, kind: 'photo' | 'video'): Promise<TPageInfo> {
  const season = await findChampionshipSeason(db, id);
  if (!season) throw NOT_FOUND();
  const media = await findChampionshipMedia(db, season.id, kind);
  const gallery = kind === 'photo';
  const title = `${gallery ? 'Фотогалереи' : 'Видео'} сезона ${season.year}`;
  return emptyPage({
    id: season.id,
    url: `${seasonUrl(season.id)}${gallery ? 'galleries' : 'videos'}/`,
    type: gallery ? 'championship_gallery' : 'championship_video',
    title,
    description: gallery
      ? `Фотографии сезона ${season.year}: ${[...new Set(media.map((row) => row.album))].join(', ').toLowerCase()}.`
      : `Видео сезона ${season.year}: репортажи с финала и интервью участников.`,
    h2: season.title,
    date: season.dateTo,
    photo: season.photo,
    tags: [String(season.year)],
    // A picture's gallery travels in `description`; a video's player address in `url`.
    items: media.map((row) => ({
      id: row.id,
      title: row.title,
      photo: row.picture,
      description: row.album,
      date: season.dateTo,
      url: gallery ? row.picture : row.url,
    })),
  });
}

/** GetPageInfo for one championship entity by id. */
export function championshipPage(db: Database, type: ChampionshipType, id: number): Promise<TPageInfo> {
  switch (type) {
    case 'championship':
      return seasonPage(db, id);
    case 'championship_item':
      return itemPage(db, id);
    case 'championship_gallery':
      return mediaPage(db, id, 'photo');
    case 'championship_video':
      return mediaPage(db, id, 'video');
  }
}

/** GetPageInfo with a type alone: the seasons, or every report; pictures and videos need a season. */
export async function championshipList(db: Database, type: ChampionshipType): Promise<TEntityTeaser[]> {
  if (type === 'championship_item') return itemTeasers(db);
  if (type !== 'championship') throw NEEDS_SEASON();
  return (await findChampionshipSeasons(db)).map((season) => ({
    id: season.id,
    title: season.title,
    photo: season.photo,
    description: season.description,
    date: season.dateTo,
    url: seasonUrl(season.id),
  }));
}

/** Every championship address, for the site maps: seasons with their galleries and videos, reports. */
export async function championshipSitemap(db: Database) {
  const [seasons, items] = await Promise.all([findChampionshipSeasons(db), findChampionshipItems(db)]);
  return {
    seasons: seasons.map((season) => ({
      year: season.year,
      title: season.title,
      url: seasonUrl(season.id),
      lastmod: season.dateTo,
      galleries: `${seasonUrl(season.id)}galleries/`,
      videos: `${seasonUrl(season.id)}videos/`,
    })),
    items: items.map((item) => ({ title: item.title, url: itemUrl(item.id), lastmod: item.date })),
  };
}
