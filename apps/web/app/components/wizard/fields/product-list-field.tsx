import { Input, Table, Text } from '@mantine/core';
import type { FieldProps } from './field-props';

/** productList: rows of { title, quantity, price } shown read-only unless the page renders its own. */
export function ProductListField({ item, value }: FieldProps) {
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
