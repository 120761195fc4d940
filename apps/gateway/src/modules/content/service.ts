import type { content, TCallReply } from '@agrolease/contracts';
import type { TEntityTeaser, TPageEntityType, TPageInfo } from '@agrolease/contracts/content';
import type { Database } from '@agrolease/db';
import { HEAD_OFFICE } from '@agrolease/db/seed/site-content';
import { LEASING_RULES, LEASING_STEPS } from '@agrolease/db/seed/site-pages';
import { sanitizeContentHtml } from '@agrolease/domain/content-html';
import { AppError } from '../../errors/app-error.ts';
import { branchById, listBranches } from '../geo/index.ts';
import { catalogueSitemapPaths, getCategories } from '../reference/index.ts';
import { championshipList, championshipPage, championshipSitemap } from './championship.ts';
import { emptyPage, escapeHtml, paragraphs } from './page-html.ts';
import {
  findAllPages,
  findDepartmentContactById,
  findDepartmentContacts,
  findDocumentByCode,
  findDocumentsOfPackage,
  findMedia,
  findMediaById,
  findNews,
  findNewsById,
  findPageByUrl,
  findPageIds,
  findPagesByType,
  findSellingPoints,
  findVacancies,
  findVacancyById,
  type PageRow,
} from './queries.ts';
import { marketSitemapPaths } from './sitemap-paths.ts';

type PageInfoInput = {
  url?: string;
  type?: TPageEntityType;
  id_entity?: number;
};

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Страница не найдена');

/** Site paths end with a slash and carry no query or fragment: "/company" → "/company/". */
export function normalisePageUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

function fromRow(row: PageRow): TPageInfo {
  return {
    id: row.id,
    url: row.url,
    type: row.type,
    title: row.title,
    description: row.description,
    fullDescription: row.fullDescription,
    meta_title: row.metaTitle || row.title,
    meta_description: row.metaDescription || row.description,
    meta_keywords: row.metaKeywords,
    canonical: row.canonical,
    tags: row.tags,
    h1: row.h1 || row.title,
    h2: row.h2,
    // Stored sanitised; sanitised again on the way out in case a row was written around the seed.
    content: sanitizeContentHtml(row.content),
    customHTMl: sanitizeContentHtml(row.customHtml),
    url_redirect: row.urlRedirect,
    date: row.date ?? '',
    photo: '',
    items: [],
    point: null,
  };
}

/** The page of a photo album or a video of the press centre. */
function mediaUrl(type: 'photo' | 'video', id: number): string {
  return type === 'photo' ? `/company/smi/photo/${id}/` : `/company/smi/video/${id}/`;
}

async function entityList(db: Database, type: TPageEntityType): Promise<TEntityTeaser[]> {
  switch (type) {
    case 'championship':
    case 'championship_item':
    case 'championship_gallery':
    case 'championship_video':
      return championshipList(db, type);
    case 'news':
      return (await findNews(db)).map((row) => ({
        id: row.id,
        title: row.title,
        photo: row.photo,
        description: row.description,
        date: row.date,
        url: `/company/smi/${row.id}/`,
      }));
    case 'photo':
    case 'video':
      return (await findMedia(db, type)).map((row) => ({
        id: row.id,
        title: row.title,
        photo: row.photo,
        description: row.description,
        date: row.date,
        url: mediaUrl(type, row.id),
      }));
    case 'vacancy':
      return (await findVacancies(db)).map((row) => ({
        id: row.id,
        title: row.title,
        photo: '',
        description: `${row.city} · ${row.department} · ${row.salary}`,
        date: row.date,
        url: `/company/career/${row.id}/`,
      }));
    case 'contact':
      return (await findDepartmentContacts(db)).map((row) => ({
        id: row.id,
        title: row.title,
        photo: '',
        description: `${row.description}. ${row.phone}, ${row.email}`,
        date: '',
        url: `/company/contacts/${row.id}/`,
      }));
    case 'filial':
      return (await listBranches(db)).map((branch) => ({
        id: branch.id,
        title: branch.title,
        photo: '',
        description: `${branch.address} · ${branch.phone}`,
        date: '',
        url: `/company/filials/${branch.id}`,
      }));
    case 'article':
      return (await findPagesByType(db, 'article')).map((row) => ({
        id: row.id,
        title: row.title,
        photo: '',
        description: row.description,
        date: row.date ?? '',
        url: row.url,
      }));
  }
}

