import { Anchor, Box, Container, Group, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { FooterLegal } from '../components/footer/footer-legal';
import { Logo } from '../components/header/logo';
import { AppLink } from '../components/routing/app-link';
import { SiteWidgets } from '../components/site-widgets';
import frame from './frame.module.css';

/** Sign-in, registration and consent pages (/cabinet/v2/auth, /cabinet/v2/reg, /pd/): no catalogue, no cabinet. */
export default function AuthLayout() {
  return (
    <>
      <div className={frame.frame}>
        <Paper component="header" radius={0} shadow="xs" py="sm">
          <Container>
            <Group justify="space-between">
              <Anchor component={AppLink} to="/" underline="never" aria-label="Агролизинг — на главную">
                <Logo />
              </Anchor>
              <Anchor component={AppLink} to="/" fz="sm">
                <Group gap={4}>
                  <IconArrowLeft size={16} aria-hidden />
                  На сайт
                </Group>
              </Anchor>
            </Group>
          </Container>
        </Paper>
        <Box component="main" py="xl" className={frame.main}>
          <Outlet />
        </Box>
        <Box
          component="footer"
          py="md"
          bg="white"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          data-site-footer
        >
          <Container>
            <FooterLegal />
          </Container>
        </Box>
      </div>
      <SiteWidgets floating={false} />
    </>
  );
}
