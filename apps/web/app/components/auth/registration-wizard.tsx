import {
  isValidInn,
  isValidKpp,
  isValidOgrn,
  nextRegStep,
  REG_STEP,
  REG_STEP_TITLES,
  requisitesProblem,
  type TRegStep,
  type TRegType,
} from '@agrolease/domain';
import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Group,
  PasswordInput,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { RegActionResult } from '../../routes/cabinet/reg.server';
import { PhoneInput } from '../forms/phone-input';
import { PlainButton } from '../plain/plain-button';
import { AppLink } from '../routing/app-link';
import { CaptchaField } from './captcha-field';
import { CodeStep } from './code-step';

/** What the wizard keeps in sessionStorage, so a reload resumes at the same step (spec 1 §3). */
interface RegState {
  type: TRegType;
  step: TRegStep;
  regToken?: string;
  phone: string;
  email: string;
  inn: string;
  ogrn: string;
  kpp: string;
  title: string;
  personName: string;
  personPosition: string;
}

const STORAGE_KEY = 'registration';
const INITIAL: RegState = {
  type: 'organization',
  step: REG_STEP.phone,
  phone: '',
  email: '',
  inn: '',
  ogrn: '',
  kpp: '',
  title: '',
  personName: '',
  personPosition: '',
};

function useRegState() {
  const [state, setState] = useState<RegState>(INITIAL);
  const loaded = useRef(false);
  useEffect(() => {
    try {
      const saved = window.sessionStorage.getItem(STORAGE_KEY);
      if (saved) setState({ ...INITIAL, ...(JSON.parse(saved) as Partial<RegState>) });
    } catch {
      // a broken entry starts over
    }
    loaded.current = true;
  }, []);
  useEffect(() => {
    if (loaded.current) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  }, [state]);
  const update = useCallback(
    (patch: Partial<RegState>) => setState((current) => ({ ...current, ...patch })),
    [],
  );
  return [state, update] as const;
}

function ErrorAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

interface TCompanyHit {
  title: string;
  inn: string;
  ogrn: string;
  kpp: string;
  city: string;
}

