import { ZFeedbackForm } from '@agrolease/contracts/services';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formValues } from './form-errors';

describe('form validation shared with the gateway', () => {
  it('reports the first error of each field in Russian', () => {
    const result = ZFeedbackForm.safeParse({
      topic: 'question',
      name: '',
      email: 'x',
      message: 'коротко',
      accept_terms: '1',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error.issues)).toEqual({
      name: 'Поле не может быть пустым',
      email: 'Неверный адрес электронной почты',
      message: 'Опишите обращение подробнее (не менее 10 символов)',
    });
  });

  it('accepts what the gateway accepts, always with consent to terms', () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      intent: 'feedback',
      topic: 'support',
      name: 'Иван',
      email: 'ivan@example.ru',
      phone: '',
      message: 'Не открывается личный кабинет',
      accept_terms: '1',
    }))
      data.append(key, value);
    const parsed = ZFeedbackForm.parse(formValues(data));
    expect(parsed).toMatchObject({ topic: 'support', accept_terms: 1 });
    // An empty optional field is absent, not an invalid phone.
    expect(parsed.phone).toBeUndefined();
  });
});
