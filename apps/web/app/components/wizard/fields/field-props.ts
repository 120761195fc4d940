import type { TFormItem } from '@agrolease/contracts/wizard';
import type { ReactNode } from 'react';

/** What a wizard page may render itself for its rich field types (step two's lists, summaries). */
export type FieldRenderer = (props: FieldProps) => ReactNode;
export interface FieldProps {
  item: TFormItem;
  value: unknown;
  error: string;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
export const prop = (item: TFormItem, key: string): string | undefined =>
  typeof item.props?.[key] === 'string' ? (item.props[key] as string) : undefined;
export const options = (item: TFormItem) =>
  (item.options ?? []).map((option) => ({ value: option.value, label: option.title }));
