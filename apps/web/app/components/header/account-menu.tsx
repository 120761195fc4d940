import { ROLE_TITLE } from '@agrolease/contracts/session';
import { Button, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconId,
  IconLayoutDashboard,
  IconLogout,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

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
      <Button
        component={Link}
        to="/cabinet/v2/auth"
        variant="outline"
        leftSection={<IconUser size={18} aria-hidden />}
        onClick={onNavigate}
        fullWidth={fullWidth}
      >
        Войти
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Учётная запись: ${viewer.name || viewer.login}`}
          style={{ display: 'flex', alignItems: 'center', gap: 6, maxWidth: fullWidth ? undefined : 220 }}
        >
          <IconUserCircle size={26} stroke={1.5} color="var(--mantine-color-field-7)" />
          <Text fz="sm" fw={600} truncate="end">
            {viewer.name || viewer.login}
          </Text>
          <IconChevronDown size={14} />
        </UnstyledButton>
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
          component={Link}
          to={viewer.home}
          leftSection={<IconLayoutDashboard size={16} />}
          onClick={onNavigate}
        >
          Личный кабинет
        </Menu.Item>
        <Menu.Item
          component={Link}
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
