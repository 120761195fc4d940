import { IconCategory } from '@tabler/icons-react';
import { useState } from 'react';
import { deferred, useHydrated } from '../deferred/deferred';
import { loadCategoryMenu } from './category-menu-data';
import controls from './controls.module.css';

/** The mega-menu's panel (Mantine's layout, the category tree) is fetched when it is first opened. */
const loadPanel = () => import('./catalog-menu-panel');
const CatalogMenuPanel = deferred(() => loadPanel().then((module) => module.CatalogMenuPanel));

/** A pointer over the button or focus on it starts fetching what its click will show. */
function prefetch() {
  void loadPanel();
  loadCategoryMenu().catch(() => {});
}

/**
 * The desktop mega-menu's button. The panel drops under the header's bar (positioned by CSS
 * against the bar's container); a click outside or Escape closes it.
 */
export function CatalogMenu() {
  const [opened, setOpened] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  // Until the bar is live (hydrated after its chunk, decision 0133) a click would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        ref={setButton}
        className={`mantine-focus-auto mantine-active ${controls.button}`}
        onClick={() => setOpened((value) => !value)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-expanded={opened}
        aria-disabled={hydrated ? undefined : true}
      >
        <IconCategory size={18} aria-hidden />
        Каталог техники
      </button>
      {opened && <CatalogMenuPanel button={button} onClose={() => setOpened(false)} />}
    </>
  );
}
