import { describe, expect, it } from 'vitest';
import { describeEvent } from './titles.ts';

describe('security log wording of company proof and partner letters', () => {
  it('says how a company was proven, and by whom a detached account lost it', () => {
    expect(describeEvent('company-proven', { inn: '3662000015', method: 'certificate' })).toEqual({
      title: 'Организация подтверждена',
      details: 'ИНН 3662000015. Подтверждена электронной подписью руководителя',
    });
    expect(
      describeEvent('company-proven', {
        inn: '3662000015',
        method: 'attorney-certificate',
        signer: 'Смирнова Ольга Викторовна',
        attorney: '7c1f0d2a-5b3e-4a9c-8d71-2e6f4b9a0c35',
        attorneySigner: 'Петров Иван Сергеевич',
      }).details,
    ).toBe(
      'ИНН 3662000015. Подтверждена электронной подписью представителя по МЧД. Владелец подписи: Смирнова Ольга Викторовна. МЧД № 7c1f0d2a-5b3e-4a9c-8d71-2e6f4b9a0c35. МЧД подписал руководитель: Петров Иван Сергеевич',
    );
    expect(describeEvent('company-detached', { inn: '3662000015', method: 'documents' }).details).toBe(
      'ИНН 3662000015. Другой пользователь подтвердил её документами, проверенными менеджером',
    );
  });

  it('gives a refusal its reason and a partner letter its address and subject', () => {
    expect(
      describeEvent('company-proof-refused', { inn: '3662000015', reason: 'Выписка устарела' }).details,
    ).toBe('ИНН 3662000015. Причина: Выписка устарела');
    expect(describeEvent('partner-letter-sent', { to: 'buh@farm.ru', subject: 'Чек-лист' }).details).toBe(
      'Кому: buh@farm.ru. Тема: Чек-лист',
    );
  });

  it('writes phones as people write them, whatever the row recorded', () => {
    expect(describeEvent('partner-letter-sent', { to: '+79167770313', subject: 'Приглашение' }).details).toBe(
      'Кому: +7 916 777-03-13. Тема: Приглашение',
    );
    expect(describeEvent('phone-changed', { from: '+79000000001', to: '+79000000002' }).details).toBe(
      'Было: +7 900 000-00-01. Стало: +7 900 000-00-02',
    );
  });
});
