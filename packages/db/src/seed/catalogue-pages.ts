import type { banners, catalogFilterPages } from '../schema/catalogue-pages.ts';

interface CategoryRef {
  id?: number;
  uri: string;
}

type FilterPageDef = Omit<
  typeof catalogFilterPages.$inferInsert,
  'id' | 'categoryId' | 'friendlyUrl' | 'oldUrl'
> & {
  category: string;
};

/** Demo filter landing pages: a category with preset filters under a friendly address. */
const FILTER_PAGES: readonly FilterPageDef[] = [
  {
    category: 'traktory',
    alias: 'traktory-s-kondicionerom',
    title: 'Тракторы с кондиционером',
    h1: 'Тракторы с кондиционером в кабине',
    description: 'Тракторы с климатической системой в кабине: комфорт оператора в жару и в сезон уборки.',
    filter: { air_conditioning: '1' },
  },
  {
    category: 'traktory',
    alias: 'moshchnye-traktory',
    title: 'Тракторы от 300 л.с.',
    h1: 'Мощные тракторы от 300 л.с.',
    description: 'Энергонасыщенные тракторы для широкозахватных агрегатов и больших площадей.',
    filter: { power_hp: { from: '300', to: '620' } },
  },
  {
    category: 'traktory',
    alias: 'polnoprivodnye-traktory',
    title: 'Тракторы 4×4',
    h1: 'Полноприводные тракторы 4×4',
    description: 'Колёсные тракторы с полным приводом для тяжёлых почв.',
    filter: { drive: 'колёсный 4×4' },
  },
  {
    category: 'kombajny',
    alias: 'kombajny-s-gps',
    title: 'Комбайны с подготовкой под GPS',
    h1: 'Комбайны с системой параллельного вождения',
    description: 'Комбайны, готовые к установке системы параллельного вождения.',
    filter: { gps_ready: '1' },
  },
  {
    category: 'opryskivateli',
    alias: 'opryskivateli-s-gps',
    title: 'Опрыскиватели с подготовкой под GPS',
    h1: 'Опрыскиватели с подготовкой под систему параллельного вождения',
    description: 'Точное внесение средств защиты растений без пропусков и перекрытий.',
    filter: { gps_ready: '1' },
  },
];

/**
 * Filter pages of top categories: friendly address /catalog/{category}/{alias}/, old
 * address /catalog/{category}/?id_product_filter={id} (answered with a 301 to the friendly one).
 */
export function catalogFilterPageRows(
  categoryRows: readonly CategoryRef[],
): (typeof catalogFilterPages.$inferInsert)[] {
  const byUri = new Map(categoryRows.map((row) => [row.uri, row]));
  return FILTER_PAGES.flatMap(({ category, ...page }, index) => {
    const row = byUri.get(category);
    if (row?.id === undefined) return [];
    const id = index + 1;
    return [
      {
        ...page,
        id,
        categoryId: row.id,
        friendlyUrl: `/catalog/${row.uri}/${page.alias}/`,
        oldUrl: `/catalog/${row.uri}/?id_product_filter=${id}`,
        sort: index,
      },
    ];
  });
}

export function bannerRows(categoryRows: readonly CategoryRef[]): (typeof banners.$inferInsert)[] {
  const id = (uri: string) => categoryRows.find((row) => row.uri === uri)?.id ?? null;
  return [
    {
      id: 1,
      pageId: 'catalog',
      title: 'Аванс от 0 % на технику отечественного производства',
      text: 'Лизинг с государственной поддержкой: срок до 7 лет, решение за 1 день.',
      image: '/img/catalog/tractor.svg',
      url: '/specialoffers/',
      sort: 0,
    },
    {
      id: 2,
      pageId: 'catalog',
      title: 'Подберите технику и рассчитайте платёж',
      text: 'Онлайн-калькулятор покажет платёж по графику аннуитет, регрессия или сезонный.',
      image: '/img/catalog/combine.svg',
      url: '/calculator/',
      sort: 1,
    },
    {
      id: 3,
      pageId: 'main',
      title: 'Техника в наличии на складах поставщиков',
      text: 'Отгрузка от 14 дней после подписания договора.',
      image: '/img/catalog/loader.svg',
      url: '/catalog/',
      sort: 0,
    },
    {
      id: 4,
      idPagemapper: id('traktory'),
      title: 'Тракторы весенней кампании',
      text: 'Специальные условия на колёсные тракторы до 31 марта.',
      image: '/img/catalog/tractor.svg',
      url: '/catalog/traktory/traktory-s-kondicionerom/',
      sort: 0,
    },
    {
      id: 5,
      idPagemapper: id('kombajny'),
      title: 'Готовимся к уборке',
      text: 'Зерноуборочные комбайны с сервисным сопровождением на весь срок лизинга.',
      image: '/img/catalog/combine.svg',
      url: '/catalog/kombajny/zernouborochnye-kombajny/',
      sort: 0,
    },
  ];
}
