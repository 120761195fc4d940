import type { TAuthAccount } from '@agrolease/contracts/auth';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import controls from './controls.module.css';
import classes from './header.module.css';

type Props = ComponentPropsWithRef<'button'> & {
  viewer: Pick<TAuthAccount, 'name' | 'login'>;
  fullWidth?: boolean;
};

/** The signed-in user's name in the header, which opens the account menu (a plain button, decision 0119). */
export function AccountTrigger({ viewer, fullWidth = false, className, ...button }: Props) {
  return (
    <button
      type="button"
      aria-label={`Учётная запись: ${viewer.name || viewer.login}`}
      className={`mantine-focus-auto ${controls.unstyled} ${classes.account} ${fullWidth ? classes.accountFull : ''} ${className ?? ''}`}
      {...button}
    >
      <IconUserCircle size={26} stroke={1.5} className={classes.accountIcon} />
      <span className={`${controls.truncate} ${classes.accountName}`}>{viewer.name || viewer.login}</span>
      <IconChevronDown size={14} />
    </button>
  );
}
