import type { CSSProperties, ReactNode } from 'react';
import { AppLink } from '../routing/app-link';
import classes from './mantine-markup.module.css';
import {
  type Block,
  type Color,
  classOf,
  PRIMARY_COLOR,
  rem,
  type Size,
  type SpaceProps,
  type Spacing,
  spacing,
  styleOf,
  type VisibilityProps,
} from './mantine-style';

export {
  Table,
  type TableCellProps,
  type TableProps,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  type TableTrProps,
} from './mantine-table';

/**
 * Mantine's layout and typography pieces as the markup Mantine writes for them, without its
 * runtime (issue 36, decision 0159): the same elements, Mantine's own class names (its stylesheet
 * is linked by the root for every page, decision 0128), data attributes and inline variables, so
 * a page looks exactly as it did. Rendering a Mantine `Text` or `Group` costs its provider
 * lookups, style-props parsing and class merging; these are plain functions, no hooks.
 *
 * Only the props the cabinet's pages use are typed; `mantine-markup.test.tsx` checks each
 * against Mantine's own server markup. A page that needs more (a responsive prop, a polymorphic
 * component) keeps Mantine's component there.
 */

export interface TextProps extends Block, SpaceProps {
  c?: Color;
  ff?: 'monospace';
  fz?: Size | number;
  fw?: number;
  ta?: CSSProperties['textAlign'];
  td?: CSSProperties['textDecoration'];
  py?: Spacing;
  lineClamp?: number;
  /** The element: a paragraph by default, as Mantine's. */
  component?: 'p' | 'span' | 'div';
  /** Mantine's shorthand for `component="span"`. */
  span?: boolean;
  children?: ReactNode;
}

/** Mantine's `Text`: a paragraph at the theme's body size. */
export function Text({
  c,
  ff,
  fz,
  fw,
  ta,
  td,
  mt,
  mb,
  py,
  lineClamp,
  component,
  span,
  className,
  style,
  ...rest
}: TextProps) {
  const Element = component ?? (span ? 'span' : 'p');
  return (
    <Element
      style={styleOf(
        { mt, mb, py, c, ff, fz, fw, ta, td },
        lineClamp === undefined ? undefined : { '--text-line-clamp': lineClamp },
        style,
      )}
      className={`mantine-focus-auto m_b6d8b162 mantine-Text-root${className ? ` ${className}` : ''}`}
      data-line-clamp={lineClamp === undefined ? undefined : 'true'}
      {...rest}
    />
  );
}

/**
 * A size from Mantine's `sm` breakpoint on (`{ base: 22, sm: 28 }`, px): Mantine writes a
 * `<style>` element with a media query beside each element; here a class reads two variables.
 */
export interface Responsive<T> {
  base: T;
  sm: T;
}

function isResponsive<T>(value: T | Responsive<T> | undefined): value is Responsive<T> {
  return typeof value === 'object' && value !== null;
}

export interface TitleProps extends Block, SpaceProps {
  order: 1 | 2 | 3 | 4;
  fz?: Size | number | Responsive<number>;
  c?: Color;
  children?: ReactNode;
}

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** Mantine's `Title` of the given order. */
export function Title({ order, fz, c, mt, mb, className, style, ...rest }: TitleProps) {
  const Element = HEADINGS[order];
  const responsive = isResponsive(fz);
  return (
    <Element
      style={styleOf(
        { mt, mb, c, fz: responsive ? undefined : fz },
        {
          '--title-fw': `var(--mantine-h${order}-font-weight)`,
          '--title-lh': `var(--mantine-h${order}-line-height)`,
          '--title-fz': `var(--mantine-h${order}-font-size)`,
          ...(responsive ? { '--fz-base': rem(fz.base), '--fz-sm': rem(fz.sm) } : {}),
        },
        style,
      )}
      className={`m_8a5d1357 mantine-Title-root${responsive ? ` ${classes.responsiveFz}` : ''}${className ? ` ${className}` : ''}`}
      data-order={order}
      {...rest}
    />
  );
}

