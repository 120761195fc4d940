import { describe, expect, it } from 'vitest';
import { BACKOFFICE_SECTIONS, isBackofficeSection } from './backoffice-sections';

const current = (pathname: string) =>
  BACKOFFICE_SECTIONS.filter((section) => isBackofficeSection(pathname, section)).map(
    (section) => section.title,
  );

describe('back-office sections', () => {
  it('lists Заявки, Сделки, Поступления, Обращения, Заказ документов, Субаренда, Аккредитация, Подтверждение организаций, Доверенности, Анкеты и декларации, Номенклатура, Спецпредложения, Факторинг, Господдержка, Контрагенты агентов, Письма партнёров, Недоставленные, Чат and Журнал безопасности in this order', () => {
    expect(BACKOFFICE_SECTIONS.map((section) => [section.title, section.to])).toEqual([
      ['Заявки', '/backoffice'],
      ['Сделки', '/backoffice/deals'],
      ['Поступления', '/backoffice/payments'],
      ['Обращения', '/backoffice/complaints'],
      ['Заказ документов', '/backoffice/document-orders'],
      ['Субаренда', '/backoffice/subleasing'],
      ['Аккредитация', '/backoffice/accreditations'],
      ['Подтверждение организаций', '/backoffice/company-proofs'],
      ['Доверенности', '/backoffice/attorneys'],
      ['Анкеты и декларации', '/backoffice/compliance'],
      ['Номенклатура', '/backoffice/product-changes'],
      ['Спецпредложения', '/backoffice/supplier-offers'],
      ['Факторинг', '/backoffice/factoring'],
      ['Господдержка', '/backoffice/reo'],
      ['Контрагенты агентов', '/backoffice/contractors'],
      ['Письма партнёров', '/backoffice/partner-letters'],
      ['Недоставленные', '/backoffice/deliveries'],
      ['Чат', '/backoffice/chat'],
      ['Журнал безопасности', '/backoffice/security-log'],
    ]);
  });

  it('marks exactly one section current, Заявки also on an application page', () => {
    expect(current('/backoffice')).toEqual(['Заявки']);
    expect(current('/backoffice/applications/12')).toEqual(['Заявки']);
    expect(current('/backoffice/deals/3')).toEqual(['Сделки']);
    expect(current('/backoffice/chat')).toEqual(['Чат']);
    expect(current('/backoffice/security-log')).toEqual(['Журнал безопасности']);
    expect(current('/backoffice/subleasing')).toEqual(['Субаренда']);
    expect(current('/backoffice/accreditations/4')).toEqual(['Аккредитация']);
    expect(current('/backoffice/product-changes/2')).toEqual(['Номенклатура']);
  });
});
