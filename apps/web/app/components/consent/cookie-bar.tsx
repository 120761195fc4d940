import { Affix, Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/** Local-storage flag of cookie consent (spec 1 §3). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * The cookie bar with 'Я Принимаю'. Rendered only after mount, so a visitor who already
 * agreed never sees it flash; it stays above modals so it can always be answered.
 */
export function CookieBar() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(window.localStorage.getItem(CONSENT_STORAGE_KEY) === null);
  }, []);
  if (!visible) return null;
  const accept = () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, new Date().toISOString());
    setVisible(false);
  };
  return (
    <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={400}>
      <Paper
        shadow="lg"
        radius={0}
        p="md"
        withBorder
        role="region"
        aria-label="Согласие на использование файлов cookie"
      >
        <Container>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fz="sm" maw={860}>
              Мы используем файлы cookie и обрабатываем персональные данные, чтобы сайт работал удобно и
              безопасно. Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
              <Anchor component={Link} to="/pd/" fz="sm" underline="always">
                условиями обработки персональных данных
              </Anchor>
              .
            </Text>
            <Button onClick={accept}>Я Принимаю</Button>
          </Group>
        </Container>
      </Paper>
    </Affix>
  );
}
