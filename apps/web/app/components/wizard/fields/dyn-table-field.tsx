import { ActionIcon, Button, Input, Select, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CardRows } from '../../cabinet/card-rows';
import type { FieldProps } from './field-props';

interface DynColumn {
  field: string;
  title: string;
  /** A column of fixed choices (the kind of an obligation) is a select. */
  options?: readonly string[];
}

/**
 * dyntable: rows of fields the person adds and deletes (the credit declaration's obligations).
 * Each column keeps room to type in; below 768 px each row is a card of its fields, each field
 * under its column's name (issue 39, decision 0185: the table scrolled sideways on a phone).
 */
export function DynTableField({ item, value, error, disabled, onChange }: FieldProps) {
  const columns = (Array.isArray(item.props?.columns) ? item.props.columns : []) as DynColumn[];
  const rows = (Array.isArray(value) ? value : []) as Record<string, string>[];
  const update = (index: number, field: string, cell: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: cell } : row)));
  const addTitle = typeof item.props?.addTitle === 'string' ? item.props.addTitle : 'Добавить строку';
  return (
    <Input.Wrapper
      label={item.title}
      required={item.required}
      error={error || undefined}
      data-field={item.field}
    >
      <CardRows minWidth={Math.max(360, columns.length * 150)}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.field}>{column.title}</Table.Th>
              ))}
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column.field} data-label={column.title}>
                    {column.options ? (
                      <Select
                        aria-label={`${column.title}, строка ${index + 1}`}
                        data={[...column.options]}
                        value={row[column.field] || null}
                        disabled={disabled}
                        onChange={(next) => update(index, column.field, next ?? '')}
                        allowDeselect={false}
                      />
                    ) : (
                      <TextInput
                        aria-label={`${column.title}, строка ${index + 1}`}
                        value={row[column.field] ?? ''}
                        disabled={disabled}
                        onChange={(event) => update(index, column.field, event.currentTarget.value)}
                      />
                    )}
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={disabled}
                    aria-label={`Удалить строку ${index + 1}`}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CardRows>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={disabled}
        onClick={() => onChange([...rows, Object.fromEntries(columns.map((column) => [column.field, '']))])}
      >
        {addTitle}
      </Button>
    </Input.Wrapper>
  );
}
