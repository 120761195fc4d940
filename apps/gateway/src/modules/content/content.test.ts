import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

describe.each(testDrivers())('content calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });

  it('lists every page with its url and id', async () => {
    const { items } = (await get('/srv/GetPageIDs')).json();
    expect(items.length).toBeGreaterThan(30);
    expect(items).toContainEqual({ url: '/company/', id: expect.any(Number) });
  });

  it('answers the meta and sanitised content of a page by url, with or without the trailing slash', async () => {
    const response = await get('/srv/GetPageInfo?url=/company/history');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      url: '/company/history/',
      title: 'История компании',
      h1: 'История компании',
      meta_title: 'История компании',
      canonical: '/company/history/',
      url_redirect: '',
      customHTMl: '',
    });
    expect(page.content).toContain('2001');
    expect(page.content).not.toMatch(/<script|onclick|javascript:/i);
  });

  it('carries url_redirect for a page that moved', async () => {
    expect((await get('/srv/GetPageInfo?url=/company/press/')).json().url_redirect).toBe('/company/smi/');
  });

  it('describes a news item by type and id, and lists news by type', async () => {
    const item = (await get('/srv/GetPageInfo?type=news&id_entity=1')).json();
    expect(item).toMatchObject({ type: 'news', url: '/company/smi/1/', title: expect.any(String) });
    expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item.content).toMatch(/^<p>/);
    const list = (await get('/srv/GetPageInfo?url=/company/smi/&type=news')).json();
    expect(list.title).toBe('Пресс-центр');
    expect(list.items[0]).toMatchObject({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/company\/smi\/\d+\/$/),
    });
    const dates = list.items.map((news: { date: string }) => news.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('describes a vacancy, a contact and a branch with its map point', async () => {
    expect((await get('/srv/GetPageInfo?type=vacancy&id_entity=1')).json().content).toContain('Требования');
    const contact = (await get('/srv/GetPageInfo?type=contact&id_entity=3')).json();
    expect(contact.title).toBe('Пресс-служба');
    // Departments sit in the head office: their page has its point for 'Схема проезда'.
    expect(contact.point).toMatchObject({ address: '125009, г. Москва, ул. Ильинка, д. 15', city: 'Москва' });
    const branch = (await get('/srv/GetPageInfo?type=filial&id_entity=1')).json();
    expect(branch.point).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it('answers 404 for an unknown page or entity, 400 without url and type', async () => {
    expect((await get('/srv/GetPageInfo?url=/no/such/page/')).statusCode).toBe(404);
    expect((await get('/srv/GetPageInfo?type=news&id_entity=9999')).statusCode).toBe(404);
    const bad = await get('/srv/GetPageInfo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors_list: [{ prop: 'url' }] });
    expect((await get('/srv/GetPageInfo?type=spaceship')).statusCode).toBe(400);
    expect((await get('/srv/GetPageInfo?type=news&id_entity=abc')).statusCode).toBe(400);
  });

  it('lists the championship seasons, newest first, on the championship page', async () => {
    const page = (await get('/srv/GetPageInfo?url=/company/championship/&type=championship')).json();
    expect(page.title).toBe('Чемпионат пахарей');
    expect(page.items.map((season: { title: string }) => season.title)).toEqual([
      'Чемпионат пахарей — 2026',
      'Чемпионат пахарей — 2025',
      'Чемпионат пахарей — 2024',
    ]);
    expect(page.items[0].url).toMatch(/^\/company\/championship\/\d+\/$/);
  });

  it('describes a season with its final results and reports, and a report with its season', async () => {
    const season = (await get('/srv/GetPageInfo?type=championship&id_entity=1')).json();
    expect(season).toMatchObject({
      type: 'championship',
      url: '/company/championship/1/',
      date: '2024-08-24',
    });
    expect(season.content).toContain('22–24 августа 2024 года');
    expect(season.content).toContain('<td>Алексей Гребенников</td>');
    expect(season.content).toContain('<td>96,4</td>');
    expect(season.items).toHaveLength(3);
    const report = (
      await get(`/srv/GetPageInfo?type=championship_item&id_entity=${season.items[0].id}`)
    ).json();
    expect(report.url).toBe(season.items[0].url);
    expect(report.content).toMatch(/^<p>/);
    expect(report.items).toEqual([expect.objectContaining({ url: '/company/championship/1/' })]);
  });

  it("answers a season's galleries with their pictures and its videos with posters and players", async () => {
    const galleries = (await get('/srv/GetPageInfo?type=championship_gallery&id_entity=3')).json();
    expect(galleries.url).toBe('/company/championship/3/galleries/');
    expect(new Set(galleries.items.map((picture: { description: string }) => picture.description))).toEqual(
      new Set(['Открытие', 'Соревнования', 'Награждение']),
    );
    expect(galleries.items[0].photo).toMatch(/^\/img\/championship\/[\w-]+\.svg$/);
    const videos = (await get('/srv/GetPageInfo?type=championship_video&id_entity=3')).json();
    expect(videos.url).toBe('/company/championship/3/videos/');
    expect(videos.items[0]).toMatchObject({
      photo: expect.stringMatching(/poster-\d\.svg$/),
      url: expect.stringMatching(/^https:\/\/rutube\.ru\/play\/embed\//),
    });
  });

  it('answers 404 for an unknown season or report, 400 for pictures without a season', async () => {
    expect((await get('/srv/GetPageInfo?type=championship&id_entity=99')).statusCode).toBe(404);
    expect((await get('/srv/GetPageInfo?type=championship_item&id_entity=999')).statusCode).toBe(404);
    expect((await get('/srv/GetPageInfo?type=championship_video&id_entity=99')).statusCode).toBe(404);
    expect((await get('/srv/GetPageInfo?type=championship&id_entity=-1')).statusCode).toBe(400);
    const noSeason = await get('/srv/GetPageInfo?type=championship_gallery');
    expect(noSeason.statusCode).toBe(400);
    expect(noSeason.json()).toMatchObject({
      success: false,
      error_message: 'Укажите сезон чемпионата',
      errors_list: [{ prop: 'id_entity' }],
    });
  });

  it('tells how leasing works, with the steps and the eligibility rules', async () => {
    const about = (await get('/srv/LeasingAbout')).json();
    expect(about.steps).toHaveLength(9);
    expect(about.steps[0].title).toBe('Выберите технику');
    expect(about.rules.join(' ')).toContain('12 месяцев');
  });

  it('answers documents by code and by package, 404 for unknown codes, 400 for bad ones', async () => {
    expect((await get('/srv/GetDocByCode?code=leasing_rules')).json()).toEqual({
      code: 'leasing_rules',
      title: 'Правила лизинга',
      url: '/docs/leasing_rules.pdf',
      mimeType: 'application/pdf',
    });
    expect((await get('/srv/GetPackageByCode?code=investors_reports')).json().items).toHaveLength(4);
    expect((await get('/srv/GetDocByCode?code=nothing')).statusCode).toBe(404);
    expect((await get('/srv/GetPackageByCode?code=nothing')).statusCode).toBe(404);
    expect((await get('/srv/GetDocByCode?code=../../etc')).statusCode).toBe(400);
    expect((await get('/srv/GetDocByCode')).statusCode).toBe(400);
  });

  it('answers the main selling points by default', async () => {
    const utp = (await get('/srv/GetUTPByCode')).json();
    expect(utp.code).toBe('main');
    expect(utp.items[0]).toEqual({ title: 'Аванс от 0 %', text: expect.any(String), icon: 'percentage' });
    expect((await get('/srv/GetUTPByCode?code=agents')).json().items).toHaveLength(2);
    expect((await get('/srv/GetUTPByCode?code=unknown')).statusCode).toBe(404);
  });

  it('maps the site by sections', async () => {
    const { sections } = (await get('/srv/GetMapV2')).json();
    const titles = sections.map((section: { title: string }) => section.title);
    expect(titles).toContain('О компании');
    const company = sections.find((section: { url: string }) => section.url === '/company/');
    expect(company.children).toContainEqual({ title: 'История компании', url: '/company/history/' });
    expect(JSON.stringify(sections)).not.toContain('/company/press/');
    const championship = sections.find(
      (section: { url: string }) => section.url === '/company/championship/',
    );
    expect(championship.children).toContainEqual({
      title: 'Фотогалереи сезона 2025',
      url: '/company/championship/2/galleries/',
    });
  });

  it('lists pages, news, branches, categories and products for the sitemap, without redirects', async () => {
    const { items } = (await get('/srv/GetDynamicSitemap')).json();
    const locs = items.map((item: { loc: string }) => item.loc);
    expect(locs).toContain('/company/');
    expect(locs).toContain('/company/smi/1/');
    expect(locs).toContain('/company/filials/1');
    expect(locs.some((loc: string) => /^\/catalog\/item\/\d+\/$/.test(loc))).toBe(true);
    expect(locs).not.toContain('/company/press/');
    expect(locs).toEqual(
      expect.arrayContaining([
        '/company/championship/2/',
        '/company/championship/2/galleries/',
        '/company/championship/2/videos/',
        '/company/championship/item/1/',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the special offers, the sale catalogue's sections and lots, the suppliers and the agents", async () => {
    const { items } = (await get('/srv/GetDynamicSitemap')).json();
    const locs: string[] = items.map((item: { loc: string }) => item.loc);
    const some = (pattern: RegExp) => locs.filter((loc) => pattern.test(loc));
    const promo = (await get('/srv/CatalogPromo?items_per_page=100')).json();
    const offers = some(/^\/specialoffers\/\d+\/$/);
    expect(offers).toHaveLength(promo.paginatorData.totalItems);
    expect(offers).toEqual(
      expect.arrayContaining(promo.items.map((item: { id: number }) => `/specialoffers/${item.id}/`)),
    );
    expect(some(/^\/sale\/\d+\/$/).length).toBeGreaterThan(0);
    expect(some(/^\/sale\/catalog\/[\w-]+\/$/).length).toBeGreaterThan(0);
    expect(some(/^\/providers\/\d+\/$/).length).toBeGreaterThan(0);
    expect(some(/^\/agents\/\d+\/$/).length).toBeGreaterThan(0);
    expect(new Set(locs).size).toBe(locs.length);
  });
});
