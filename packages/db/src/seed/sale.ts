import { REGIONS } from '../reference-data/regions.ts';
import type { saleCategories, saleLots } from '../schema/catalogue.ts';
import type { saleLotDetails, saleLotDocuments } from '../schema/sale.ts';
import type { Random } from './random.ts';

type Wear = 'hours' | 'km' | 'none';

export const SALE_CATEGORIES = [
  {
    id: 1,
    title: 'Тракторы с пробегом',
    uri: 'traktory',
    sort: 1,
    icon: 'tractor',
    noun: 'Трактор',
    wear: 'hours' as Wear,
    models: [
      ['Беларус', 'МТЗ-82.1', 81],
      ['Беларус', 'МТЗ-1221.2', 132],
      ['Кировец', 'К-744Р3', 390],
      ['John Deere', '6135M', 135],
      ['New Holland', 'T8.410', 410],
      ['Claas', 'Axion 850', 264],
    ],
  },
  {
    id: 2,
    title: 'Комбайны с пробегом',
    uri: 'kombajny',
    sort: 2,
    icon: 'combine',
    noun: 'Комбайн',
    wear: 'hours' as Wear,
    models: [
      ['Ростсельмаш', 'Acros 595 Plus', 300],
      ['Ростсельмаш', 'Torum 750', 506],
      ['Гомсельмаш', 'КЗС-1218', 330],
      ['Claas', 'Tucano 450', 326],
      ['Нива', 'СК-5МЭ-1', 180],
    ],
  },
  {
    id: 3,
    title: 'Грузовая техника',
    uri: 'gruzovaya-tehnika',
    sort: 3,
    icon: 'truck',
    noun: 'Грузовой автомобиль',
    wear: 'km' as Wear,
    models: [
      ['КамАЗ', '45143', 300],
      ['КамАЗ', '65115', 300],
      ['ГАЗ', 'ГАЗон Next', 149],
      ['МАЗ', '5550C5', 330],
      ['Урал', 'NEXT 5557', 312],
    ],
  },
  {
    id: 4,
    title: 'Прицепная и навесная техника',
    uri: 'pricepnaya-tehnika',
    sort: 4,
    icon: 'trailer',
    noun: 'Прицеп',
    wear: 'none' as Wear,
    models: [
      ['Тонар', '95891', 0],
      ['Бобруйскагромаш', 'ПСТ-9', 0],
      ['Амазоне', 'Cirrus 6003', 0],
      ['Полесье', 'ПС-45', 0],
    ],
  },
  {
    id: 5,
    title: 'Спецтехника',
    uri: 'spectehnika',
    sort: 5,
    icon: 'special',
    noun: 'Погрузчик',
    wear: 'hours' as Wear,
    models: [
      ['Амкодор', '342С4', 150],
      ['JCB', '531-70', 109],
      ['Manitou', 'MLT 737', 101],
      ['Погрузчик ПКУ', '0,8', 0],
    ],
  },
] as const;

export function saleCategoryRows(): (typeof saleCategories.$inferInsert)[] {
  return SALE_CATEGORIES.map(({ id, title, uri, sort }) => ({ id, title, uri, sort }));
}

const CONDITIONS = ['excellent', 'good', 'good', 'good', 'fair', 'fair', 'repair'] as const;
const STREETS = [
  'ул. Промышленная',
  'ш. Индустриальное',
  'ул. Складская',
  'пр-д Заводской',
  'ул. Элеваторная',
];
const MANAGERS = [
  'Ирина Соколова',
  'Алексей Морозов',
  'Наталья Кузнецова',
  'Дмитрий Волков',
  'Елена Павлова',
  'Сергей Лебедев',
];
const TRANSLIT: Record<string, string> = {
  Ирина: 'i',
  Алексей: 'a',
  Наталья: 'n',
  Дмитрий: 'd',
  Елена: 'e',
  Сергей: 's',
  Соколова: 'sokolova',
  Морозов: 'morozov',
  Кузнецова: 'kuznetsova',
  Волков: 'volkov',
  Павлова: 'pavlova',
  Лебедев: 'lebedev',
};

/** Documents each lot carries: sample forms kept with the site (docs/decisions/0030). */
const LOT_DOCUMENTS = [
  { title: 'Акт осмотра технического состояния', url: '/docs/sale/akt-osmotra.pdf' },
  { title: 'Копия паспорта самоходной машины', url: '/docs/sale/pasport-psm.pdf' },
  { title: 'Проект договора купли-продажи', url: '/docs/sale/dogovor-kupli-prodazhi.pdf' },
] as const;

export interface GeneratedSale {
  lots: (typeof saleLots.$inferInsert)[];
  details: (typeof saleLotDetails.$inferInsert)[];
  documents: (typeof saleLotDocuments.$inferInsert)[];
}

/** Used property returned or repossessed from lessees (spec 1 §2 "/sale/"), with its details. */
export function generateSaleLots(random: Random, count: number, today: Date): GeneratedSale {
  const sale: GeneratedSale = { lots: [], details: [], documents: [] };
  for (let index = 0; index < count; index++) {
    const id = index + 1;
    const category = random.pick(SALE_CATEGORIES);
    const [brand, model, power] = random.pick<readonly [string, string, number]>(category.models);
    const [, regionFiasId, , , , centre] = random.pick(REGIONS);
    const year = random.int(2012, 2023);
    const age = 2026 - year;
    const condition = random.pick(CONDITIONS);
    const price = random.int(300, 9000) * 1000;
    const inventoryNumber = String(10_000 + index * 13);
    const manager = random.pick(MANAGERS);
    const [first = '', last = ''] = manager.split(' ');
    sale.lots.push({
      id,
      saleCategoryId: category.id,
      title: `${category.noun} ${brand} ${model}, ${year} г. в.`,
      year,
      price,
      city: centre,
      regionFiasId,
      description: `${category.noun} ${brand} ${model} ${year} года выпуска, бывший в эксплуатации у лизингополучателя. Находится в г. ${centre}, осмотр по предварительной записи. Документы и сервисная история предоставляются по запросу. Возможна покупка в лизинг.`,
      image: `/img/sale/${category.icon}-1.svg`,
      listedOn: new Date(today.getTime() - random.int(0, 180) * 86_400_000).toISOString().slice(0, 10),
    });
    const isSpecial = random.chance(0.12);
    sale.details.push({
      lotId: id,
      brand,
      model,
      inventoryNumber,
      condition,
      mileageKm: category.wear === 'km' ? age * random.int(25, 60) * 1000 : null,
      engineHours: category.wear === 'hours' ? age * random.int(400, 900) : null,
      enginePowerHp: power > 0 ? power : null,
      address: `г. ${centre}, ${random.pick(STREETS)}, д. ${random.int(1, 60)}, открытая площадка`,
      pictureCount: random.int(3, 5),
      oldPrice: isSpecial ? Math.round((price * (1 + random.int(8, 25) / 100)) / 1000) * 1000 : null,
      contactName: manager,
      contactPhone: `+7 (495) 780-${String(random.int(10, 99))}-${String(random.int(10, 99))}`,
      contactEmail: `${TRANSLIT[first] ?? 'sale'}.${TRANSLIT[last] ?? 'manager'}@agrolease.example`,
    });
    const documentCount = random.int(1, LOT_DOCUMENTS.length);
    for (const document of LOT_DOCUMENTS.slice(0, documentCount)) {
      sale.documents.push({ lotId: id, ...document, mimeType: 'application/pdf' });
    }
  }
  return sale;
}
