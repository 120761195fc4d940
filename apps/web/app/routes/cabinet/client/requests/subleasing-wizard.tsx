import { isGatewayError } from '@agrolease/contracts';
import { subleasingWizardCalls, type TSubleasingReply } from '@agrolease/contracts/subleasing';
import { SUBLEASING_PATHS, type TSubleasingKind } from '@agrolease/contracts/subleasing-values';
import { Alert } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
} from '../../../../components/plain/mantine-markup';
import { DynamicForm } from '../../../../components/wizard/dynamic-form';
import { LeaveWizardDialog } from '../../../../components/wizard/leave-wizard-dialog';
import { useWizard, wizardShouldRevalidate } from '../../../../components/wizard/use-wizard';
import { WizardFooter } from '../../../../components/wizard/wizard-footer';
import { WizardStepper } from '../../../../components/wizard/wizard-stepper';
import { getGateway } from '../../../../lib/gateway.server';
import { pageMeta } from '../../../../lib/seo';
import type { Route } from './+types/subleasing-wizard';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сублизинг', description: 'Запрос, уведомление и подтверждение сублизинга.' }),
  { name: 'robots', content: 'noindex' },
];

const KIND_BY_SEGMENT: Record<string, TSubleasingKind> = {
  requests: 'request',
  notifications: 'notification',
  confirmations: 'confirmation',
};

/** spec 1 §4: the readiness step is polled; every few seconds until the check is done. */
const POLL_MS = 3000;

const positive = (value: string | null | undefined) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/** One of the three wizards under an order; objectId 'new' starts (or resumes) one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segment = url.pathname.split('/').at(-2) ?? '';
  const kind = KIND_BY_SEGMENT[segment];
  const orderId = positive(params.id);
  // useWizard keeps id_object in the search once 'new' created the object.
  const objectId =
    params.objectId === 'new' ? positive(url.searchParams.get('id_object')) : positive(params.objectId);
  if (!kind || !orderId || (params.objectId !== 'new' && !objectId)) throw data(null, { status: 404 });
  const step = positive(url.searchParams.get('step'));
  try {
    const reply = await getGateway(context).call(subleasingWizardCalls[kind], {
      id_order: orderId,
      ...(objectId ? { id_object: objectId } : {}),
      ...(step ? { step } : {}),
    });
    // A resumed draft gets its own address, so a reload keeps it.
    if (!objectId && reply.wizard.id_object) throw redirect(reply.wizard.url);
    return { reply: reply as TSubleasingReply, kind, orderId };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const shouldRevalidate = wizardShouldRevalidate;

export default function SubleasingWizardPage({ loaderData }: Route.ComponentProps) {
  const { kind, orderId } = loaderData;
  const wizard = useWizard<TSubleasingReply>({
    path: `/srv${SUBLEASING_PATHS[kind]}?id_order=${orderId}`,
    initial: loaderData.reply,
  });
  const { reply } = wizard;
  const checking = reply.wizard.state === 'checking';

  // The readiness step: ask again after each reply until the counterparty check is done.
  const { refresh } = wizard;
  useEffect(() => {
    if (reply.wizard.state !== 'checking') return;
    const timer = window.setTimeout(() => void refresh(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [reply, refresh]);

  return (
    <Stack gap="lg">
      <LeaveWizardDialog leaving={wizard.leaving} />
      <Anchor to={`/cabinet/v2/client/orders/${orderId}`} fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} /> {reply.order.contract_name}
        </Group>
      </Anchor>
      <Group justify="space-between" gap="sm">
        <PageTitle>
          {reply.title}
          {reply.code ? ` ${reply.code}` : ''}
        </PageTitle>
        <Badge variant="light" data-testid="subleasing-status">
          {reply.status_title}
        </Badge>
      </Group>
      <WizardStepper wizard={reply.wizard} onOpen={(step) => void wizard.open(step)} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {reply.wizard.finished && (
            <Alert color="green" icon={<IconCircleCheck />}>
              {reply.status === 'submitted' ? 'Отправлено на рассмотрение' : reply.status_title}
            </Alert>
          )}
          <DynamicForm
            items={reply.FormBuilder.items}
            values={wizard.values}
            errors={wizard.errors}
            message={wizard.message}
            disabled={wizard.pending || reply.wizard.finished}
            onChange={wizard.setValue}
          />
          {!reply.wizard.finished && (
            <WizardFooter wizard={wizard} busyLabel={checking ? 'Идёт проверка…' : undefined} />
          )}
          {checking && (
            <Text fz="sm" c="dimmed">
              Страница обновится сама, когда проверка завершится.
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
