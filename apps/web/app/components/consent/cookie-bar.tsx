import { useCallback, useEffect, useState } from 'react';
import controls from '../header/controls.module.css';
import { NoticeBar, noticeText } from '../popups/notice-bar';
import { AppLink } from '../routing/app-link';
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
 * The cookie bar with 'Я принимаю'. It is part of the server's page (the same for every guest)
 * and painted with it, not after the scripts: a late bar was the largest paint of the page on a
 * phone (Lighthouse's LCP at 5.7 s). A visitor who agreed has it hidden by consentScript before
 * the first paint and removed after hydration. It is the last of the first visit's notices
 * (issue 16): `hidden` while the city question or the branch notice is on screen.
 */
export function CookieBar({ hidden, onAccept }: { hidden: boolean; onAccept: () => void }) {
  return (
    <NoticeBar hidden={hidden} className={classes.bar} aria-label="Согласие на использование файлов cookie">
      <p className={noticeText}>
        Мы используем файлы cookie и обрабатываем персональные данные, чтобы сайт работал удобно и безопасно.
        Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
        <AppLink to="/pd/" className={`mantine-focus-auto ${classes.link}`}>
          условиями обработки персональных данных
        </AppLink>
        .
      </p>
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${controls.button} ${controls.noIcon}`}
        onClick={onAccept}
      >
        Я принимаю
      </button>
    </NoticeBar>
  );
}
