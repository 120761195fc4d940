import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { ChatWidget } from '../components/chat/chat-widget';
import { FooterLegal } from '../components/footer/site-footer';
import { SiteHeader } from '../components/header/site-header';
import { RouteProgress } from '../components/progress/route-progress';

/** Any path under /cabinet hides the public footer blocks (spec 1 §2): only the legal line stays. */
export default function CabinetLayout() {
  return (
    <>
      <SiteHeader showCatalog={false} />
      <Box component="main" mih="70vh">
        <Outlet />
      </Box>
      <Box
        component="footer"
        py="md"
        bg="white"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container>
          <FooterLegal />
        </Container>
      </Box>
      <RouteProgress />
      {/* Shown only where spec 1 §2 allows it (dashboards, ppk-reo). */}
      <ChatWidget />
    </>
  );
}
