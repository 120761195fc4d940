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

// The parts hydrated later have their code asked for at once (decision 0137): most arrive before
// React reaches them. Hydration does not wait for them: a click before it starts would be lost.
void loadHydrateLaterParts();
// The server's HTML is the page: let the browser paint it before hydration's long tasks run
// (a frame, then a task), so the first and largest paint do not wait for the JavaScript.
requestAnimationFrame(() => setTimeout(hydrate, 0));
