import { Anchor, Container, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AccountMenu } from '../header/account-menu';
import { Logo } from '../header/logo';

/**
 * The back office's own plain header (issue 16): the mark, «Бэк-офис» and the account menu —
 * no catalogue, cart, comparison or city of the shop.
 */
export function BackofficeHeader() {
  return (
    <Paper component="header" radius={0} shadow="xs" py="sm">
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label="Агролизинг — на сайт">
              <Logo compact />
            </Anchor>
            <Anchor component={Link} to="/backoffice" underline="never" c="field.8" fw={700} fz="lg">
              Бэк-офис
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text fz="sm" c="dimmed" visibleFrom="sm">
              Агролизинг
            </Text>
            <AccountMenu />
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
