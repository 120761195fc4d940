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

/** Suppliers with valid-checksum INN, OGRN and KPP, spread over the regions. */
export function generateSuppliers(random: Random, count: number): (typeof suppliers.$inferInsert)[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const [regionCode, regionFiasId, , , , centre] = random.pick(REGIONS);
    const region = String(regionCode).padStart(2, '0');
    const office = String(random.int(1, 40)).padStart(2, '0');
    const isProducer = random.chance(0.15);
    const name = `${random.pick(PREFIXES)}${random.pick(SUFFIXES)}`;
    const year = String(random.int(3, 23)).padStart(2, '0');
    return {
      id,
      title: `${random.pick(FORMS)} «${name}-${centre}»${id > 600 ? ` № ${id}` : ''}`,
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
