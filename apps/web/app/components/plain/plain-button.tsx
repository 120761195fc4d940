import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { AppLink } from '../routing/app-link';
import { PRIMARY_COLOR, rem } from './mantine-style';

type Variant = 'filled' | 'light' | 'subtle' | 'outline' | 'default';

type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'compact-xs' | 'compact-sm' | 'compact-md';

interface Look {
  variant?: Variant;
  /** A theme colour; the primary colour unless told. */
  color?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export type PlainButtonProps = Look &
  (
    | ({ component: 'a'; href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>)
    | ({ component: typeof AppLink; to: string } & Omit<
        AnchorHTMLAttributes<HTMLAnchorElement>,
        'color' | 'style' | 'href'
      >)
    | ({ component?: 'button' } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style'>)
  );

const BORDER_WIDTH = rem(1);

/** The colour variables Mantine's default variant resolver writes for a button. */
function colourVariables(variant: Variant | undefined, color: string | undefined): Record<string, string> {
  const name = color ?? PRIMARY_COLOR;
  const colour = (suffix: string) => `var(--mantine-color-${name}-${suffix})`;
  switch (variant) {
    case undefined:
      // No variant given: the stylesheet's filled primary colours, only the text colour written.
      if (color === undefined) return { '--button-color': 'var(--mantine-color-white)' };
      return colourVariables('filled', color);
    case 'filled':
      return {
        '--button-bg': colour('filled'),
        '--button-hover': colour('filled-hover'),
        '--button-color': 'var(--mantine-color-white)',
        '--button-bd': `${BORDER_WIDTH} solid transparent`,
      };
    case 'light':
      return {
        '--button-bg': colour('light'),
        '--button-hover': colour('light-hover'),
        '--button-color': colour('light-color'),
        '--button-bd': `${BORDER_WIDTH} solid transparent`,
      };
    case 'subtle':
      return {
        '--button-bg': 'transparent',
        '--button-hover': colour('light-hover'),
        '--button-color': colour('light-color'),
        '--button-bd': `${BORDER_WIDTH} solid transparent`,
      };
    case 'outline':
      return {
        '--button-bg': 'transparent',
        '--button-hover': colour('outline-hover'),
        '--button-color': colour('outline'),
        '--button-bd': `${BORDER_WIDTH} solid ${colour('outline')}`,
      };
    case 'default':
      return {
        '--button-bg': 'var(--mantine-color-default)',
        '--button-hover': 'var(--mantine-color-default-hover)',
        '--button-color': 'var(--mantine-color-default-color)',
        '--button-bd': `${BORDER_WIDTH} solid var(--mantine-color-default-border)`,
      };
  }
}

/**
 * Mantine's `Button` as the markup Mantine writes for it (mantine-markup.test.ts compares the two)
 * for a link or a button that never shows a loader: a Mantine button costs about a hundred times
 * a plain element to render (decision 0191). A button that shows `loading` keeps Mantine's.
 */
export function PlainButton(props: PlainButtonProps) {
  const {
    variant,
    color,
    size,
    fullWidth,
    leftSection,
    rightSection,
    className,
    style,
    children,
    ...element
  } = props;
  const disabled = 'disabled' in element && element.disabled === true;
  const sizeVariables: Record<string, string> =
    size === undefined || size === 'sm'
      ? {}
      : {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
        };
  const variables = { ...sizeVariables, ...colourVariables(variant, color) };
  const common = {
    style:
      Object.keys(variables).length > 0 || style ? ({ ...variables, ...style } as CSSProperties) : undefined,
    className: `mantine-focus-auto${disabled ? '' : ' mantine-active'}${className ? ` ${className}` : ''} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
    'data-variant': variant,
    'data-size': size === undefined || size === 'sm' ? undefined : size,
    'data-disabled': disabled || undefined,
    'data-with-left-section': leftSection ? true : undefined,
    'data-with-right-section': rightSection ? true : undefined,
    'data-block': fullWidth || undefined,
  };
  const inner = (
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection && (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_811560b9 mantine-Button-label">{children}</span>
      {rightSection && (
        <span className="m_a74036a mantine-Button-section" data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  );
  if (element.component === 'a') {
    const { component: _a, ...anchor } = element;
    return (
      <a {...common} {...anchor}>
        {inner}
      </a>
    );
  }
  if (element.component === AppLink) {
    const { component: _link, ...link } = element;
    return (
      <AppLink {...common} {...link}>
        {inner}
      </AppLink>
    );
  }
  const {
    component: _button,
    type = 'button',
    ...button
  } = element as ButtonHTMLAttributes<HTMLButtonElement> & { component?: 'button' };
  return (
    <button {...common} type={type} {...button}>
      {inner}
    </button>
  );
}
