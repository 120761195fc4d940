import { completeInn, completeOgrn } from '@agrolease/domain';
import { REGIONS } from '../reference-data/regions.ts';
import type { suppliers } from '../schema/catalogue.ts';
import type { Random } from './random.ts';

const PREFIXES = [
  'Агро',
  'Техно',
  'Сиб',
  'Волга',
  'Дон',
  'Кубань',
  'Урал',
  'Черноземье',
  'Поле',
  'Нива',
  'Степь',
  'Зерно',
];
const SUFFIXES = [
  'Техника',
  'Маш',
  'Сервис',
  'Трейд',
  'Снаб',
  'Комплект',
  'Ресурс',
  'Партнёр',
  'Центр',
  'Холдинг',
];
const FORMS = ['ООО', 'ООО', 'ООО', 'АО', 'ООО ТД'];
/** Words that tell apart two companies the generator named alike, as real names do. */
const QUALIFIERS = ['Плюс', 'Юг', 'Север', 'Восток', 'Запад', 'Регион', 'Профи', 'Агро', 'Инвест', 'Групп'];

/**
 * A supplier's name: the first 600 keep theirs as generated (the demo's data is read by tests);
 * a later one that would repeat an earlier name takes a qualifier («АгроМаш Юг-Казань»), not a
 * number («№ 615») no company is called by.
 */
function distinctTitle(form: string, name: string, centre: string, id: number, taken: Set<string>): string {
  const plain = `${form} «${name}-${centre}»`;
  if (id <= 600 || !taken.has(plain)) return plain;
  for (const qualifier of QUALIFIERS) {
    const qualified = `${form} «${name} ${qualifier}-${centre}»`;
    if (!taken.has(qualified)) return qualified;
  }
  return `${form} «${name}-${centre} ${id}»`;
}

/** Suppliers with valid-checksum INN, OGRN and KPP, spread over the regions. */
export function generateSuppliers(random: Random, count: number): (typeof suppliers.$inferInsert)[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const [regionCode, regionFiasId, , , , centre] = random.pick(REGIONS);
    const region = String(regionCode).padStart(2, '0');
    const office = String(random.int(1, 40)).padStart(2, '0');
    const isProducer = random.chance(0.15);
    const name = `${random.pick(PREFIXES)}${random.pick(SUFFIXES)}`;
    const year = String(random.int(3, 23)).padStart(2, '0');
    const title = distinctTitle(random.pick(FORMS), name, centre, id, taken);
    taken.add(title);
    return {
      id,
      title,
      inn: completeInn(`${region}${office}${String(id).padStart(5, '0')}`),
      ogrn: completeOgrn(
        `1${year}${region}${String(id * 37)
          .padStart(7, '0')
          .slice(-7)}`,
      ),
      kpp: `${region}${office}01001`,
      kind: isProducer ? 'producer' : 'dealer',
      city: centre,
      regionFiasId,
      description: isProducer
        ? `Производитель сельскохозяйственной техники. Собственные сервисные центры, гарантия до 3 лет, поставка в регионы из г. ${centre}.`
        : `Официальный дилер сельскохозяйственной техники в г. ${centre}: продажа, сервис, запасные части, выездные бригады.`,
      isAccredited: random.chance(0.92),
    };
  });
}
