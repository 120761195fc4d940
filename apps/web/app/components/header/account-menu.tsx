import { IconUser } from '@tabler/icons-react';
import { deferred } from '../deferred/deferred';
import { AppLink } from '../routing/app-link';
import { AccountTrigger } from './account-trigger';
import controls from './controls.module.css';
import classes from './header.module.css';
import { useViewer } from './use-viewer';

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
 * name, the cabinet link and "Выйти". In the bar it stands in a place as wide for a signed-in
 * visitor whose account is still being asked (a page kept for every visitor, decision 0157) as
 * once it is known, so nothing moves when the name comes.
 */
export function AccountMenu({
  fullWidth = false,
  onNavigate,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const viewer = useViewer();
  const entry = viewer ? (
    <AccountDropdown viewer={viewer} fullWidth={fullWidth} onNavigate={onNavigate} />
  ) : (
    <AppLink
      to="/cabinet/v2/auth"
      className={`mantine-focus-auto mantine-active ${controls.button} ${controls.outline} ${fullWidth ? controls.block : ''} ${classes.signIn}`}
      onClick={onNavigate}
    >
      <IconUser size={18} aria-hidden />
      Войти
    </AppLink>
  );
  if (fullWidth) return entry;
  return (
    <div className={classes.accountSlot} data-signed-in={viewer ? '' : undefined}>
      {entry}
    </div>
  );
}
