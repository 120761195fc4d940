import {
  Container,
  Anchor as MantineAnchor,
  Paper as MantinePaper,
  Text as MantineText,
} from '@mantine/core';
import { AccountMenu } from '../header/account-menu';
import { Logo } from '../header/logo';
import { Anchor, Group } from '../plain/mantine-markup';
import { AppLink } from '../routing/app-link';

/**
 * The back office's own plain header (issue 16): the mark, «Бэк-офис» and the account menu —
 * no catalogue, cart, comparison or city of the shop.
 */
export function BackofficeHeader() {
  return (
    <MantinePaper component="header" radius={0} shadow="xs" py="sm">
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Anchor to="/" underline="never" aria-label="Агролизинг — на сайт">
              <Logo compact />
            </Anchor>
            <MantineAnchor
              component={AppLink}
              to="/backoffice"
              underline="never"
              c="field.8"
              fw={700}
              fz="lg"
              style={{ whiteSpace: 'nowrap' }}
            >
              Бэк-офис
            </MantineAnchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <MantineText fz="sm" c="dimmed" visibleFrom="sm">
              Агролизинг
            </MantineText>
            <AccountMenu />
          </Group>
        </Group>
      </Container>
    </MantinePaper>
  );
}
