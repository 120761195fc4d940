import { agent } from '@agrolease/contracts';
import type { TBackofficeContractor } from '@agrolease/contracts/agent';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useFetcher } from 'react-router';
import { UnverifiedBadge } from '../../components/agent/unverified-badge';
import { formatDay } from '../../components/cabinet/cabinet-format';
import { ListPage } from '../../components/list-page/list-page';
import { Group, Paper, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/contractors';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Контрагенты агентов',
    description: 'Организации, которые агенты ввели вручную: проверка менеджером.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { items: null };
  return {
    exportPath: listReportPath(agent.backofficeAgentContractors),
    items: (await getGateway(context).call(agent.backofficeAgentContractors, {})).items,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'verify', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  return sendFromAction(context, 'verify', agent.backofficeAgentContractorVerify, {
    id: String(form.get('id') ?? ''),
  });
}

/** «Проверено»: the company's data matched its documents; it leaves the list. */
function VerifyButton({ item }: { item: TBackofficeContractor }) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={item.id} />
      <Button
        type="submit"
        size="xs"
        variant="light"
        leftSection={<IconCircleCheck size={14} />}
        loading={fetcher.state !== 'idle'}
        w={{ base: '100%', xs: 'auto' }}
      >
        Проверено
      </Button>
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && (
        <Text fz="xs" c="red" mt={4}>
          {fetcher.data.message}
        </Text>
      )}
    </fetcher.Form>
  );
}

/** Companies agents entered by hand (issue 39, decision 0179): checked by a manager, oldest first. */
export default function BackofficeContractors({ loaderData: { exportPath, items } }: Route.ComponentProps) {
  if (!items) return null;
  return (
    <ListPage
      title="Контрагенты агентов"
      exportPath={exportPath}
      intro={
        <Text c="dimmed" fz="sm">
          Организации, которых нет в реестре: агент ввёл их вручную. Сверьте название, ИНН, регион и адрес с
          документами организации и отметьте проверенные.
        </Text>
      }
      items={items}
      card={(item) => (
        <Paper withBorder radius="md" p="md" data-testid="backoffice-contractor">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <UnverifiedBadge />
              </Group>
              <Text fz="sm">ИНН {item.inn}</Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.region}, {item.address}
              </Text>
              <Text fz="xs" c="dimmed">
                Агент: {item.agent.title}
                {item.agent.name ? `, ${item.agent.name}` : ''} · добавлен {formatDay(item.created)}
              </Text>
            </div>
            <VerifyButton item={item} />
          </Group>
        </Paper>
      )}
      empty="Непроверенных контрагентов нет"
      pages={1}
    />
  );
}
