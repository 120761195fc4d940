import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadHydrateLaterParts } from './components/deferred/hydrate-later';

function hydrate() {
  performance.mark('agrolease:hydrate');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it before hydration's long tasks run
// (a frame, then a task), so the first and largest paint do not wait for the JavaScript. The
// parts hydrated later have their code fetched first (decision 0137).
const partsLoaded = loadHydrateLaterParts();
requestAnimationFrame(() => setTimeout(() => partsLoaded.finally(hydrate), 0));
