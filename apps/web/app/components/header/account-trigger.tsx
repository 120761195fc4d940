import type { TAuthAccount } from '@agrolease/contracts/auth';
import { maskPersonName } from '@agrolease/domain/masking';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import controls from './controls.module.css';
import classes from './header.module.css';

type Props = ComponentPropsWithRef<'button'> & {
  viewer: Pick<TAuthAccount, 'name' | 'login'>;
  fullWidth?: boolean;
};

/** A person's full name: surname, given name and patronymic, each a capitalised word. */
const PERSON = /^[А-ЯЁ][а-яё-]+(?: [А-ЯЁ][а-яё-]+){1,2}$/;

/**
 * The signed-in user's name in the header, which opens the account menu (a plain button, decision
 * 0119). A person is written «Соколов А. В.»: the full name was cut to «Соколов Алексей Вик…» at
 * 1280 px (issue 39); its title keeps it whole.
 */
export function AccountTrigger({ viewer, fullWidth = false, className, ...button }: Props) {
  const shown = PERSON.test(viewer.name) ? maskPersonName(viewer.name) : viewer.name || viewer.login;
  return (
    <button
      type="button"
      // The name read out contains what is written (WCAG 2.5.3); the full name is the title.
      aria-label={`Учётная запись: ${shown}`}
      title={viewer.name || undefined}
      className={`mantine-focus-auto ${controls.unstyled} ${classes.account} ${fullWidth ? classes.accountFull : ''} ${className ?? ''}`}
      {...button}
    >
      <IconUserCircle size={26} stroke={1.5} className={classes.accountIcon} />
      <span className={`${controls.truncate} ${classes.accountName}`}>{shown}</span>
      <IconChevronDown size={14} />
    </button>
  );
}
