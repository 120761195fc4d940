import type { TAuthAccount } from '@agrolease/contracts/auth';
import { COMPANY_PROOF_PAGE } from '@agrolease/contracts/company-proof-values';
import { AppLink } from '../routing/app-link';
import classes from './company-notice.module.css';

/**
 * Above every cabinet page of an account whose company is not proven (issue 35, decision 0156):
 * what it may not do yet and where to prove the company. Plain elements, like the frame (0120).
 */
export function CompanyNotice({ viewer }: { viewer: Pick<TAuthAccount, 'company_status' | 'inn'> }) {
  if (viewer.company_status === 'confirmed') return null;
  const detached = viewer.company_status === 'detached';
  return (
    <div
      className={classes.notice}
      data-status={viewer.company_status}
      role="status"
      data-testid="company-notice"
    >
      <span className={classes.title}>
        {detached ? 'Учётная запись отключена от организации' : 'Организация не подтверждена'}
      </span>
      <span>
        {detached
          ? `Организацию ИНН ${viewer.inn} подтвердил другой пользователь.`
          : 'Отправить заявку и подписать документы можно после подтверждения.'}
      </span>
      <AppLink className={classes.link} to={COMPANY_PROOF_PAGE}>
        {detached ? 'Подробнее' : 'Подтвердить организацию'}
      </AppLink>
    </div>
  );
}
