import type { CSSProperties, HTMLAttributes } from 'react';

/**
 * How the plain pieces (mantine-markup.tsx, mantine-table.tsx) write Mantine's style props:
 * the same inline variables and declarations, in Mantine's order.
 */

/** The theme's primary colour (theme.ts), which the plain pieces write when no colour is given. */
export const PRIMARY_COLOR = 'field';

export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Spacing = Size | number;
/** A theme colour as Mantine's `c`/`bg`/`color` take it: a name ('red'), a shade ('red.8'), 'dimmed'. */
export type Color = string;

export interface SpaceProps {
  mt?: Spacing;
  mb?: Spacing;
}

export function rem(px: number): string {
  return `calc(${px / 16}rem * var(--mantine-scale))`;
}

export function spacing(value: Spacing): string {
  return typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`;
}

export function fontSize(value: Size | number): string {
  return typeof value === 'number' ? rem(value) : `var(--mantine-font-size-${value})`;
}

/** A text colour: Mantine's `c` (a bare name reads the colour's `-text` variable). */
export function textColor(value: Color): string {
  if (value === 'dimmed') return 'var(--mantine-color-dimmed)';
  const [name, shade] = value.split('.');
  return shade === undefined ? `var(--mantine-color-${name}-text)` : `var(--mantine-color-${name}-${shade})`;
}

export function backgroundColor(value: Color): string {
  const [name, shade] = value.split('.');
  return shade === undefined
    ? `var(--mantine-color-${name}-filled)`
    : `var(--mantine-color-${name}-${shade})`;
}

/** Mantine's order: the component's variables, `style`, then the style props. */
export function styleOf(
  props: SpaceProps & {
    p?: Spacing;
    py?: Spacing;
    pb?: Spacing;
    pl?: Spacing;
    bg?: Color;
    c?: Color;
    ff?: 'monospace';
    fz?: Size | number;
    fw?: number;
    ta?: CSSProperties['textAlign'];
    td?: CSSProperties['textDecoration'];
    w?: number;
  },
  vars: Record<string, string | number> | undefined,
  style: CSSProperties | undefined,
): CSSProperties | undefined {
  const result: Record<string, string | number> = { ...vars, ...(style as Record<string, string>) };
  if (props.mt !== undefined) result.marginTop = spacing(props.mt);
  if (props.mb !== undefined) result.marginBottom = spacing(props.mb);
  if (props.p !== undefined) result.padding = spacing(props.p);
  if (props.py !== undefined) result.paddingBlock = spacing(props.py);
  if (props.pb !== undefined) result.paddingBottom = spacing(props.pb);
  if (props.pl !== undefined) result.paddingLeft = spacing(props.pl);
  if (props.bg !== undefined) result.background = backgroundColor(props.bg);
  if (props.c !== undefined) result.color = textColor(props.c);
  if (props.ff !== undefined) result.fontFamily = `var(--mantine-font-family-${props.ff})`;
  if (props.fz !== undefined) result.fontSize = fontSize(props.fz);
  if (props.fw !== undefined) result.fontWeight = props.fw;
  if (props.ta !== undefined) result.textAlign = props.ta;
  if (props.td !== undefined) result.textDecoration = props.td;
  if (props.w !== undefined) result.width = rem(props.w);
  return Object.keys(result).length > 0 ? (result as CSSProperties) : undefined;
}

export type Block = Omit<HTMLAttributes<HTMLElement>, 'color'>;

/** Mantine's `visibleFrom`/`hiddenFrom`: its global classes, shown or hidden from a breakpoint. */
export interface VisibilityProps {
  visibleFrom?: 'xs' | 'sm' | 'md' | 'lg';
  hiddenFrom?: 'xs' | 'sm' | 'md' | 'lg';
}

export function classOf(
  root: string,
  className: string | undefined,
  visibility: VisibilityProps = {},
): string {
  let result = root;
  if (visibility.hiddenFrom) result += ` mantine-hidden-from-${visibility.hiddenFrom}`;
  if (visibility.visibleFrom) result += ` mantine-visible-from-${visibility.visibleFrom}`;
  return className ? `${result} ${className}` : result;
}
