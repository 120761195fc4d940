import { agent, isGatewayError } from '@agrolease/contracts';
import { Alert, Button, Grid } from '@mantine/core';
import { IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { CalculatorFigures } from '../../../components/calculator/calculator-figures';
import { ScheduleTable } from '../../../components/calculator/schedule-table';
import { PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/offer';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Коммерческое предложение', description: 'Расчёт лизинга для контрагента.' }),
  { name: 'robots', content: 'noindex' },
];

function offerId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return await getGateway(context).call(agent.agentOffer, { id: offerId(params.id) });
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const email = String((await request.formData()).get('email') ?? '').trim();
  try {
    const reply = await getGateway(context).call(agent.agentOfferSend, { id: offerId(params.id), email });
    return { email, sent_to: reply.sent_to, error: undefined };
  } catch (error) {
    if (isGatewayError(error) && error.status < 500 && error.status !== 401 && error.status !== 403) {
      const field = error.reply.errors_list?.find((item) => item.prop === 'email');
      return data(
        { email, sent_to: undefined, error: field?.error ?? error.reply.error_message },
        { status: 400 },
      );
    }
    throw error;
  }
}

/** One commercial offer: its figures and schedule, the PDF and sending it (decision 0092). */
export default function AgentOffer({ loaderData: { item, result }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [search] = useSearchParams();
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Коммерческие предложения', href: '/cabinet/v2/agent/offers' },
          { title: item.number, href: `/cabinet/v2/agent/offers/${item.id}` },
        ]}
      />
      <Stack gap={4}>
        <PageTitle style={{ overflowWrap: 'anywhere' }}>
          {item.number} · {item.subject}
        </PageTitle>
        <Text c="dimmed" fz="sm">
          {item.contractor.title}, ИНН {item.contractor.inn} · {item.category} · от {formatDay(item.created)}
        </Text>
      </Stack>
      {search.get('created') === '1' && <Alert color="green">Предложение рассчитано и сохранено.</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <CalculatorFigures result={result} seasonal={result.repayment_code === '9'} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <PlainButton
                component="a"
                href={item.pdf_url}
                variant="light"
                leftSection={<IconFileTypePdf size={18} />}
                fullWidth
              >
                Скачать PDF
              </PlainButton>
              <Form method="post">
                <Stack gap="sm">
                  <PlainTextInput
                    name="email"
                    type="email"
                    label="Отправить на e-mail"
                    placeholder="client@example.ru"
                    autoComplete="email"
                    defaultValue={actionData?.email ?? ''}
                    error={actionData?.error}
                    required
                  />
                  <Button
                    type="submit"
                    leftSection={<IconSend size={18} />}
                    loading={navigation.state === 'submitting'}
                    fullWidth
                  >
                    Отправить с PDF
                  </Button>
                </Stack>
              </Form>
              {(actionData?.sent_to ?? item.sent_to) && (
                <Text fz="sm" c="dimmed" data-testid="offer-sent">
                  {actionData?.sent_to
                    ? `Отправлено на ${actionData.sent_to}`
                    : `Последний раз отправлено на ${item.sent_to}, ${formatDay(item.sent)}`}
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Stack gap="sm">
        <Title order={2} fz={20}>
          График платежей
        </Title>
        <ScheduleTable schedule={result.schedule} />
      </Stack>
    </Stack>
  );
}
