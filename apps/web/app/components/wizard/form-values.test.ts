import type { TFormItem } from '@agrolease/contracts/wizard';
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  formMessage,
  initialValues,
  isChecked,
  numberProps,
  serializeValues,
  withTyped,
} from './form-values';
import { UPLOAD_TOO_LARGE, uploadProblem } from './upload-file';

const item = (field: string, type: TFormItem['type'], value: unknown = null, error = ''): TFormItem => ({
  field,
  type,
  title: field,
  value,
  error,
  group: '',
  code: '',
  required: false,
});

describe('wizard form values', () => {
  it('never ticks an empty checkbox, whatever its name (issue 39)', () => {
    expect(isChecked('')).toBe(false);
    expect(isChecked(null)).toBe(false);
    expect(isChecked(undefined)).toBe(false);
    expect(isChecked('0')).toBe(false);
    expect(isChecked('1')).toBe(true);
    expect(isChecked(true)).toBe(true);
    expect(isChecked(0)).toBe(false);
  });

  it('sends booleans as 1 or 0 and leaves display-only items out', () => {
    const items = [
      item('agree', 'bool'),
      item('pledge_ne', 'checkbox'),
      item('name', 'text'),
      item('regions', 'multiselect'),
      item('summary', 'infoboxes', [{ title: 'a', text: 'b' }]),
      item('line', 'separator'),
      item('doc', 'downloadRequest', { url: '/srv/files/1', title: 'x' }),
    ];
    const sent = serializeValues(items, { agree: true, name: 'ООО Нива', regions: null });
    expect(sent).toEqual({ agree: '1', pledge_ne: '0', name: 'ООО Нива', regions: [] });
  });

  it('starts from the values the server sent', () => {
    expect(initialValues([item('name', 'text', 'Поле'), item('sep', 'separator')])).toEqual({ name: 'Поле' });
  });

  it('puts errors_list on the named fields, the first one as the message', () => {
    const items = [item('name', 'text', '', 'Старая ошибка'), item('inn', 'text')];
    const list = [
      { prop: 'inn', error: 'Неверный ИНН' },
      { prop: 'name', error: 'Укажите название' },
    ];
    expect(fieldErrors(items, list)).toEqual({ name: 'Укажите название', inn: 'Неверный ИНН' });
    expect(formMessage('', list)).toBe('Неверный ИНН');
    expect(formMessage('Черновик не найден', list)).toBe('Черновик не найден');
    expect(formMessage('', [])).toBe('');
  });

  it('reads slider bounds from props with fallbacks', () => {
    expect(numberProps({ min: 10, max: '49', step: 'x' }, { min: 0, max: 100, step: 1 })).toEqual({
      min: 10,
      max: 49,
      step: 1,
    });
  });

  it('refuses a file over 15 MB before sending it', () => {
    expect(uploadProblem({ size: 15_728_640 })).toBe('');
    expect(uploadProblem({ size: 15_728_641 })).toBe(UPLOAD_TOO_LARGE);
  });

  it("takes the field's own limit from the server (max_size)", () => {
    expect(uploadProblem({ size: 5_242_880 }, 5_242_880)).toBe('');
    expect(uploadProblem({ size: 5_242_881 }, 5_242_880)).toBe('Размер файла не должен превышать 5 МБ');
  });
});

describe('what was typed on a step and not saved', () => {
  it("is laid over the step's stored values when the step comes back, fields it no longer has dropped", () => {
    const stored = { birth_date: '', snils: '', birth_place: 'г. Воронеж' };
    expect(
      withTyped(stored, { snils: '123-456-789 64', birth_date: '14.03.1980', pass_code: '362-001' }),
    ).toEqual({
      birth_date: '14.03.1980',
      snils: '123-456-789 64',
      birth_place: 'г. Воронеж',
    });
  });

  it('leaves the stored values as they are when nothing was typed', () => {
    const stored = { snils: '12345678964' };
    expect(withTyped(stored, undefined)).toBe(stored);
    expect(withTyped(stored, {})).toEqual(stored);
  });
});
