import { IconUser } from '@tabler/icons-react';
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { deferred } from '../deferred/deferred';
import { AccountTrigger } from './account-trigger';
import controls from './controls.module.css';

/**
 * The menu's code (Mantine's Menu and its positioning) comes after hydration; its trigger shows
 * until then, disabled: a click that could not open the menu is not silently lost.
 */
const AccountDropdown = deferred(
  () => import('./account-dropdown').then((module) => module.AccountDropdown),
  ({ viewer, fullWidth }) => <AccountTrigger viewer={viewer} fullWidth={fullWidth} disabled />,
);

/**
 * The header's cabinet entry: "Войти" for a guest; for a signed-in user a menu with the
 * name, the cabinet link and "Выйти".
 */
export function AccountMenu({
  fullWidth = false,
  onNavigate,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer;
  if (!viewer) {
    return (
      <Link
        to="/cabinet/v2/auth"
        className={`mantine-focus-auto mantine-active ${controls.button} ${controls.outline} ${fullWidth ? controls.block : ''}`}
        onClick={onNavigate}
      >
        <IconUser size={18} aria-hidden />
        Войти
      </Link>
    );
  }
  return <AccountDropdown viewer={viewer} fullWidth={fullWidth} onNavigate={onNavigate} />;
}
