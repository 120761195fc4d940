import { Anchor, Button, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useFetcher } from 'react-router';
import type { AuthActionResult } from '../../routes/cabinet/auth.server';
import { PhoneInput } from '../forms/phone-input';
import { PlainTextInput } from '../plain/plain-text-input';
import { AppLink } from '../routing/app-link';
import { AuthFeedback } from './auth-feedback';
import { CaptchaField } from './captcha-field';
import { CodeStep } from './code-step';

function useAuthFetcher(key: string) {
  const fetcher = useFetcher<AuthActionResult>({ key });
  const result = fetcher.data;
  return {
    fetcher,
    result,
    busy: fetcher.state !== 'idle',
    codeSent: Boolean(result?.codeSent),
    fieldError: (name: string) => result?.fieldErrors?.[name],
  };
}

/** Login (or e-mail, or phone) and password. */
export function PasswordSignIn() {
  const { fetcher, result, busy, fieldError } = useAuthFetcher('sign-in-password');
  return (
    <fetcher.Form method="post" aria-label="Вход по логину и паролю">
      <input type="hidden" name="intent" value="password" />
      <Stack gap="md">
        <AuthFeedback ok={false} message={result?.ok === false ? result.message : undefined} />
        <PlainTextInput
          name="login"
          label="Логин, e-mail или телефон"
          autoComplete="username"
          required
          error={fieldError('login')}
        />
        <PasswordInput
          name="password"
          label="Пароль"
          autoComplete="current-password"
          required
          error={fieldError('password')}
        />
        <Button type="submit" loading={busy} leftSection={<IconLogin size={18} />} fullWidth>
          Войти
        </Button>
        <Anchor component={AppLink} to="?mode=restore" fz="sm" ta="center">
          Забыли пароль?
        </Anchor>
      </Stack>
    </fetcher.Form>
  );
}

/** Phone, then the code from the SMS. */
export function SmsSignIn() {
  const { fetcher, result, busy, codeSent, fieldError } = useAuthFetcher('sign-in-sms');
  return (
    <fetcher.Form method="post" aria-label="Вход по СМС">
      <input type="hidden" name="intent" value="sms" />
      <CaptchaField />
      <Stack gap="md">
        <AuthFeedback ok={result?.ok} message={result?.message} />
        <PhoneInput
          name="phone"
          label="Номер мобильного телефона"
          placeholder="+7 900 000-00-00"
          required
          readOnly={codeSent}
          error={fieldError('phone')}
        />
        {codeSent && <CodeStep error={fieldError('code')} sentAt={result} busy={busy} />}
        <Button type="submit" loading={busy} fullWidth>
          {codeSent ? 'Войти' : 'Получить код'}
        </Button>
      </Stack>
    </fetcher.Form>
  );
}

/** INN, the account if several share it, then the code sent to the account's phone. */
export function InnSignIn() {
  const { fetcher, result, busy, codeSent, fieldError } = useAuthFetcher('sign-in-inn');
  const accounts = result?.accounts;
  return (
    <fetcher.Form method="post" aria-label="Вход по ИНН">
      <input type="hidden" name="intent" value="inn" />
      <CaptchaField />
      <Stack gap="md">
        <AuthFeedback ok={result?.ok} message={result?.message} />
        <PlainTextInput
          name="inn"
          label="ИНН организации или ИП"
          inputMode="numeric"
          maxLength={12}
          required
          readOnly={codeSent}
          error={fieldError('inn')}
        />
        {accounts && (
          <Radio.Group name="id" label="Выберите учётную запись" required>
            <Stack gap={6} mt={6}>
              {accounts.map((account) => (
                <Radio key={account.id} value={String(account.id)} label={account.title} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {codeSent && <CodeStep error={fieldError('code')} sentAt={result} busy={busy} />}
        <Button type="submit" loading={busy} fullWidth>
          {codeSent ? 'Войти' : 'Получить код'}
        </Button>
        <Text fz="xs" c="dimmed">
          Код придёт на телефон, указанный в учётной записи.
        </Text>
      </Stack>
    </fetcher.Form>
  );
}

/** INN, OGRN and KPP of the company, then the code. */
export function RequisitesSignIn() {
  const { fetcher, result, busy, codeSent } = useAuthFetcher('sign-in-requisites');
  return (
    <fetcher.Form method="post" aria-label="Вход по реквизитам">
      <input type="hidden" name="intent" value="requisites" />
      <CaptchaField />
      <Stack gap="md">
        <AuthFeedback ok={result?.ok} message={result?.message} />
        <PlainTextInput
          name="inn"
          label="ИНН"
          inputMode="numeric"
          maxLength={12}
          required
          readOnly={codeSent}
        />
        <PlainTextInput
          name="ogrn"
          label="ОГРН или ОГРНИП"
          inputMode="numeric"
          maxLength={15}
          required
          readOnly={codeSent}
        />
        <PlainTextInput
          name="kpp"
          label="КПП"
          description="Для организаций, если у компании несколько подразделений"
          maxLength={9}
          readOnly={codeSent}
        />
        {codeSent && <CodeStep sentAt={result} busy={busy} />}
        <Button type="submit" loading={busy} fullWidth>
          {codeSent ? 'Войти' : 'Получить код'}
        </Button>
      </Stack>
    </fetcher.Form>
  );
}

/** Restore: login, phone or e-mail → code → new password (and signed in). */
export function RestorePassword() {
  const { fetcher, result, busy, codeSent, fieldError } = useAuthFetcher('restore-password');
  const codeValid = Boolean(result?.codeValid);
  return (
    <fetcher.Form method="post" aria-label="Восстановление пароля">
      <input type="hidden" name="intent" value="restore" />
      <CaptchaField />
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Укажите логин, телефон или e-mail учётной записи. Мы пришлём код подтверждения: на почту, если
          указан e-mail, иначе по СМС.
        </Text>
        <AuthFeedback
          ok={result?.ok}
          message={codeValid ? 'Код подтверждён. Придумайте новый пароль' : result?.message}
        />
        <PlainTextInput
          name="any"
          label="Логин, телефон или e-mail"
          required
          readOnly={codeSent}
          error={fieldError('any')}
        />
        {codeSent && !codeValid && (
          <CodeStep label="Код подтверждения" error={fieldError('code')} sentAt={result} busy={busy} />
        )}
        {codeValid && (
          <>
            <input type="hidden" name="code" value={result?.code ?? ''} />
            <PasswordInput
              name="password"
              label="Новый пароль"
              description="Не менее 8 символов, буквы и цифры"
              autoComplete="new-password"
              required
              error={fieldError('password')}
            />
          </>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {codeValid ? 'Сохранить пароль и войти' : codeSent ? 'Подтвердить код' : 'Получить код'}
        </Button>
        <Anchor component={AppLink} to="?mode=email-help" fz="sm" ta="center">
          Не пришло письмо?
        </Anchor>
      </Stack>
    </fetcher.Form>
  );
}
