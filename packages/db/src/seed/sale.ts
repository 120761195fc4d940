import { REGIONS } from '../reference-data/regions.ts';
import type { saleCategories, saleLots } from '../schema/catalogue.ts';
import type { Random } from './random.ts';

export const SALE_CATEGORIES = [
  { id: 1, title: 'Тракторы с пробегом', uri: 'traktory', sort: 1, icon: 'tractor', noun: 'Трактор' },
  { id: 2, title: 'Комбайны с пробегом', uri: 'kombajny', sort: 2, icon: 'combine', noun: 'Комбайн' },
  {
    id: 3,
    title: 'Грузовая техника',
    uri: 'gruzovaya-tehnika',
    sort: 3,
    icon: 'truck',
    noun: 'Грузовой автомобиль',
  },
  {
    id: 4,
    title: 'Прицепная и навесная техника',
    uri: 'pricepnaya-tehnika',
    sort: 4,
    icon: 'trailer',
    noun: 'Прицеп',
  },
  { id: 5, title: 'Спецтехника', uri: 'spectehnika', sort: 5, icon: 'special', noun: 'Погрузчик' },
] as const;

export function saleCategoryRows(): (typeof saleCategories.$inferInsert)[] {
  return SALE_CATEGORIES.map(({ id, title, uri, sort }) => ({ id, title, uri, sort }));
}

/** Used property returned or repossessed from lessees (spec 1 §2 "/sale/"). */
export function generateSaleLots(
  random: Random,
  count: number,
  today: Date,
): (typeof saleLots.$inferInsert)[] {
  return Array.from({ length: count }, (_, index) => {
    const category = random.pick(SALE_CATEGORIES);
    const [, regionFiasId, , , , centre] = random.pick(REGIONS);
    const year = random.int(2012, 2023);
    return {
      id: index + 1,
      saleCategoryId: category.id,
      title: `${category.noun} ${year} г. в., инв. № ${String(10_000 + index * 13)}`,
      year,
      price: random.int(300, 9000) * 1000,
      city: centre,
      regionFiasId,
      description: `Имущество с пробегом, находится в г. ${centre}. Осмотр по предварительной записи. Возможна продажа в лизинг.`,
      image: `/img/catalog/${category.icon}.svg`,
      listedOn: new Date(today.getTime() - random.int(0, 180) * 86_400_000).toISOString().slice(0, 10),
    };
  });
}
