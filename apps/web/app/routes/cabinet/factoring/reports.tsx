import { factoring } from '@agrolease/contracts';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { FACTORING_BASE } from '../../../components/factoring/factoring-sections';
import { PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/reports';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Отчёты', description: 'Реестры и накладные в Excel.' }),
  { name: 'robots', content: 'noindex' },
];

/** The supplier's reports (spec 1 §2 `factoring/reports`): registers and invoices as XLSX. */
export default function FactoringReports() {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Отчёты', href: `${FACTORING_BASE}/reports` }]} />
      <PageTitle>Отчёты</PageTitle>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="xs">
          Реестры и накладные
        </Title>
        <Text fz="sm" c="dimmed" mb="md">
          Файл Excel: лист «Реестры» с состоянием, суммой, авансом и выплатами, лист «Накладные» со всеми
          накладными и сроками оплаты.
        </Text>
        <Button
          component="a"
          href={`/srv${factoring.FACTORING_REPORT_PATH}`}
          download
          leftSection={<IconDownload size={18} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Скачать XLSX
        </Button>
      </Paper>
    </Stack>
  );
}
