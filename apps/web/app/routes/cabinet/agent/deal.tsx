import { agentDeal, isGatewayError } from '@agrolease/contracts';
import { formatMoscowDate, formatRoubles } from '@agrolease/domain';
import { Alert } from '@mantine/core';
import { data, redirect } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { DealWizardView, dealWizardShouldRevalidate } from '../../../components/cabinet/deal-wizard-view';
import { SectionCard } from '../../../components/cabinet/section-card';
import { Anchor, Badge, Group, Stack, Text } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { dealWizardAction } from '../../../lib/deal-wizard-action.server';
import { getGateway } from '../../../lib/gateway.server';
import { idParam } from '../../../lib/not-found.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/deal';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Сделка',
    description: 'Сделка контрагента: условия, договор, вознаграждение.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const requested = Number(new URL(request.url).searchParams.get('step')) || undefined;
  const gateway = getGateway(context);
  try {
    const wizard = await gateway.call(agentDeal.agentDealWizard, {
      id_object: id,
      method: 'get',
      step: requested,
    });
    // spec 2 §4: a reply at another step than the one asked for is asked again at its own step.
    if (requested !== undefined && wizard.wizard.step !== requested) throw redirect(wizard.wizard.url);
    const shipping =
      wizard.id_shipping === null
        ? null
        : await gateway.call(agentDeal.agentDealShippingCost, { id_shipping: wizard.id_shipping });
    return { wizard, shipping };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  return dealWizardAction(request, (fields, method) =>
    getGateway(context).call(agentDeal.agentDealWizard, {
      ...fields,
      id_object: id,
      action: method,
    } as never),
  );
}

export const shouldRevalidate = dealWizardShouldRevalidate;

/**
 * The agent deal wizard (spec 1 §3–§4, decision 0101): the client's wizard on the contractor's
 * deal, with the contractor and the agent's commission; the company signs its contract itself.
 */
export default function AgentDeal({ loaderData: { wizard, shipping } }: Route.ComponentProps) {
  const { contractor, commission, flags } = wizard;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Сделки', href: '/cabinet/v2/agent/deals' },
          { title: wizard.deal.code, href: `/cabinet/v2/agent/deals/${wizard.deal.id}` },
        ]}
      />
      <DealWizardView reply={wizard} shipping={shipping}>
        <Text>
          Контрагент:{' '}
          <Anchor to={`/cabinet/v2/agent/contractors/${contractor.id}`} underline="always">
            {contractor.title}
          </Anchor>
          , ИНН {contractor.inn}
        </Text>
        {!wizard.states.isrobo && (
          <Alert color="blue" title="Ручные условия" data-testid="agent-deal-manual">
            {Object.keys(wizard.conditions).length > 0
              ? 'Аванс, срок и ставку установил менеджер: их нельзя изменить, только согласовать. Договор подписывается на бумаге.'
              : 'Менеджер согласует условия с компанией и подготовит договор; подписание — на бумаге.'}
          </Alert>
        )}
        {commission && (
          <SectionCard
            title="Вознаграждение агента"
            testId="agent-deal-commission"
            aside={
              <Badge
                variant="light"
                color={
                  commission.status === 'paid' ? 'green' : commission.status === 'earned' ? 'teal' : 'blue'
                }
              >
                {commission.status_title}
              </Badge>
            }
          >
            <Group gap="xl" wrap="wrap">
              <div>
                <Text fz="xs" c="dimmed">
                  Сумма
                </Text>
                <Text fw={700} fz="lg">
                  {formatRoubles(commission.amount)}
                </Text>
              </div>
              <div>
                <Text fz="xs" c="dimmed">
                  Ставка
                </Text>
                <Text fw={600}>
                  {String(commission.percent).replace('.', ',')} % от {formatRoubles(commission.base)}
                </Text>
              </div>
            </Group>
            {commission.status === 'paid' && commission.act_url && (
              <Group gap="sm" mt="sm" wrap="wrap">
                <Text fz="sm">
                  Выплачено {formatMoscowDate(commission.paid_on, '')}, платёжное поручение №{' '}
                  {commission.payment_order}
                </Text>
                <PlainButton component="a" href={commission.act_url} variant="light" size="xs">
                  Акт об оказании услуг
                </PlainButton>
              </Group>
            )}
            {flags.commission && (
              <Text fz="sm" mt="sm">
                Условия согласованы, вознаграждение начислено. Оно будет выплачено после закрытия сделки, а
                менеджер тем временем готовит договор лизинга.
              </Text>
            )}
          </SectionCard>
        )}
        {wizard.roboOrderSigningDocuments.some((document) => !document.signed) && (
          <Alert color="yellow" title="Договор ждёт подписи компании">
            Компания подписывает договор в своём личном кабинете, в разделе «Документы».
          </Alert>
        )}
      </DealWizardView>
    </Stack>
  );
}
