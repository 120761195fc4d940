import { createElement, type ReactElement } from 'react';
import { createStaticRouter, StaticRouterProvider } from 'react-router';

/** An element rendered at `pathname` inside a static router, as the server renders a page's parts. */
export function inStaticRouter(element: ReactElement, pathname = '/'): ReactElement {
  const router = createStaticRouter([{ path: '*', element }], {
    basename: '',
    location: { pathname, search: '', hash: '', state: null, key: 'default' },
    matches: [],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  } as never);
  return createElement(StaticRouterProvider, { router, context: router.state as never, hydrate: false });
}
