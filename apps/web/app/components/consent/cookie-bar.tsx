import { Affix, Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CONSENT_ATTRIBUTE, CONSENT_STORAGE_KEY } from './consent-script';
import classes from './cookie-bar.module.css';

/** Whether the visitor has answered the cookie bar (false on the server and before hydration), and the answer. */
export function useCookiesAnswered(): [boolean, () => void] {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (window.localStorage.getItem(CONSENT_STORAGE_KEY) !== null) setAnswered(true);
  }, []);
  const accept = useCallback(() => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, new Date().toISOString());
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, '');
    setAnswered(true);
  }, []);
  return [answered, accept];
}

/**
 * The cookie bar with 'Я Принимаю'. It is part of the server's page (the same for every guest)
 * and painted with it, not after the scripts: a late bar was the largest paint of the page on a
 * phone (Lighthouse's LCP at 5.7 s). A visitor who agreed has it hidden by consentScript before
 * the first paint and removed after hydration. It is the last of the first visit's notices
 * (issue 16): `hidden` while the city question or the branch notice is on screen.
 */
export function CookieBar({ hidden, onAccept }: { hidden: boolean; onAccept: () => void }) {
  return (
    <Affix
      position={{ bottom: 0, left: 0, right: 0 }}
      zIndex={400}
      withinPortal={false}
      className={classes.bar}
      hidden={hidden}
    >
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
            <Button onClick={onAccept}>Я Принимаю</Button>
          </Group>
        </Container>
      </Paper>
    </Affix>
  );
}
