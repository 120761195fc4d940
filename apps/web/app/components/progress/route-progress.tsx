import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { shouldShowProgress } from './progress-rule';

/** Delay before the bar appears, so instant navigations do not flash it. */
const SHOW_AFTER_MS = 150;

export function RouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const nextPathname = navigation.location?.pathname;
  const active =
    navigation.state !== 'idle' &&
    nextPathname !== undefined &&
    shouldShowProgress(location.pathname, nextPathname);

  useEffect(() => {
    if (!active) {
      nprogress.complete();
      return;
    }
    const timer = setTimeout(() => nprogress.start(), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);

  return <NavigationProgress size={3} aria-label="Загрузка страницы" />;
}