/** The registration wizard of a guest: steps 1–7; step 8 (agreements) follows once signed in. */
export function RegistrationWizard() {
  const [state, update] = useRegState();
  const fetcher = useFetcher<RegActionResult>({ key: 'registration' });
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const [localError, setLocalError] = useState<string>();
  const [companies, setCompanies] = useState<TCompanyHit[]>([]);
  const [password, setPassword] = useState('');

  // Move on when a step's call succeeded.
  useEffect(() => {
    if (!result?.ok) return;
    if (result.intent === 'phone-code') update({ step: REG_STEP.phoneConfirm });
    if (result.intent === 'phone-check') update({ step: REG_STEP.email, regToken: result.regToken });
    if (result.intent === 'email-code') update({ step: REG_STEP.emailConfirm });
    if (result.intent === 'email-check') update({ step: REG_STEP.organization });
    if (result.intent === 'generate' && result.password) setPassword(result.password);
  }, [result, update]);

  const error = localError ?? (result && !result.ok ? result.message : undefined);
  const fieldError = (name: string) => (result && !result.ok ? result.fieldErrors?.[name] : undefined);
  const go = (step: TRegStep) => {
    setLocalError(undefined);
    update({ step });
  };

  async function searchCompanies(query: string) {
    update({ inn: query });
    if (query.length < 3 || !state.regToken) return setCompanies([]);
    const params = new URLSearchParams({ query, reg_token: state.regToken });
    const response = await fetch(`/srv/CompanySearch?${params}`);
    if (response.ok) setCompanies(((await response.json()) as { items: TCompanyHit[] }).items);
  }

  const step = state.step;
  return (
    <Stack gap="lg">
      <div>
        <Group justify="space-between" mb={6}>
          <Text fz="sm" c="dimmed" data-testid="reg-step">
            Шаг {step} из 8 · {REG_STEP_TITLES[step]}
          </Text>
          {step > REG_STEP.phone && step !== REG_STEP.email && (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() =>
                go((step === REG_STEP.organization && !state.email ? REG_STEP.email : step - 1) as TRegStep)
              }
            >
              <Group gap={4}>
                <IconArrowLeft size={14} aria-hidden />
                Назад
              </Group>
            </Anchor>
          )}
        </Group>
        <Progress value={(step / 8) * 100} size="sm" aria-label="Ход регистрации" />
      </div>
      <ErrorAlert message={error} />

      {step === REG_STEP.phone && (
        <fetcher.Form method="post" aria-label="Телефон">
          <input type="hidden" name="intent" value="phone-code" />
          <CaptchaField />
          <Stack gap="md">
            <SegmentedControl
              fullWidth
              value={state.type}
              onChange={(value) => update({ type: value as TRegType })}
              data={[
                { value: 'organization', label: 'Организация' },
                { value: 'person', label: 'ИП или КФХ' },
              ]}
              aria-label="Кого регистрируем"
            />
            <PhoneInput
              name="value"
              label="Номер мобильного телефона"
              description="На него придёт код подтверждения; по нему же вы будете входить в кабинет"
              placeholder="+7 900 000-00-00"
              required
              value={state.phone}
              onChange={(event) => update({ phone: event.currentTarget.value })}
              error={fieldError('value')}
            />
            <Button type="submit" loading={busy} fullWidth>
              Получить код
            </Button>
          </Stack>
        </fetcher.Form>
      )}

      {step === REG_STEP.phoneConfirm && (
        <fetcher.Form method="post" aria-label="Подтверждение телефона">
          <input type="hidden" name="intent" value="phone-check" />
          <input type="hidden" name="value" value={state.phone} />
          <Stack gap="md">
            <Text fz="sm">
              Мы отправили код на номер <b>{state.phone}</b>.
            </Text>
            <CodeStep error={fieldError('code')} sentAt={state.step} busy={busy} />
            <Button type="submit" loading={busy} fullWidth>
              Подтвердить
            </Button>
          </Stack>
        </fetcher.Form>
      )}

      {step === REG_STEP.email && (
        <fetcher.Form method="post" aria-label="Электронная почта">
          <input type="hidden" name="intent" value="email-code" />
          <input type="hidden" name="reg_token" value={state.regToken ?? ''} />
          <Stack gap="md">
            <TextInput
              name="value"
              type="email"
              label="Электронная почта"
              description="Для уведомлений о заявках и документах и для восстановления пароля"
              autoComplete="email"
              required
              value={state.email}
              onChange={(event) => update({ email: event.currentTarget.value })}
              error={fieldError('value')}
            />
            <Button type="submit" loading={busy} fullWidth>
              Получить код
            </Button>
            <PlainButton
              variant="subtle"
              onClick={() => update({ email: '', step: nextRegStep(REG_STEP.email, { skipEmail: true }) })}
            >
              Пропустить, укажу позже
            </PlainButton>
          </Stack>
        </fetcher.Form>
      )}

      {step === REG_STEP.emailConfirm && (
        <fetcher.Form method="post" aria-label="Подтверждение почты">
          <input type="hidden" name="intent" value="email-check" />
          <input type="hidden" name="value" value={state.email} />
          <input type="hidden" name="reg_token" value={state.regToken ?? ''} />
          <Stack gap="md">
            <Text fz="sm">
              Мы отправили код на адрес <b>{state.email}</b>.{' '}
              <Anchor component={AppLink} to="/cabinet/v2/auth?mode=email-help" fz="sm">
                Не пришло письмо?
              </Anchor>
            </Text>
            <CodeStep label="Код из письма" error={fieldError('code')} sentAt={state.step} busy={busy} />
            <Button type="submit" loading={busy} fullWidth>
              Подтвердить
            </Button>
          </Stack>
        </fetcher.Form>
      )}

      {step === REG_STEP.organization && (
        <form
          aria-label="Организация"
          onSubmit={(event) => {
            event.preventDefault();
            const problem =
              (!isValidInn(state.inn) && 'Неверный ИНН: проверьте цифры') ||
              (!isValidOgrn(state.ogrn) && 'Неверный ОГРН (ОГРНИП): проверьте цифры') ||
              (state.type === 'organization' &&
                state.kpp &&
                !isValidKpp(state.kpp) &&
                'Неверный КПП: 9 символов') ||
              requisitesProblem(state.type, state)?.error;
            if (problem) return setLocalError(problem);
            go(REG_STEP.person);
          }}
        >
          <Stack gap="md">
            <Autocomplete
              label={state.type === 'organization' ? 'ИНН организации' : 'ИНН предпринимателя'}
              description="Начните вводить ИНН или название — найдём в реестре контрагентов"
              value={state.inn}
              onChange={searchCompanies}
              data={companies.map((company) => company.inn)}
              renderOption={({ option }) => {
                const company = companies.find((item) => item.inn === option.value);
                return (
                  <div>
                    <Text fz="sm" fw={600}>
                      {company?.title}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      ИНН {option.value} · {company?.city}
                    </Text>
                  </div>
                );
              }}
              filter={({ options }) => options}
              onOptionSubmit={(inn) => {
                const company = companies.find((item) => item.inn === inn);
                if (company)
                  update({ inn: company.inn, ogrn: company.ogrn, kpp: company.kpp, title: company.title });
              }}
              inputMode="numeric"
              required
            />
            <TextInput
              label={state.type === 'organization' ? 'ОГРН' : 'ОГРНИП'}
              inputMode="numeric"
              maxLength={15}
              required
              value={state.ogrn}
              onChange={(event) => update({ ogrn: event.currentTarget.value.trim() })}
            />
            {state.type === 'organization' && (
              <TextInput
                label="КПП"
                maxLength={9}
                required
                value={state.kpp}
                onChange={(event) => update({ kpp: event.currentTarget.value.trim().toUpperCase() })}
              />
            )}
            <TextInput
              label="Наименование"
              placeholder={state.type === 'organization' ? 'ООО «Рассвет»' : 'ИП Иванов Иван Иванович'}
              value={state.title}
              onChange={(event) => update({ title: event.currentTarget.value })}
            />
            <PlainButton type="submit" fullWidth>
              Далее
            </PlainButton>
          </Stack>
        </form>
      )}

      {step === REG_STEP.person && (
        <form
          aria-label="Руководитель"
          onSubmit={(event) => {
            event.preventDefault();
            if (state.personName.trim().split(/\s+/).length < 2)
              return setLocalError('Укажите фамилию, имя и отчество');
            go(REG_STEP.account);
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Фамилия, имя, отчество"
              autoComplete="name"
              required
              value={state.personName}
              onChange={(event) => update({ personName: event.currentTarget.value })}
            />
            <TextInput
              label="Должность"
              placeholder="Генеральный директор"
              value={state.personPosition}
              onChange={(event) => update({ personPosition: event.currentTarget.value })}
            />
            <PlainButton type="submit" fullWidth>
              Далее
            </PlainButton>
          </Stack>
        </form>
      )}

      {step === REG_STEP.account && (
        <fetcher.Form method="post" aria-label="Учётная запись">
          <input type="hidden" name="intent" value="create" />
          <CaptchaField />
          {(
            [
              ['reg_token', state.regToken ?? ''],
              ['type', state.type],
              ['inn', state.inn],
              ['ogrn', state.ogrn],
              ['kpp', state.type === 'organization' ? state.kpp : ''],
              ['title', state.title],
              ['person_name', state.personName],
              ['person_position', state.personPosition],
            ] as const
          ).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Stack gap="md">
            <Text fz="sm">
              Логин для входа — ваш номер телефона <b>{state.phone}</b>. Придумайте пароль.
            </Text>
            <PasswordInput
              name="password"
              label="Пароль"
              description="Не менее 8 символов, буквы и цифры"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => fetcher.submit({ intent: 'generate' }, { method: 'post' })}
              style={{ alignSelf: 'flex-start' }}
            >
              Сгенерировать надёжный пароль
            </Button>
            <Button type="submit" loading={busy} fullWidth>
              Зарегистрироваться
            </Button>
          </Stack>
        </fetcher.Form>
      )}
    </Stack>
  );
}
