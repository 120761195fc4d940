import { REGIONS } from '../reference-data/regions.ts';
import type { agents } from '../schema/sale.ts';
import type { Random } from './random.ts';

const LAST = [
  'Соколов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Смирнов',
  'Михайлов',
  'Фёдоров',
  'Морозов',
  'Волков',
];
const INITIALS = ['А. В.', 'С. Н.', 'И. П.', 'Д. А.', 'В. М.', 'Н. С.', 'О. Г.', 'Е. Ю.'];
const LATIN: Record<string, string> = {
  Соколов: 'sokolov',
  Кузнецов: 'kuznetsov',
  Попов: 'popov',
  Васильев: 'vasiliev',
  Петров: 'petrov',
  Смирнов: 'smirnov',
  Михайлов: 'mikhailov',
  Фёдоров: 'fedorov',
  Морозов: 'morozov',
  Волков: 'volkov',
};
const FOCUS = [
  'зерновые хозяйства и элеваторы',
  'молочное животноводство и кормозаготовку',
  'фермерские хозяйства до 2 000 га',
  'сахарную свёклу и технические культуры',
  'овощеводство и орошаемое земледелие',
];

/** Agents of the company, spread over the regions (docs/decisions/0033). */
export function generateAgents(random: Random, count: number): (typeof agents.$inferInsert)[] {
  return Array.from({ length: count }, (_, index) => {
    const last = random.pick(LAST);
    const isCompany = random.chance(0.3);
    const [, regionFiasId, , , , centre] = random.pick(REGIONS);
    const name = isCompany ? `ООО «Агроконсалт-${centre}»` : `ИП ${last} ${random.pick(INITIALS)}`;
    return {
      id: index + 1,
      name,
      city: centre,
      regionFiasId,
      phone: `+7 (9${random.int(10, 99)}) ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`,
      email: `${isCompany ? 'office' : LATIN[last]}${index + 1}@agent.agrolease.example`,
      description: `Агент АО «Агролизинг» в г. ${centre} с ${random.int(2008, 2024)} года. Помогает подобрать технику, собрать пакет документов и подать заявку на лизинг; специализация — ${random.pick(FOCUS)}.`,
    };
  });
}
