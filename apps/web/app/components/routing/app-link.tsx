import { forwardRef, type MouseEvent, useContext } from 'react';
import { Link, type LinkProps, UNSAFE_DataRouterContext } from 'react-router';

/**
 * A link to an absolute path of this site, as React Router's `Link` writes it (the same `<a>`,
 * `data-discover` for its route discovery, a click that navigates in the browser), without the
 * work `Link` does on every render: resolving the path against the route tree, the location,
 * the prefetch state and a click handler built from half a dozen hooks, twice serialising the
 * matched routes. A cabinet page renders 20–60 links; they were about 5 % of a signed-in
 * page's server CPU (issue 36, decision 0187). Anything else (a relative or object `to`, a
 * prefetch, a document reload) is React Router's own `Link`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { to } = props;
  if (
    !isPlainPath(to) ||
    props.reloadDocument ||
    (props.prefetch && props.prefetch !== 'none') ||
    props.relative
  ) {
    return <Link ref={ref} {...props} />;
  }
  const {
    to: _to,
    onClick,
    replace,
    state,
    preventScrollReset,
    discover = 'render',
    prefetch: _prefetch,
    viewTransition: _viewTransition,
    target,
    ...rest
  } = props;
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !isPlainClick(event, target)) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void router.navigate(to, { replace: replace ?? here === to, state, preventScrollReset });
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={navigate}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
});

/** A path of this site written whole: `/…`, not `//host` (another site) nor relative. */
function isPlainPath(to: LinkProps['to']): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');
}

/** A left click without a modifier on a link opening in its own tab: the router's to take. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
