import { factoring } from '@agrolease/contracts';
import { formatMoscowDate } from '@agrolease/domain';
import { DocumentDownload } from '../../../components/factoring/document-download';
import { FACTORING_BASE } from '../../../components/factoring/factoring-sections';
import { RegisterCard } from '../../../components/factoring/register-card';
import { ListPage } from '../../../components/list-page/list-page';
import { Group, Paper, Text, Title } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/documents';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Документы',
    description: 'Генеральный договор факторинга и уведомления покупателям об уступке требований.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return await getGateway(context).call(factoring.factoringDocuments, {});
}

/**
 * The supplier's documents (spec 1 §2 `factoring/documents`, decision 0105): the general
 * factoring agreement and, for each register sent to the factor, the notice to the customer.
 */
export default function FactoringDocuments({ loaderData: { agreement, registers } }: Route.ComponentProps) {
  return (
    <ListPage
      crumbs={[{ title: 'Документы', href: `${FACTORING_BASE}/documents` }]}
      title="Документы"
      intro={
        <>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="factoring-agreement">
            <Title order={2} fz="lg" mb="xs">
              Генеральный договор факторинга № {agreement.number}
            </Title>
            <Text fz="sm" c="dimmed" mb="md">
              От {formatMoscowDate(agreement.date)}. Условия уступки требований к покупателям: аванс до 90%
              суммы подтверждённого реестра, уведомление покупателя, порядок платежей.
            </Text>
            <DocumentDownload
              href={agreement.document.url}
              fileName={agreement.document.file_name}
              label="Скачать договор (PDF)"
            />
          </Paper>
          <Title order={2} fz="lg">
            Уведомления покупателям об уступке
          </Title>
        </>
      }
      items={registers}
      card={(item) => (
        <RegisterCard item={item} party="customer" href={`${FACTORING_BASE}/registers/${item.id}`}>
          <Group gap="xs" mt="sm" data-testid="factoring-documents">
            {item.documents
              .filter((document) => document.kind === 'notice')
              .map((document) => (
                <DocumentDownload
                  key={document.url}
                  href={document.url}
                  fileName={document.file_name}
                  label="Уведомление об уступке (PDF)"
                />
              ))}
          </Group>
        </RegisterCard>
      )}
      empty="Уведомление появится, когда вы отправите реестр на финансирование: по нему покупатель будет платить АО «Агролизинг»."
      pages={1}
    />
  );
}
