import type { TAuthAccount } from '@agrolease/contracts/auth';
import { ROLE_TITLE } from '@agrolease/contracts/session';
import { Menu, Text } from '@mantine/core';
import { IconId, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Form } from 'react-router';
import { AppLink } from '../routing/app-link';
import { AccountTrigger } from './account-trigger';

/** A signed-in user's menu: the name and role, the cabinet, the account and "Выйти". */
export function AccountDropdown({
  viewer,
  fullWidth = false,
  onNavigate,
}: {
  viewer: TAuthAccount;
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <AccountTrigger viewer={viewer} fullWidth={fullWidth} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="dark">
            {viewer.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {ROLE_TITLE[viewer.role]}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={AppLink}
          to={viewer.home}
          leftSection={<IconLayoutDashboard size={16} />}
          onClick={onNavigate}
        >
          Личный кабинет
        </Menu.Item>
        <Menu.Item
          component={AppLink}
          to="/cabinet/v2/info/"
          leftSection={<IconId size={16} />}
          onClick={onNavigate}
        >
          Учётная запись
        </Menu.Item>
        <Form method="post" action="/cabinet/v2/logout">
          <Menu.Item component="button" type="submit" color="red" leftSection={<IconLogout size={16} />}>
            Выйти
          </Menu.Item>
        </Form>
      </Menu.Dropdown>
    </Menu>
  );
}
