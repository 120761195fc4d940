import { type ChangeRow, formatRoubles } from '@agrolease/domain';
import { Accordion, Badge, Box, Table } from '@mantine/core';
import { Group, Text } from '../plain/mantine-markup';

function shown(value: string | number | null): string {
  if (value === null) return '—';
  return typeof value === 'number' ? formatRoubles(value) : value;
}

const prose = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/** One field: its name, and for a change the old value struck through beside the new, marked. */
function Row({ row }: { row: ChangeRow }) {
  const label =
    row.before === null
      ? 'новый уровень'
      : row.after === null
        ? 'уровень убран'
        : row.changed
          ? 'изменено'
          : null;
  return (
    <Table.Tr data-testid={row.changed ? 'change-changed' : 'change-same'}>
      <Table.Td w={{ base: '35%', sm: '25%' }} valign="top">
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.field}
        </Text>
        {label && (
          <Badge size="xs" color="orange" variant="light" mt={4}>
            {label}
          </Badge>
        )}
      </Table.Td>
      <Table.Td valign="top">
        {row.changed ? (
          <Group gap="xs" align="flex-start" wrap={row.kind === 'price' ? 'wrap' : 'nowrap'}>
            {row.before !== null && (
              <Text
                fz="sm"
                c="dimmed"
                td="line-through"
                style={{ ...prose, flex: row.kind === 'price' ? undefined : 1 }}
                data-testid="change-before"
              >
                {shown(row.before)}
              </Text>
            )}
            <Box
              bg="yellow.1"
              px={6}
              style={{ borderRadius: 4, flex: row.kind === 'price' ? undefined : 1, minWidth: 0 }}
              data-testid="change-after"
            >
              <Text fz="sm" fw={600} style={prose}>
                {shown(row.after)}
              </Text>
            </Box>
          </Group>
        ) : (
          <Text fz="sm" style={prose}>
            {shown(row.after)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Rows({ rows }: { rows: ChangeRow[] }) {
  return (
    <Table layout="fixed" verticalSpacing="sm">
      <Table.Tbody>
        {rows.map((row) => (
          <Row key={`${row.kind}-${row.field}`} row={row} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What the supplier changes (issue 39): the changed fields first, old value struck through beside
 * the new one; the unchanged fields folded under «Без изменений».
 */
export function ProductChangeDiff({ rows, accepted }: { rows: ChangeRow[]; accepted: boolean }) {
  const changed = rows.filter((row) => row.changed);
  const same = rows.filter((row) => !row.changed);
  return (
    <>
      {changed.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {accepted
            ? 'Изменения приняты: карточка в каталоге такая, как предложил поставщик.'
            : 'Поставщик ничего не изменил.'}
        </Text>
      ) : (
        <Rows rows={changed} />
      )}
      {same.length > 0 && (
        <Accordion variant="contained" mt="md" data-testid="change-same-fold">
          <Accordion.Item value="same">
            <Accordion.Control>Без изменений ({same.length})</Accordion.Control>
            <Accordion.Panel>
              <Rows rows={same} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </>
  );
}
