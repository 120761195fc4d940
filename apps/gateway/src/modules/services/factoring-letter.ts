import type { services } from '@agrolease/contracts';
import type { z } from 'zod';

type FactoringForm = z.output<typeof services.ZFactoringForm>;

/** The letter that takes a factoring application to the factoring desk. */
export function factoringLetter(form: FactoringForm, code: string, to: string) {
  const lines = [
    `Заявка на факторинг ${code}`,
    '',
    `Компания: ${form.company}`,
    `ИНН: ${form.inn}`,
    `Контактное лицо: ${form.name}`,
    `Телефон: ${form.phone}`,
    `E-mail: ${form.email}`,
    ...(form.buyer ? [`Покупатель (дебитор): ${form.buyer}`] : []),
    ...(form.volume !== undefined ? [`Объём поставок: ${form.volume} ₽`] : []),
    ...(form.comment ? ['', form.comment] : []),
  ];
  return { to, subject: `Заявка на факторинг ${code}: ${form.company}`, text: lines.join('\n') };
}
