import { isValidInn } from '@agrolease/domain';

/** What the new-contractor form says about an INN before it is sent (the gateway checks it again). */
export function innProblem(inn: string): string | null {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return 'ИНН — 10 цифр для организации или 12 для ИП';
  if (!isValidInn(inn)) return 'Неверный ИНН: не сходится контрольное число';
  return null;
}
