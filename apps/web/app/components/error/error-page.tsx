import { isGatewayError } from '@agrolease/contracts/client';
import { isRouteErrorResponse } from 'react-router';
import plain from '../plain/plain.module.css';
import classes from './error.module.css';
import { ErrorButton } from './error-button';
import { ErrorShell } from './error-shell';

function describe(error: unknown): string {
  if (isGatewayError(error)) return error.reply.error_message;
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data) return error.data;
  return 'Мы уже знаем о проблеме и исправляем её. Попробуйте обновить страницу через несколько минут.';
}

function ErrorContent({ error }: { error: unknown }) {
  return (
    <div className={`${plain.containerSm} ${classes.content}`}>
      <div className={`${plain.stack} ${classes.column}`}>
        <h1 className={plain.h1}>Что-то пошло не так</h1>
        <p className={`${plain.text} ${plain.dimmed} ${classes.lead}`}>{describe(error)}</p>
        <div className={`${plain.group} ${classes.actions}`}>
          <ErrorButton to="">Обновить страницу</ErrorButton>
          <ErrorButton to="/" variant="default">
            На главную
          </ErrorButton>
        </div>
      </div>
    </div>
  );
}

/** The error page in the site's style; details stay in the server log. */
export function ErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  if (!standalone) return <ErrorContent error={error} />;
  return (
    <ErrorShell>
      <title>Ошибка — Агролизинг</title>
      <ErrorContent error={error} />
    </ErrorShell>
  );
}
