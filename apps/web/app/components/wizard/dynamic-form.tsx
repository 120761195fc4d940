import type { TFormItem } from '@agrolease/contracts/wizard';
import { Alert, Button, Checkbox, Divider, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { CbTextField } from './fields/cb-text-field';
import { DownloadRequestField } from './fields/download-request-field';
import { DynTableField } from './fields/dyn-table-field';
import { type FieldProps, type FieldRenderer, list, options, prop, text } from './fields/field-props';
import { FilterListField } from './fields/filter-list-field';
import { InfoboxesField } from './fields/infoboxes-field';
import { MonthsField } from './fields/months-field';
import { ProductListField } from './fields/product-list-field';
import { SliderField } from './fields/slider-field';
import { TextField } from './fields/text-field';
import { TreeField } from './fields/tree-field';
import { FileAjaxField } from './file-ajax-field';
import { isChecked, type WizardValues } from './form-values';
import { KladrField } from './kladr-field';

export type { FieldProps, FieldRenderer } from './fields/field-props';

export interface DynamicFormProps {
  items: readonly TFormItem[];
  values: WizardValues;
  errors: Record<string, string>;
  /** The form's message: the first error of the last reply. */
  message?: string;
  disabled?: boolean;
  onChange: (field: string, value: unknown) => void;
  /** Page-specific renderers by field type or by field name (field name wins). */
  renderers?: Partial<Record<TFormItem['type'] | string, FieldRenderer>>;
}

/** One FormBuilder item as its Mantine input (ARCHITECTURE.md §5). */
export function FormField(props: FieldProps & { renderers?: DynamicFormProps['renderers'] }) {
  const { item, value, error, disabled, onChange, renderers } = props;
  const custom = renderers?.[item.field] ?? renderers?.[item.type];
  if (custom) return <>{custom(props)}</>;
  switch (item.type) {
    case 'text':
      return <TextField {...props} />;
    case 'select':
      return (
        <Select
          label={item.title}
          required={item.required}
          data={options(item)}
          value={text(value) || null}
          onChange={(next) => onChange(next ?? '')}
          error={error || undefined}
          disabled={disabled}
          searchable={(item.options?.length ?? 0) > 8}
          // Choosing the chosen option again must not empty a required field («Обязательное поле»).
          allowDeselect={!item.required}
          nothingFoundMessage="Ничего не найдено"
          placeholder={prop(item, 'placeholder') ?? 'Выберите'}
          data-field={item.field}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          label={item.title}
          required={item.required}
          data={options(item)}
          value={list(value)}
          onChange={onChange}
          error={error || undefined}
          disabled={disabled}
          searchable
          nothingFoundMessage="Ничего не найдено"
          data-field={item.field}
        />
      );
    case 'file_ajax':
      return (
        <FileAjaxField item={item} value={value} error={error} disabled={disabled} onChange={onChange} />
      );
    case 'bool':
    case 'checkbox':
      return (
        <Checkbox
          label={item.title}
          checked={isChecked(value)}
          onChange={(event) => onChange(event.currentTarget.checked ? '1' : '0')}
          error={error || undefined}
          disabled={disabled}
          data-field={item.field}
        />
      );
    case 'months':
      return <MonthsField {...props} />;
    case 'cbtext':
      return <CbTextField {...props} />;
    case 'kladr':
      return (
        <KladrField item={item} value={text(value)} error={error} disabled={disabled} onChange={onChange} />
      );
    case 'dyntable':
      return <DynTableField {...props} />;
    case 'separator':
      return (
        <Divider
          label={item.title || undefined}
          labelPosition="left"
          styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
        />
      );
    case 'csfr-token':
      return <input type="hidden" name={item.field} value={text(value)} />;
    case 'tree':
      return <TreeField {...props} />;
    case 'slider':
      return <SliderField {...props} />;
    case 'filterList':
      return <FilterListField {...props} />;
    case 'productList':
      return <ProductListField {...props} />;
    case 'infoboxes':
      return <InfoboxesField {...props} />;
    case 'downloadRequest':
      return <DownloadRequestField {...props} />;
  }
}

/**
 * Renders a wizard step's FormBuilder.items, each to its Mantine input, with per-field errors
 * from errors_list and the first error as the form's message. Values live with the caller
 * (useWizard), so a failed step keeps what the user typed.
 */
export function DynamicForm({
  items,
  values,
  errors,
  message,
  disabled = false,
  onChange,
  renderers,
}: DynamicFormProps) {
  return (
    <Stack gap="md">
      {message && (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-message">
          {message}
        </Alert>
      )}
      {items.map((item) => {
        // A field that is not needed while a flag is ticked (address_post while it equals the legal one).
        const hiddenWhen = prop(item, 'hiddenWhen');
        if (hiddenWhen && isChecked(values[hiddenWhen])) return null;
        // A field of one choice only (the МЧД's number while attorney_type is m4d): "field=value".
        const [shownField, shownValue] = (prop(item, 'shownWhen') ?? '').split('=');
        if (shownField && String(values[shownField] ?? '') !== shownValue) return null;
        if (item.type === 'separator' && item.props?.clearable === true) {
          const section = prop(item, 'section');
          return (
            <Group key={item.field} gap="sm" wrap="nowrap" align="center">
              <Divider
                style={{ flex: 1 }}
                label={item.title}
                labelPosition="left"
                styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
              />
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={disabled}
                onClick={() => {
                  for (const other of items)
                    if (other.group === section && other.type !== 'separator') onChange(other.field, '');
                }}
              >
                Очистить
              </Button>
            </Group>
          );
        }
        return (
          <FormField
            key={item.field}
            item={item}
            value={values[item.field] ?? item.value}
            error={errors[item.field] ?? ''}
            disabled={disabled}
            onChange={(next) => onChange(item.field, next)}
            renderers={renderers}
          />
        );
      })}
    </Stack>
  );
}