async function entityPage(db: Database, type: TPageEntityType, id: number): Promise<TPageInfo> {
  switch (type) {
    case 'championship':
    case 'championship_item':
    case 'championship_gallery':
    case 'championship_video':
      return championshipPage(db, type, id);
    case 'news': {
      const row = await findNewsById(db, id);
      if (!row) throw NOT_FOUND();
      const url = `/company/smi/${row.id}/`;
      return emptyPage({
        id: row.id,
        url,
        type,
        title: row.title,
        description: row.description,
        fullDescription: row.description,
        content: sanitizeContentHtml(paragraphs(row.body)),
        date: row.date,
        photo: row.photo,
        tags: ['новости'],
      });
    }
    case 'photo':
    case 'video': {
      const row = await findMediaById(db, id);
      if (!row || row.kind !== type) throw NOT_FOUND();
      // A video is shown by its poster and description: the stored address was never a real
      // recording, so the page does not send anyone elsewhere (decision 0089).
      const content =
        type === 'photo'
          ? `<p>${escapeHtml(row.description)}</p><figure><img src="${escapeHtml(row.photo)}" alt="${escapeHtml(row.title)}" /><figcaption>${escapeHtml(row.title)}</figcaption></figure>`
          : `<figure><img src="${escapeHtml(row.photo)}" alt="Обложка видео «${escapeHtml(row.title)}»" /><figcaption>${escapeHtml(row.title)}</figcaption></figure><p>${escapeHtml(row.description)}</p><p>Запись можно запросить в пресс-службе через раздел «Обратная связь».</p>`;
      return emptyPage({
        id: row.id,
        url: mediaUrl(type, row.id),
        type,
        title: row.title,
        description: row.description,
        content: sanitizeContentHtml(content),
        date: row.date,
        photo: row.photo,
      });
    }
    case 'vacancy': {
      const row = await findVacancyById(db, id);
      if (!row) throw NOT_FOUND();
      const list = (items: string[]) =>
        `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      const content = `<p><strong>${escapeHtml(row.salary)}</strong> · ${escapeHtml(row.city)} · ${escapeHtml(row.department)}</p><p>${escapeHtml(row.description)}</p><h2>Обязанности</h2>${list(row.duties)}<h2>Требования</h2>${list(row.requirements)}<h2>Как откликнуться</h2><p>Отправьте резюме на <a href="mailto:hr@agrolease.local">hr@agrolease.local</a> с названием вакансии в теме письма.</p>`;
      return emptyPage({
        id: row.id,
        url: `/company/career/${row.id}/`,
        type,
        title: row.title,
        description: `${row.title} в ${row.city}: ${row.description}`,
        content: sanitizeContentHtml(content),
        date: row.date,
        tags: [row.city, row.department],
      });
    }
    case 'contact': {
      const row = await findDepartmentContactById(db, id);
      if (!row) throw NOT_FOUND();
      const content = `<p>${escapeHtml(row.description)}</p><dl><dt>Контактное лицо</dt><dd>${escapeHtml(row.person)}</dd><dt>Телефон</dt><dd><a href="tel:${row.phone.replace(/[^\d+]/g, '')}">${escapeHtml(row.phone)}</a></dd><dt>Электронная почта</dt><dd><a href="mailto:${escapeHtml(row.email)}">${escapeHtml(row.email)}</a></dd><dt>Адрес</dt><dd>${escapeHtml(row.address)}</dd></dl>`;
      return emptyPage({
        id: row.id,
        url: `/company/contacts/${row.id}/`,
        type,
        title: row.title,
        description: row.description,
        content: sanitizeContentHtml(content),
        // Departments sit in the head office: its point for 'Схема проезда'.
        point:
          row.address === HEAD_OFFICE.address
            ? {
                latitude: HEAD_OFFICE.latitude,
                longitude: HEAD_OFFICE.longitude,
                address: row.address,
                phone: row.phone,
                city: HEAD_OFFICE.city,
              }
            : null,
      });
    }
    case 'filial': {
      const branch = await branchById(db, id);
      if (!branch) throw NOT_FOUND();
      return emptyPage({
        id: branch.id,
        url: `/company/filials/${branch.id}`,
        type,
        title: branch.title,
        description: `${branch.title}: ${branch.address}, телефон ${branch.phone}.`,
        point: {
          latitude: branch.latitude,
          longitude: branch.longitude,
          address: branch.address,
          phone: branch.phone,
          city: branch.city,
        },
      });
    }
    case 'article': {
      const row = await findPageByUrl(db, `/company/blog/articles/${id}/`);
      if (!row) throw NOT_FOUND();
      return fromRow(row);
    }
  }
}

const LIST_TITLES: Record<TPageEntityType, string> = {
  news: 'Новости',
  photo: 'Фотогалерея',
  video: 'Видео',
  vacancy: 'Вакансии',
  contact: 'Контакты',
  filial: 'Филиалы',
  article: 'Блог',
  championship: 'Чемпионат пахарей',
  championship_item: 'Новости чемпионата',
  championship_gallery: 'Фотогалереи чемпионата',
  championship_video: 'Видео чемпионата',
};

/** GetPageInfo: a page by url, an entity by type and id, or a list page with its entities. */
export async function getPageInfo(db: Database, input: PageInfoInput): Promise<TPageInfo> {
  if (input.type && input.id_entity) return entityPage(db, input.type, input.id_entity);
  const row = input.url ? await findPageByUrl(db, normalisePageUrl(input.url)) : undefined;
  if (input.type) {
    const page = row
      ? fromRow(row)
      : emptyPage({
          url: normalisePageUrl(input.url ?? '/'),
          type: input.type,
          title: LIST_TITLES[input.type],
        });
    return { ...page, items: await entityList(db, input.type) };
  }
  if (!row) throw NOT_FOUND();
  return fromRow(row);
}

export async function getPageIds(db: Database) {
  return { items: await findPageIds(db) };
}

export function leasingAbout(): TCallReply<typeof content.leasingAbout> {
  return {
    title: 'Как получить технику в лизинг',
    text: 'Лизинг — финансовая аренда с выкупом: компания покупает технику у поставщика и передаёт её вам за платежи по графику. Лизинг можно совмещать с региональными мерами государственной поддержки.',
    steps: LEASING_STEPS.map(([title, text]) => ({ title, text })),
    rules: [...LEASING_RULES],
  };
}

export async function documentByCode(db: Database, code: string) {
  const row = await findDocumentByCode(db, code);
  if (!row) throw new AppError('NOT_FOUND', 'Документ не найден');
  return { code: row.code, title: row.title, url: row.url, mimeType: row.mimeType };
}

export async function documentPackage(db: Database, code: string) {
  const rows = await findDocumentsOfPackage(db, code);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Пакет документов не найден');
  return {
    code,
    items: rows.map((row) => ({ code: row.code, title: row.title, url: row.url, mimeType: row.mimeType })),
  };
}

export async function sellingPoints(db: Database, code: string) {
  const items = await findSellingPoints(db, code);
  if (items.length === 0) throw new AppError('NOT_FOUND', 'Преимущества с таким кодом не найдены');
  return { code, items };
}

/** Pages the site has outside the content table (spec 1 §2 public routes). */
const APP_PAGES = [
  { title: 'Главная', url: '/' },
  { title: 'Каталог техники', url: '/catalog/' },
  { title: 'Калькулятор лизинга', url: '/calculator/' },
  { title: 'Специальные предложения', url: '/specialoffers/' },
  { title: 'Продажа имущества', url: '/sale/catalog/' },
  { title: 'Поставщики', url: '/providers/catalog/' },
  { title: 'Расчёт по коммерческому предложению', url: '/kp/' },
];

export async function siteMap(db: Database): Promise<TCallReply<typeof content.getMapV2>> {
  const [rows, { categories }, championship] = await Promise.all([
    findAllPages(db),
    getCategories(db),
    championshipSitemap(db),
  ]);
  const visible = rows.filter((row) => !row.urlRedirect && row.type !== 'article');
  const section = (title: string, url: string, prefix: string) => ({
    title,
    url,
    children: visible
      .filter((row) => row.url.startsWith(prefix) && row.url !== url)
      .map((row) => ({ title: row.title, url: row.url })),
  });
  return {
    sections: [
      { title: 'Основные разделы', url: '/', children: APP_PAGES.slice(1) },
      {
        title: 'Каталог техники',
        url: '/catalog/',
        children: categories
          .filter((node) => node.count > 0)
          .map((node) => ({ title: node.title, url: `/catalog/${node.uri}/` })),
      },
      section('О компании', '/company/', '/company/'),
      {
        title: 'Чемпионат пахарей',
        url: '/company/championship/',
        children: championship.seasons.flatMap((season) => [
          { title: season.title, url: season.url },
          { title: `Фотогалереи сезона ${season.year}`, url: season.galleries },
          { title: `Видео сезона ${season.year}`, url: season.videos },
        ]),
      },
      section('Клиентам', '/client/', '/client/'),
      section('Инвесторам', '/investors/', '/investors/'),
      {
        title: 'Поставщикам и агентам',
        url: '/providers/catalog/',
        children: visible
          .filter((row) => row.url.startsWith('/providers/'))
          .map((row) => ({ title: row.title, url: row.url })),
      },
      {
        title: 'Сервисы',
        url: '/documentflow/',
        children: [{ title: 'Электронный документооборот', url: '/documentflow/' }],
      },
    ],
  };
}

export async function dynamicSitemap(db: Database): Promise<TCallReply<typeof content.getDynamicSitemap>> {
  const [rows, newsRows, vacancyRows, contactRows, branches, catalogue, championship, market] =
    await Promise.all([
      findAllPages(db),
      findNews(db),
      findVacancies(db),
      findDepartmentContacts(db),
      listBranches(db),
      catalogueSitemapPaths(db),
      championshipSitemap(db),
      marketSitemapPaths(db),
    ]);
  const items = new Map<string, { loc: string; lastmod: string; priority: number }>();
  const add = (loc: string, priority: number, lastmod = '') => {
    if (!items.has(loc)) items.set(loc, { loc, lastmod, priority });
  };
  add('/', 1);
  for (const page of APP_PAGES) add(page.url, 0.9);
  for (const row of rows)
    if (!row.urlRedirect) add(row.url, row.type === 'article' ? 0.5 : 0.7, row.date ?? '');
  for (const row of newsRows) add(`/company/smi/${row.id}/`, 0.5, row.date);
  for (const row of vacancyRows) add(`/company/career/${row.id}/`, 0.4, row.date);
  for (const row of contactRows) add(`/company/contacts/${row.id}/`, 0.3);
  for (const branch of branches) add(`/company/filials/${branch.id}`, 0.5);
  for (const season of championship.seasons) {
    add(season.url, 0.5, season.lastmod);
    add(season.galleries, 0.4, season.lastmod);
    add(season.videos, 0.4, season.lastmod);
  }
  for (const item of championship.items) add(item.url, 0.4, item.lastmod);
  for (const path of catalogue) add(path, path.startsWith('/catalog/item/') ? 0.6 : 0.8);
  for (const page of market) add(page.loc, page.priority);
  return { items: [...items.values()] };
}
