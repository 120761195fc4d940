import { supplierReports as contract, isGatewayError, type TCallReply } from '@agrolease/contracts';
import { REPORTS_PAGE, SPECIAL_REPORT_PAGE } from '@agrolease/contracts/supplier-reports-values';
import { formatMoscowDateTime, formatNumberRu, formatRoubles } from '@agrolease/domain';
import {
  Alert,
  Button,
  Table as MantineTable,
  Text as MantineText,
  Progress,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Form } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { CardRows } from '../../../components/cabinet/card-rows';
import { DownloadWithProgress } from '../../../components/cabinet/download-with-progress';
import { Group, PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { ReportsTabs } from '../../../components/supplier/reports-tabs';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/special-report';
import { supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Специальный отчёт',
    description: 'Техника поставщика в заявках и сделках по месяцам и состояниям.',
  }),
  { name: 'robots', content: 'noindex' },
];

const MONTH = /^\d{4}-\d{2}$/;

/** The report for the period in the address; a period the gateway refuses shows why, with the default one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const gateway = getGateway(context);
  const period = { ...(MONTH.test(from) ? { from } : {}), ...(MONTH.test(to) ? { to } : {}) };
  try {
    return { report: await gateway.call(contract.supplierSpecialReport, period), locked: null, problem: '' };
  } catch (error) {
    if (isGatewayError(error) && error.status === 400) {
      const { reply, locked } = await supplierCall(gateway.call(contract.supplierSpecialReport, {}));
      return { report: reply, locked, problem: error.reply.error_message };
    }
    // A supplier not accredited: what unlocks the section.
    const { reply, locked } = await supplierCall(Promise.reject(error));
    return { report: reply, locked, problem: '' };
  }
}

type Report = TCallReply<typeof contract.supplierSpecialReport>;

function Figure({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz="xs" c="dimmed">
        {title}
      </Text>
      <MantineText fw={700} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </MantineText>
      {note && (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {note}
        </Text>
      )}
    </Paper>
  );
}

function Totals({ report }: { report: Report }) {
  const { totals } = report;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="special-report-totals">
      <Figure
        title="Заявки с вашей техникой"
        value={formatNumberRu(totals.applications)}
        note={`${formatNumberRu(totals.machines)} ед. техники`}
      />
      <Figure title="Сумма в заявках" value={formatRoubles(totals.amount)} />
      <Figure title="Сделки" value={formatNumberRu(totals.deals)} note={formatRoubles(totals.deals_amount)} />
      <Figure
        title="Поставлено"
        value={formatNumberRu(totals.delivered)}
        note={formatRoubles(totals.delivered_amount)}
      />
      <Figure title="Конверсия в сделки" value={`${totals.conversion}%`} />
    </SimpleGrid>
  );
}

function States({ report }: { report: Report }) {
  const most = Math.max(1, ...report.states.map((one) => one.applications));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="По состояниям">
      <Title order={2} fz="lg" mb="sm">
        Заявки по состояниям
      </Title>
      <Stack gap="xs">
        {report.states.map((one) => (
          <div key={one.state} data-testid="special-report-state">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm">{one.title}</Text>
              <Text fz="sm" fw={600} style={{ flexShrink: 0 }}>
                {one.applications} · {formatRoubles(one.amount)}
              </Text>
            </Group>
            <Progress value={(one.applications / most) * 100} size="sm" aria-hidden />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

function Months({ report }: { report: Report }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="По месяцам">
      <Title order={2} fz="lg" mb="sm">
        По месяцам
      </Title>
      {/* Below 768 px each month is a card (issue 39): the table was 620 px wide on a phone. */}
      <CardRows minWidth={620} label="По месяцам">
        <MantineTable striped fz="sm" verticalSpacing={6}>
          <MantineTable.Thead>
            <MantineTable.Tr>
              <MantineTable.Th>Месяц</MantineTable.Th>
              <MantineTable.Th ta="right">Заявки</MantineTable.Th>
              <MantineTable.Th ta="right">Сумма в заявках</MantineTable.Th>
              <MantineTable.Th ta="right">Сделки</MantineTable.Th>
              <MantineTable.Th ta="right">Сумма в сделках</MantineTable.Th>
              <MantineTable.Th ta="right">Поставлено</MantineTable.Th>
            </MantineTable.Tr>
          </MantineTable.Thead>
          <MantineTable.Tbody>
            {[...report.months].reverse().map((month) => (
              <MantineTable.Tr key={month.month} data-testid="special-report-month">
                <MantineTable.Td fw={600}>{month.title}</MantineTable.Td>
                <MantineTable.Td ta="right" data-label="Заявки">
                  {month.applications}
                </MantineTable.Td>
                <MantineTable.Td ta="right" data-label="Сумма в заявках">
                  {formatRoubles(month.amount)}
                </MantineTable.Td>
                <MantineTable.Td ta="right" data-label="Сделки">
                  {month.deals}
                </MantineTable.Td>
                <MantineTable.Td ta="right" data-label="Сумма в сделках">
                  {formatRoubles(month.deals_amount)}
                </MantineTable.Td>
                <MantineTable.Td ta="right" data-label="Поставлено">
                  {month.delivered}
                </MantineTable.Td>
              </MantineTable.Tr>
            ))}
          </MantineTable.Tbody>
        </MantineTable>
      </CardRows>
    </Paper>
  );
}

function Products({ report }: { report: Report }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Техника">
      <Title order={2} fz="lg" mb="sm">
        Техника в заявках
      </Title>
      {report.products.length === 0 ? (
        <Text c="dimmed" fz="sm">
          За период вашу технику в заявки не добавляли.
        </Text>
      ) : (
        <Stack gap={6}>
          {report.products.map((product) => (
            <Group key={product.id} justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {product.title}
              </Text>
              <Text fz="sm" fw={600} style={{ flexShrink: 0 }}>
                {product.machines} шт. · {formatRoubles(product.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The supplier's special report (SupplierSpecialReport and its XLSX; decision 0100). */
export default function SupplierSpecialReport({ loaderData }: Route.ComponentProps) {
  const { report, locked, problem } = loaderData;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Отчёты', href: REPORTS_PAGE },
          { title: 'Специальный отчёт', href: SPECIAL_REPORT_PAGE },
        ]}
      />
      <PageTitle>Специальный отчёт</PageTitle>
      <ReportsTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {problem && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {problem}. Показан отчёт за последние 12 месяцев.
        </Alert>
      )}
      {report && (
        <>
          <Text c="dimmed" fz="sm">
            {report.company} · {report.period.title} · сформирован {formatMoscowDateTime(report.generated)}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap" justify="space-between">
            <Form method="get" style={{ flex: '1 1 320px', minWidth: 0 }} aria-label="Период отчёта">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  type="month"
                  name="from"
                  label="С месяца"
                  defaultValue={report.period.from}
                  style={{ flex: '1 1 140px' }}
                />
                <TextInput
                  type="month"
                  name="to"
                  label="По месяц"
                  defaultValue={report.period.to}
                  style={{ flex: '1 1 140px' }}
                />
                <Button type="submit" variant="default" w={{ base: '100%', xs: 'auto' }}>
                  Показать
                </Button>
              </Group>
            </Form>
            <DownloadWithProgress
              href={report.download_url}
              fileName={`special-report-${report.period.from}-${report.period.to}.xlsx`}
              label="Скачать XLSX"
            />
          </Group>
          <Totals report={report} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <States report={report} />
            <Products report={report} />
          </SimpleGrid>
          <Months report={report} />
        </>
      )}
    </Stack>
  );
}
