import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cities } from '../schema/geo.ts';
import { streets } from '../schema/streets.ts';
import { insertInBatches } from './batch-insert.ts';
import type { Random } from './random.ts';
import { russianKey, stableUuid } from './stable-uuid.ts';

/**
 * Streets of every city: the names most Russian towns share, plus a few local ones, with
 * FIAS street types and postal codes. A demo subset; docs/decisions/0050 says how to load a
 * full GAR extract instead.
 */
const COMMON: readonly [title: string, type: string][] = [
  ['Ленина', 'ул'],
  ['Советская', 'ул'],
  ['Мира', 'пр-кт'],
  ['Октябрьская', 'ул'],
  ['Гагарина', 'ул'],
  ['Садовая', 'ул'],
  ['Пушкина', 'ул'],
  ['Кирова', 'ул'],
  ['Молодёжная', 'ул'],
  ['Школьная', 'ул'],
  ['Центральная', 'ул'],
  ['Набережная', 'ул'],
  ['Победы', 'пр-кт'],
  ['Комсомольская', 'ул'],
  ['Первомайская', 'ул'],
  ['Московская', 'ул'],
  ['Лесная', 'ул'],
  ['Полевая', 'ул'],
  ['Заводская', 'ул'],
  ['Строителей', 'ул'],
  ['Чапаева', 'ул'],
  ['Горького', 'ул'],
  ['Чкалова', 'ул'],
  ['Энгельса', 'ул'],
  ['Маяковского', 'ул'],
  ['Лермонтова', 'ул'],
  ['Свердлова', 'ул'],
  ['Калинина', 'ул'],
  ['Дзержинского', 'ул'],
  ['Красноармейская', 'ул'],
  ['Пролетарская', 'ул'],
  ['Куйбышева', 'ул'],
  ['Фрунзе', 'ул'],
  ['Жукова', 'ул'],
  ['Южная', 'ул'],
  ['Северная', 'ул'],
  ['Солнечная', 'ул'],
  ['Зелёная', 'ул'],
  ['Новая', 'ул'],
  ['Вокзальная', 'ул'],
  ['Железнодорожная', 'ул'],
  ['Элеваторная', 'ул'],
  ['Мелиораторов', 'ул'],
  ['Механизаторов', 'ул'],
  ['Агрономическая', 'ул'],
  ['Рабочий', 'пер'],
  ['Почтовый', 'пер'],
  ['Садовый', 'пер'],
  ['Школьный', 'пер'],
  ['Колхозный', 'пер'],
  ['Тихий', 'пер'],
  ['Парковый', 'б-р'],
  ['Победы', 'б-р'],
  ['Революции', 'пл'],
  ['Ленина', 'пл'],
  ['Промышленный', 'проезд'],
  ['Индустриальное', 'ш'],
  ['Объездная', 'ул'],
  ['Кооперативная', 'ул'],
  ['Степная', 'ул'],
];

/** Well-known streets of big cities, always present. */
const LOCAL: Record<string, readonly [title: string, type: string][]> = {
  Москва: [
    ['Тверская', 'ул'],
    ['Ильинка', 'ул'],
    ['Ленинский', 'пр-кт'],
  ],
  Краснодар: [
    ['Красная', 'ул'],
    ['Уральская', 'ул'],
    ['Ставропольская', 'ул'],
  ],
  Воронеж: [
    ['Плехановская', 'ул'],
    ['Революции', 'пр-кт'],
  ],
  'Ростов-на-Дону': [
    ['Большая Садовая', 'ул'],
    ['Будённовский', 'пр-кт'],
  ],
  Новосибирск: [
    ['Красный', 'пр-кт'],
    ['Вокзальная магистраль', 'ул'],
  ],
  Тамбов: [['Интернациональная', 'ул']],
};

export async function seedStreets(db: Database, random: Random): Promise<number> {
  const rows = await db.select({ id: cities.id, fiasId: cities.fiasId, title: cities.title }).from(cities);
  const inserts: (typeof streets.$inferInsert)[] = [];
  for (const city of rows) {
    // Postal codes of one city share their first three digits.
    const prefix = String(100 + ((city.id * 37) % 590)).padStart(3, '0');
    const local = LOCAL[city.title] ?? [];
    for (const [title, type] of [...local, ...COMMON]) {
      const isLocal = local.some(([localTitle]) => localTitle === title);
      if (!isLocal && !random.chance(0.55)) continue;
      inserts.push({
        fiasId: stableUuid(`street:${city.fiasId}:${type}:${title}`),
        cityId: city.id,
        title,
        type,
        postalCode: `${prefix}${String(random.int(0, 999)).padStart(3, '0')}`,
        searchKey: russianKey(`${title} ${type}`),
      });
    }
  }
  await insertInBatches(db, streets, inserts, 2000);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('streets', 'id'), (select max(id) from streets))`,
  );
  return inserts.length;
}