/**
 * A page's heading as the cabinet draws it (`<Title order={1} fz={{ base: 24, sm: 30 }}>`): the
 * responsive size is a class here, where Mantine wrote a `<style>` element beside each heading.
 */
export function PageTitle({ children, ...rest }: Block & { children?: ReactNode }) {
  return (
    <Title order={1} className={classes.pageTitle} {...rest}>
      {children}
    </Title>
  );
}

type Align = CSSProperties['alignItems'];
type Justify = CSSProperties['justifyContent'];

export interface GroupProps extends Block, SpaceProps {
  gap?: Spacing;
  align?: Align;
  justify?: Justify;
  wrap?: 'wrap' | 'nowrap';
  children?: ReactNode;
}

/** Mantine's `Group`: a wrapping row, items centred, md apart. */
export function Group({ gap, align, justify, wrap, mt, mb, className, style, ...rest }: GroupProps) {
  return (
    <div
      style={styleOf(
        { mt, mb },
        {
          '--group-gap': spacing(gap ?? 'md'),
          '--group-align': align ?? 'center',
          '--group-justify': justify ?? 'flex-start',
          '--group-wrap': wrap ?? 'wrap',
        },
        style,
      )}
      className={`m_4081bf90 mantine-Group-root${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

export interface StackProps extends Block, SpaceProps, VisibilityProps {
  pl?: Spacing;
  gap?: Spacing;
  align?: Align;
  justify?: Justify;
  children?: ReactNode;
}

/** Mantine's `Stack`: a column, items stretched, md apart. */
export function Stack({
  gap,
  align,
  justify,
  mt,
  mb,
  pl,
  visibleFrom,
  hiddenFrom,
  className,
  style,
  ...rest
}: StackProps) {
  return (
    <div
      style={styleOf(
        { mt, mb, pl },
        {
          '--stack-gap': spacing(gap ?? 'md'),
          '--stack-align': align ?? 'stretch',
          '--stack-justify': justify ?? 'flex-start',
        },
        style,
      )}
      className={classOf('m_6d731127 mantine-Stack-root', className, { visibleFrom, hiddenFrom })}
      {...rest}
    />
  );
}

export interface PaperProps extends Block, SpaceProps, VisibilityProps {
  withBorder?: boolean;
  /** A padding, or one from the `sm` breakpoint on (`{ base: 'md', sm: 'lg' }`, a class). */
  p?: Spacing | Responsive<Spacing>;
  /** The element: a `<div>` by default, as Mantine's. */
  component?: 'div' | 'section' | 'li' | 'form';
  radius?: Size;
  bg?: Color;
  children?: ReactNode;
}

/** Mantine's `Paper`. */
export function Paper({
  withBorder,
  p,
  component,
  radius,
  bg,
  mt,
  mb,
  visibleFrom,
  hiddenFrom,
  className,
  style,
  ...rest
}: PaperProps) {
  const Element = component ?? 'div';
  const responsive = isResponsive(p);
  const vars: Record<string, string> = {};
  if (radius !== undefined) vars['--paper-radius'] = `var(--mantine-radius-${radius})`;
  if (responsive) {
    vars['--p-base'] = spacing(p.base);
    vars['--p-sm'] = spacing(p.sm);
  }
  return (
    <Element
      style={styleOf({ mt, mb, p: responsive ? undefined : p, bg }, vars, style)}
      className={classOf(
        'm_1b7284a3 mantine-Paper-root',
        responsive
          ? className
            ? `${classes.responsivePadding} ${className}`
            : classes.responsivePadding
          : className,
        { visibleFrom, hiddenFrom },
      )}
      data-with-border={withBorder ? 'true' : undefined}
      {...rest}
    />
  );
}

export interface BadgeProps extends Block, SpaceProps {
  color?: Color;
  variant?: 'filled' | 'light' | 'outline';
  size?: Size;
  radius?: Size;
  children?: ReactNode;
}

/** Mantine's `Badge` (size md unless told), filled in the primary colour unless told otherwise. */
export function Badge({
  color,
  variant,
  size,
  radius,
  mt,
  mb,
  className,
  style,
  children,
  ...rest
}: BadgeProps) {
  const name = color ?? PRIMARY_COLOR;
  const vars: Record<string, string> = {};
  if (size !== undefined) {
    vars['--badge-height'] = `var(--badge-height-${size})`;
    vars['--badge-padding-x'] = `var(--badge-padding-x-${size})`;
    vars['--badge-fz'] = `var(--badge-fz-${size})`;
  }
  if (radius !== undefined) vars['--badge-radius'] = `var(--mantine-radius-${radius})`;
  // Mantine writes no colour variables for the default (filled, primary) badge.
  if (variant === 'outline') {
    vars['--badge-bg'] = 'transparent';
    vars['--badge-color'] = `var(--mantine-color-${name}-outline)`;
    vars['--badge-bd'] = `${rem(1)} solid var(--mantine-color-${name}-outline)`;
  } else if (color !== undefined || variant === 'light') {
    const light = variant === 'light';
    vars['--badge-bg'] = `var(--mantine-color-${name}-${light ? 'light' : 'filled'})`;
    vars['--badge-color'] = light ? `var(--mantine-color-${name}-light-color)` : 'var(--mantine-color-white)';
    vars['--badge-bd'] = `${rem(1)} solid transparent`;
  }
  return (
    <div
      style={styleOf({ mt, mb }, vars, style)}
      className={`m_347db0ec mantine-Badge-root${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

export interface AnchorProps extends Block {
  /** An address of the site (a client-side link) … */
  to?: string;
  /** … or any other address. */
  href?: string;
  target?: string;
  rel?: string;
  download?: boolean | string;
  fw?: number;
  fz?: Size | number;
  underline?: 'always' | 'hover' | 'never';
  /** React Router's: the link keeps the scroll position. */
  preventScrollReset?: boolean;
  children?: ReactNode;
}

/** Mantine's `Anchor` (underlined under the pointer), as a router link with `to`. */
export function Anchor({
  to,
  href,
  target,
  rel,
  download,
  fw,
  fz,
  underline,
  preventScrollReset,
  className,
  style,
  ...rest
}: AnchorProps) {
  const props = {
    style: styleOf({ fz, fw }, undefined, style),
    className: `mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root${className ? ` ${className}` : ''}`,
    'data-underline': underline ?? 'hover',
    ...rest,
  };
  // Mantine writes the address's own attributes after its own.
  return to === undefined ? (
    <a {...props} href={href} target={target} rel={rel} download={download} />
  ) : (
    <AppLink
      {...props}
      to={to}
      target={target}
      rel={rel}
      download={download}
      preventScrollReset={preventScrollReset}
    />
  );
}

export interface ThemeIconProps extends Block {
  /** The primary colour unless told. */
  color?: Color;
  /** Its side in px. */
  size: number;
  radius?: Size;
  children?: ReactNode;
}

/** Mantine's `ThemeIcon`, variant light. */
export function ThemeIcon({
  color = PRIMARY_COLOR,
  size,
  radius,
  className,
  style,
  ...rest
}: ThemeIconProps) {
  return (
    <div
      style={styleOf(
        {},
        {
          '--ti-size': rem(size),
          ...(radius ? { '--ti-radius': `var(--mantine-radius-${radius})` } : {}),
          '--ti-bg': `var(--mantine-color-${color}-light)`,
          '--ti-color': `var(--mantine-color-${color}-light-color)`,
          '--ti-bd': `${rem(1)} solid transparent`,
        },
        style,
      )}
      className={classOf('m_7341320d mantine-ThemeIcon-root', className)}
      data-variant="light"
      {...rest}
    />
  );
}
