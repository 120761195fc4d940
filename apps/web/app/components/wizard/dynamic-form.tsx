import type { TFormItem } from '@agrolease/contracts/wizard';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PhoneInput } from '../forms/phone-input';
import { DynTableField } from './dyntable-field';
import { FileAjaxField } from './file-ajax-field';
import { isChecked, numberProps, type WizardValues } from './form-values';
import { KladrField } from './kladr-field';

/** What a wizard page may render itself for its rich field types (step two's lists, summaries). */
export type FieldRenderer = (props: FieldProps) => ReactNode;
export interface FieldProps {
  item: TFormItem;
  value: unknown;
  error: string;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

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

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
const prop = (item: TFormItem, key: string): string | undefined =>
  typeof item.props?.[key] === 'string' ? (item.props[key] as string) : undefined;
const options = (item: TFormItem) =>
  (item.options ?? []).map((option) => ({ value: option.value, label: option.title }));

interface Infobox {
  title: string;
  text: string;
  hint?: string;
}
interface DownloadRequest {
  url: string;
  title: string;
  note?: string;
}

function InfoboxesField({ item }: FieldProps) {
  const boxes = Array.isArray(item.value) ? (item.value as Infobox[]) : [];
  return (
    <Stack gap="xs" data-field={item.field}>
      {item.title && (
        <Title order={3} fz="md">
          {item.title}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {boxes.map((box) => (
          <Paper key={box.title} withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed">
              {box.title}
            </Text>
            <Text fw={600} style={{ whiteSpace: 'pre-line' }}>
              {box.text || '—'}
            </Text>
            {box.hint && (
              <Text fz="xs" c="dimmed">
                {box.hint}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DownloadRequestField({ item }: FieldProps) {
  const request = (item.value ?? null) as DownloadRequest | null;
  return (
    <Paper withBorder radius="md" p="md" data-field={item.field}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileTypePdf size={28} stroke={1.5} aria-hidden />
          <div>
            <Text fw={600}>{request?.title || item.title}</Text>
            {request?.note && (
              <Text fz="sm" c="dimmed">
                {request.note}
              </Text>
            )}
          </div>
        </Group>
        {request?.url ? (
          <Group gap="sm">
            <Button
              component="a"
              href={`${request.url}?download=1`}
              leftSection={<IconDownload size={18} />}
              variant="light"
              data-testid="download-request"
            >
              Скачать PDF
            </Button>
            <Button component="a" href={request.url} target="_blank" variant="subtle">
              Открыть
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">Документ ещё не сформирован</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** tree: options whose values are paths ("1", "1.2", "1.2.3"); depth comes from the dots. */
function TreeField({ item, value, error, disabled, onChange }: FieldProps) {
  return (
    <Checkbox.Group
      label={item.title}
      required={item.required}
      value={list(value)}
      onChange={onChange}
      error={error || undefined}
      data-field={item.field}
    >
      <Stack gap={6} mt={6}>
        {(item.options ?? []).map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.title}
            disabled={disabled}
            ml={(option.value.split('.').length - 1) * 20}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function CbTextField({ item, value, error, disabled, onChange }: FieldProps) {
  const content = text(value);
  const ticked = content !== '' || item.props?.open === true;
  return (
    <Stack gap={6} data-field={item.field}>
      <Checkbox
        label={item.title}
        checked={ticked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? ' ' : '')}
      />
      {ticked && (
        <Textarea
          aria-label={item.title}
          value={content.trimStart()}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error || undefined}
          disabled={disabled}
          autosize
          minRows={2}
          placeholder={prop(item, 'placeholder')}
        />
      )}
    </Stack>
  );
}

function SliderField({ item, value, error, disabled, onChange }: FieldProps) {
  const bounds = numberProps(item.props, { min: 0, max: 100, step: 1 });
  const unit = prop(item, 'unit') ?? '';
  const current = value === '' || value === null || value === undefined ? bounds.min : Number(value);
  return (
    <Input.Wrapper
      label={item.title}
      required={item.required}
      error={error || undefined}
      data-field={item.field}
    >
      <Group gap="md" wrap="nowrap" mt={4}>
        <Slider
          style={{ flex: 1 }}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={current}
          disabled={disabled}
          onChange={onChange}
          label={(mark) => `${mark}${unit}`}
          thumbLabel={item.title}
        />
        <NumberInput
          w={96}
          aria-label={item.title}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={current}
          suffix={unit}
          disabled={disabled}
          onChange={(next) => onChange(next === '' ? bounds.min : Number(next))}
        />
      </Group>
    </Input.Wrapper>
  );
}

function MonthsField({ item, value, error, disabled, onChange }: FieldProps) {
  if (item.options?.length) {
    return (
      <Select
        label={item.title}
        required={item.required}
        data={options(item)}
        value={value === null || value === undefined || value === '' ? null : String(value)}
        onChange={(next) => onChange(next ?? '')}
        error={error || undefined}
        disabled={disabled}
        allowDeselect={false}
        data-field={item.field}
      />
    );
  }
  const bounds = numberProps(item.props, { min: 1, max: 120, step: 1 });
  return (
    <NumberInput
      label={item.title}
      required={item.required}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      suffix=" мес."
      value={value === null || value === undefined ? '' : Number(value)}
      onChange={(next) => onChange(next)}
      error={error || undefined}
      disabled={disabled}
      data-field={item.field}
    />
  );
}

function TextField({ item, value, error, disabled, onChange }: FieldProps) {
  const common = {
    label: item.title,
    required: item.required,
    error: error || undefined,
    disabled,
    placeholder: prop(item, 'placeholder'),
    description: prop(item, 'help'),
    // Shown, never written through this form (the account's INN and OGRN).
    readOnly: item.props?.readonly === true,
    variant: item.props?.readonly === true ? 'filled' : undefined,
    'data-field': item.field,
  };
  if (item.props?.numeric === true) {
    return (
      <NumberInput
        {...common}
        value={value === null || value === undefined ? '' : (value as number | string)}
        onChange={onChange}
        thousandSeparator=" "
        suffix={prop(item, 'unit') ? ` ${prop(item, 'unit')}` : undefined}
        min={0}
        allowNegative={false}
      />
    );
  }
  if (item.props?.multiline === true) {
    return (
      <Textarea
        {...common}
        value={text(value)}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={3}
      />
    );
  }
  if ([prop(item, 'inputMode'), prop(item, 'inputType'), prop(item, 'inputKind')].includes('tel')) {
    return (
      <PhoneInput {...common} value={text(value)} onChange={(event) => onChange(event.currentTarget.value)} />
    );
  }
  return (
    <TextInput
      {...common}
      value={text(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode={prop(item, 'inputMode') as 'tel' | 'email' | 'numeric' | undefined}
      type={prop(item, 'inputType') ?? 'text'}
    />
  );
}

/** filterList: filters of props.filters ({ name, title, options? }); the value holds them by name. */
function FilterListField({ item, value, disabled, onChange }: FieldProps) {
  const filters = (Array.isArray(item.props?.filters) ? item.props.filters : []) as {
    name: string;
    title: string;
    options?: { value: string; title: string }[];
  }[];
  const current = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
  const set = (name: string, next: string) => onChange({ ...current, [name]: next });
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(3, Math.max(1, filters.length)) }} data-field={item.field}>
      {filters.map((filter) =>
        filter.options ? (
          <Select
            key={filter.name}
            label={filter.title}
            data={filter.options.map((option) => ({ value: option.value, label: option.title }))}
            value={current[filter.name] || null}
            onChange={(next) => set(filter.name, next ?? '')}
            disabled={disabled}
            clearable
          />
        ) : (
          <TextInput
            key={filter.name}
            label={filter.title}
            value={current[filter.name] ?? ''}
            onChange={(event) => set(filter.name, event.currentTarget.value)}
            disabled={disabled}
          />
        ),
      )}
    </SimpleGrid>
  );
}

/** productList: rows of { title, quantity, price } shown read-only unless the page renders its own. */
function ProductListField({ item, value }: FieldProps) {
  const rows = (Array.isArray(value) ? value : []) as { title: string; quantity: number; price: number }[];
  return (
    <Input.Wrapper label={item.title} data-field={item.field}>
      {rows.length === 0 ? (
        <Text c="dimmed">Список пуст</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.title}>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>{row.quantity}</Table.Td>
                <Table.Td>{row.price}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Input.Wrapper>
  );
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
