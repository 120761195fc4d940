import type { CSSProperties, ReactNode, TableHTMLAttributes, TdHTMLAttributes } from 'react';
import { type Block, type Color, rem, type Size, styleOf } from './mantine-style';

/* ---- Table: the parts share the table's options through props, not a context. ---- */

export interface TableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'color'> {
  verticalSpacing?: Size;
  horizontalSpacing?: Size;
  children?: ReactNode;
}

/** Mantine's `Table.table`; its rows take `striped`/`highlightOnHover` themselves (`TableTr`). */
export function Table({ verticalSpacing, horizontalSpacing, className, style, ...rest }: TableProps) {
  // Mantine's stylesheet reads the vertical spacing without a fallback: its default, 7 px, is written.
  const vars: Record<string, string> = {};
  if (horizontalSpacing) vars['--table-horizontal-spacing'] = `var(--mantine-spacing-${horizontalSpacing})`;
  vars['--table-vertical-spacing'] = verticalSpacing ? `var(--mantine-spacing-${verticalSpacing})` : rem(7);
  return (
    <table
      style={styleOf({}, vars, style)}
      className={`m_b23fa0ef mantine-Table-table${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

export function TableThead({ children }: { children?: ReactNode }) {
  return <thead className="m_b242d975 mantine-Table-thead">{children}</thead>;
}

export function TableTbody({ children }: { children?: ReactNode }) {
  return <tbody className="m_b2404537 mantine-Table-tbody">{children}</tbody>;
}

export interface TableTrProps extends Block {
  /** The table's `striped` and `highlightOnHover`, which Mantine passes down to each row. */
  striped?: boolean;
  hover?: boolean;
  bg?: Color;
  c?: Color;
  children?: ReactNode;
}

export function TableTr({ striped, hover, bg, c, className, style, ...rest }: TableTrProps) {
  return (
    <tr
      style={styleOf({ bg, c }, undefined, style)}
      className={`m_4e7aa4fd mantine-Table-tr${className ? ` ${className}` : ''}`}
      data-with-row-border="true"
      data-striped={striped ? 'odd' : undefined}
      data-hover={hover ? 'true' : undefined}
      {...rest}
    />
  );
}

export interface TableCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'color'> {
  ta?: CSSProperties['textAlign'];
  w?: number;
  fw?: number;
  children?: ReactNode;
}

export function TableTh({ ta, w, className, style, ...rest }: TableCellProps) {
  return (
    <th
      style={styleOf({ ta, w }, undefined, style)}
      className={`m_4e7aa4f3 mantine-Table-th${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

export function TableTd({ ta, fw, className, style, ...rest }: TableCellProps) {
  return (
    <td
      style={styleOf({ fw, ta }, undefined, style)}
      className={`m_4e7aa4ef mantine-Table-td${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
