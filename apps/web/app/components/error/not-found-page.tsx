import plain from '../plain/plain.module.css';
import classes from './error.module.css';
import { ErrorButton } from './error-button';
import { ErrorShell } from './error-shell';

function NotFoundContent() {
  return (
    <div className={`${plain.containerSm} ${classes.content}`}>
      <div className={`${plain.stack} ${classes.column}`}>
        <p className={`${plain.text} ${classes.code}`}>404</p>
        <h1 className={plain.h1}>Страница не найдена</h1>
        <p className={`${plain.text} ${plain.dimmed} ${classes.notFoundLead}`}>
          Возможно, страница была перемещена или адрес набран с ошибкой. Проверьте ссылку или перейдите в
          нужный раздел.
        </p>
        <div className={`${plain.group} ${classes.actions}`}>
          <ErrorButton to="/">На главную</ErrorButton>
          <ErrorButton to="/catalog/" variant="default">
            В каталог техники
          </ErrorButton>
        </div>
      </div>
    </div>
  );
}

export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  if (!standalone) return <NotFoundContent />;
  return (
    <ErrorShell>
      <title>Страница не найдена — Агролизинг</title>
      <NotFoundContent />
    </ErrorShell>
  );
}
