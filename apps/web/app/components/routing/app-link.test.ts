import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inStaticRouter } from '../../testing/static-router';
import { AppLink } from './app-link';

/** Server markup of an element rendered at `location` inside a router. */
function html(element: ReactElement, location = '/cabinet/v2/client/orders/'): string {
  return renderToStaticMarkup(inStaticRouter(element, location));
}

const both = (props: LinkProps) => ({
  app: html(createElement(AppLink, props)),
  router: html(createElement(Link, props)),
});

describe('AppLink writes the link React Router writes', () => {
  it('for an absolute path, with its attributes and route discovery', () => {
    const { app, router } = both({
      to: '/cabinet/v2/client/payments/?page=2',
      className: 'nav',
      children: 'Платежи',
    });
    expect(app).toBe(router);
    expect(app).toBe(
      '<a class="nav" href="/cabinet/v2/client/payments/?page=2" data-discover="true">Платежи</a>',
    );
  });

  it('for a new tab and an explicit replace, without leaking router props as attributes', () => {
    const { app, router } = both({
      to: '/catalog/',
      target: '_blank',
      rel: 'noopener',
      replace: true,
      state: { from: 'x' },
    });
    expect(app).toBe(router);
    expect(app).not.toMatch(/\b(to|replace|state)=/);
  });

  it('leaves a relative address to React Router, which resolves it against the page', () => {
    const { app, router } = both({ to: '../payments/', children: 'Платежи' });
    expect(app).toBe(router);
    expect(app).not.toContain('href="../payments/"');
  });

  it('leaves an address of another site and a document reload to React Router', () => {
    expect(html(createElement(AppLink, { to: '//example.org/x' }))).toBe(
      html(createElement(Link, { to: '//example.org/x' })),
    );
    expect(html(createElement(AppLink, { to: '/x/', reloadDocument: true }))).toBe(
      html(createElement(Link, { to: '/x/', reloadDocument: true })),
    );
  });
});
