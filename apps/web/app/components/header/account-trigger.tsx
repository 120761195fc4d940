import type { TAuthAccount } from '@agrolease/contracts/auth';
import { Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type Props = UnstyledButtonProps &
  ComponentPropsWithRef<'button'> & {
    viewer: Pick<TAuthAccount, 'name' | 'login'>;
    fullWidth?: boolean;
  };

/** The signed-in user's name in the header, which opens the account menu. */
export function AccountTrigger({ viewer, fullWidth = false, ...button }: Props) {
  return (
    <UnstyledButton
      aria-label={`Учётная запись: ${viewer.name || viewer.login}`}
      style={{ display: 'flex', alignItems: 'center', gap: 6, maxWidth: fullWidth ? undefined : 220 }}
      {...button}
    >
      <IconUserCircle size={26} stroke={1.5} color="var(--mantine-color-field-7)" />
      <Text fz="sm" fw={600} truncate="end">
        {viewer.name || viewer.login}
      </Text>
      <IconChevronDown size={14} />
    </UnstyledButton>
  );
}
