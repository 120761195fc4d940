import { agent, isGatewayError } from '@agrolease/contracts';
import { agentApplicationWizardUrl } from '@agrolease/contracts/agent-values';
import { formatMoscowDate, formatRoubles } from '@agrolease/domain';
import { Alert, Button } from '@mantine/core';
import { data } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { StatusBadge } from '../../../components/cabinet/requests/status-badge';
import {
  Anchor,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainStepper } from '../../../components/plain/plain-stepper';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/application';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявка', description: 'Ход заявки, которую ведёт агент.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  try {
    return await getGateway(context).call(agent.agentApplication, { id });
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** One application's progress (spec 1 §2 `applications/{id}`; decision 0087). */
export default function AgentApplication({ loaderData }: Route.ComponentProps) {
  const { item, progress, products, deal, manager_comment, submitted } = loaderData;
  const active = progress.findIndex((step) => step.current);
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Заявки', href: '/cabinet/v2/agent/applications' },
          { title: item.title, href: `/cabinet/v2/agent/applications/${item.id}` },
        ]}
      />
      <Group justify="space-between" gap="sm">
        <PageTitle data-testid="agent-application-title">
          {item.status === 'draft' ? item.title : `Заявка ${item.title}`}
        </PageTitle>
        <StatusBadge status={item.status} title={item.status_title} />
      </Group>
      <Text>
        Контрагент:{' '}
        <Anchor to={`/cabinet/v2/agent/contractors/${item.contractor.id}`} underline="always">
          {item.contractor.title}
        </Anchor>
        , ИНН {item.contractor.inn}
      </Text>
      {item.status === 'draft' && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Черновик">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">
              {item.step >= 8
                ? 'Заявка сформирована. Компания подписывает её в своём личном кабинете кодом из SMS; после подписи заявка уйдёт в Агролизинг.'
                : `Заявка заполнена до шага ${item.step} из 8. Заполните её за компанию: техника, доставка, условия, сведения и документы; подпишет заявку сама компания.`}
            </Text>
            <PlainButton
              component={AppLink}
              to={agentApplicationWizardUrl(item.id, item.step)}
              variant="light"
            >
              {item.step >= 8 ? 'Открыть заявку' : 'Заполнить заявку'}
            </PlainButton>
          </Stack>
        </Paper>
      )}
      {submitted && (
        <Text fz="sm" c="dimmed">
          Отправлена {formatDay(submitted)}
        </Text>
      )}
      {manager_comment && (
        <Alert color="orange" title="Комментарий менеджера">
          {manager_comment}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label="Ход заявки" component="section">
        <PlainStepper
          active={active === -1 ? progress.length : active}
          orientation="vertical"
          size="sm"
          steps={progress.map((step) => ({ label: step.title }))}
        />
      </Paper>
      {products.length > 0 && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Техника">
          <Title order={2} fz="lg" mb="sm">
            Техника
          </Title>
          <Stack gap="xs">
            {products.map((product) => (
              <Group key={product.title} justify="space-between" gap="xs" wrap="wrap">
                <Text fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
                  {product.title} × {product.quantity}
                </Text>
                <Text fz="sm" fw={600}>
                  {formatRoubles(product.price * product.quantity)}
                </Text>
              </Group>
            ))}
            <Text fw={700}>Итого: {formatRoubles(item.products_sum)}</Text>
          </Stack>
        </Paper>
      )}
      {deal && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Сделка">
          <Title order={2} fz="lg" mb="sm">
            Сделка {deal.code}
          </Title>
          <Text fz="sm">Этап: {deal.stage_title}</Text>
          <Text fz="sm" data-testid="agent-deal-commission">
            Вознаграждение: {formatRoubles(deal.commission)}
            {deal.commission_status === 'paid'
              ? ` (выплачено ${formatMoscowDate(deal.commission_paid_on, '')})`
              : deal.commission_status === 'earned'
                ? ' (заработано, ожидает выплаты)'
                : ' (выплата после закрытия сделки)'}
          </Text>
          {deal.commission_act_url && (
            <Anchor href={deal.commission_act_url} fz="sm" data-testid="agent-commission-act">
              Акт об оказании услуг (PDF)
            </Anchor>
          )}
          <Button component={AppLink} to={`/cabinet/v2/agent/deals/${deal.id}`} variant="light" mt="sm">
            Открыть сделку
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
