import { compliance } from '@agrolease/contracts';
import { SimpleGrid, TableScrollContainer } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../components/cabinet/requests/status-badge';
import {
  Anchor,
  Group,
  Paper,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '../../components/plain/mantine-markup';
import { PlainButton } from '../../components/plain/plain-button';
import { getGateway } from '../../lib/gateway.server';
import { idParam, orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/compliance-form';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Анкета клиента', description: 'Анкета, декларация или регистрация клиента.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { item: null };
  const id = idParam(params.id);
  const { item } = await orNotFound(
    getGateway(context).call(compliance.backofficeComplianceForm, { id_object: id }),
  );
  return { item };
}

/** One client's form as the client signed or sent it, read-only (decision 0102). */
export default function BackofficeComplianceForm({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  if (!item) return null;
  return (
    <Stack gap="lg">
      <Anchor to="/backoffice/compliance" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} /> Анкеты и декларации
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {item.kind_title} {item.code}
          </Title>
          <Text c="dimmed" fz="sm">
            {item.company}, ИНН {item.inn} · обновлено {formatDateTime(item.updated)}
          </Text>
        </div>
        <StatusBadge status={item.status} title={item.status_title} />
      </Group>
      {item.document && (
        <Group gap="xs">
          <PlainButton
            component="a"
            href={item.document.signed_src ?? item.document.src}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconExternalLink size={16} />}
          >
            {item.document.signed ? 'Подписанный PDF' : 'PDF (не подписан)'}
          </PlainButton>
        </Group>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {item.rows.map((row) => (
            <div key={row.title} style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed">
                {row.title}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      {item.tables.map((table) => (
        <Stack key={table.title} gap="xs">
          <Title order={2} fz="lg">
            {table.title}
          </Title>
          {table.rows.length === 0 ? (
            <Text c="dimmed">Нет</Text>
          ) : (
            <TableScrollContainer minWidth={520}>
              <Table>
                <TableThead>
                  <TableTr striped>
                    {table.columns.map((column) => (
                      <TableTh key={column}>{column}</TableTh>
                    ))}
                  </TableTr>
                </TableThead>
                <TableTbody>
                  {table.rows.map((row) => (
                    <TableTr striped key={row.join('|')}>
                      {row.map((cell, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
                        <TableTd key={index}>{cell}</TableTd>
                      ))}
                    </TableTr>
                  ))}
                </TableTbody>
              </Table>
            </TableScrollContainer>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
