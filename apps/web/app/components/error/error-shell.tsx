import { Anchor, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../header/logo';

/** A page frame for errors raised above the layouts: logo, content, nothing that needs data. */
export function ErrorShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Paper component="header" radius={0} shadow="xs" py="md">
        <Container>
          <Group>
            <Anchor component={Link} to="/" underline="never" aria-label="Агролизинг — на главную">
              <Logo />
            </Anchor>
          </Group>
        </Container>
      </Paper>
      {children}
    </>
  );
}
