import { describe, expect, it } from 'vitest';
import { documentGender, documentStatus } from './document-noun.ts';

describe('a document status agrees with the title noun (issue 39)', () => {
  it.each([
    ['Заявка на лизинг № З-000123', 'Подписана'],
    ['Заявление на аккредитацию поставщика', 'Подписано'],
    ['Договор лизинга ДЛ-2026/0412', 'Подписан'],
    ['Анкета клиента', 'Подписана'],
    ['Согласие на запрос в бюро кредитных историй', 'Подписано'],
    ['Доверенность на представителя', 'Подписана'],
    ['Проект договора купли-продажи', 'Подписан'],
    ['Учредительные документы', 'Подписаны'],
    ['Акты сверки', 'Подписаны'],
    ['Гарантийное письмо', 'Подписано'],
  ])('%s → %s', (title, status) => {
    expect(documentStatus(title, 'Подписан')).toBe(status);
  });

  it('keeps the participle as given and agrees any of them', () => {
    expect(documentStatus('Заявка на лизинг', 'не подписан')).toBe('не подписана');
    expect(documentStatus('Анкета', 'Загружен')).toBe('Загружена');
    expect(documentStatus('  «Договор» поставки', 'подписан')).toBe('подписан');
  });

  it('reads the head word only', () => {
    expect(documentGender('Заявление о присоединении к соглашению')).toBe('neuter');
    expect(documentGender('Паспорт техники')).toBe('masculine');
  });
});
