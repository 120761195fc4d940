import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

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
// (a frame, then a task), so the first and largest paint do not wait for the JavaScript.
requestAnimationFrame(() => setTimeout(hydrate, 0));
