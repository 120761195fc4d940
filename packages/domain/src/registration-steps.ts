/**
 * The registration wizard (spec 1 §3): steps phone=1 … agreements=8 and the subject type
 * (organisation by default, or a person: sole trader or farmer with a 12-digit INN).
 */
export const REG_STEP = {
  phone: 1,
  phoneConfirm: 2,
  email: 3,
  emailConfirm: 4,
  organization: 5,
  person: 6,
  account: 7,
  agreements: 8,
} as const;

export type TRegStep = (typeof REG_STEP)[keyof typeof REG_STEP];
export type TRegType = 'organization' | 'person';

export const REG_STEP_TITLES: Record<TRegStep, string> = {
  1: 'Телефон',
  2: 'Подтверждение телефона',
  3: 'Электронная почта',
  4: 'Подтверждение почты',
  5: 'Организация',
  6: 'Руководитель',
  7: 'Учётная запись',
  8: 'Соглашения',
};

/** The step after a finished one; the e-mail may be skipped (3 → 5). */
export function nextRegStep(step: TRegStep, options: { skipEmail?: boolean } = {}): TRegStep {
  if (step === REG_STEP.email && options.skipEmail) return REG_STEP.organization;
  return Math.min(step + 1, REG_STEP.agreements) as TRegStep;
}

export function isRegStep(value: unknown): value is TRegStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 8;
}

/** Requisites of the subject type: a company has a 10-digit INN, 13-digit OGRN and a KPP. */
export function requisitesProblem(
  type: TRegType,
  requisites: { inn: string; ogrn: string; kpp?: string },
): { prop: 'inn' | 'ogrn' | 'kpp'; error: string } | undefined {
  if (type === 'organization') {
    if (requisites.inn.length !== 10) return { prop: 'inn', error: 'ИНН организации — 10 цифр' };
    if (requisites.ogrn.length !== 13) return { prop: 'ogrn', error: 'ОГРН — 13 цифр' };
    if (!requisites.kpp) return { prop: 'kpp', error: 'Обязательное поле' };
  } else {
    if (requisites.inn.length !== 12)
      return { prop: 'inn', error: 'ИНН индивидуального предпринимателя — 12 цифр' };
    if (requisites.ogrn.length !== 15) return { prop: 'ogrn', error: 'ОГРНИП — 15 цифр' };
  }
  return undefined;
}
