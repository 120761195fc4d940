import { IconMapPin } from '@tabler/icons-react';
import { useHydrated } from '../deferred/deferred';
import controls from '../header/controls.module.css';
import header from '../header/header.module.css';
import { useGeo } from './geo-context';

/** The current city in the header; opens the city picker. A plain button (decision 0119). */
export function CityButton({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  const { geo, openPicker } = useGeo();
  // Until the header is live (hydrated after its chunk, decision 0133) a click would be lost.
  const hydrated = useHydrated();
  return (
    // Without a city the visible «Выберите город» is the whole name: a label that does not
    // contain the visible words confuses speech input (axe: label-content-name-mismatch).
    <button
      type="button"
      className={`mantine-focus-auto ${controls.unstyled} ${variant === 'dark' ? header.cityDark : ''}`}
      onClick={openPicker}
      aria-disabled={hydrated ? undefined : true}
      aria-label={geo?.city ? `Ваш город: ${geo.city}. Выбрать город` : undefined}
    >
      <span className={header.city}>
        <IconMapPin size={16} aria-hidden />
        <span className={header.cityName}>{geo?.city ?? 'Выберите город'}</span>
      </span>
    </button>
  );
}
