import { content } from '@agrolease/contracts';
import { setAgentshipCall, ZAgentshipForm } from '@agrolease/contracts/services';
import {
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconFileTypePdf, IconFileWord } from '@tabler/icons-react';
import { HtmlContent } from '../../components/content/html-content';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { ContactForm, NAME_FIELD, PHONE_FIELD } from '../../components/forms/contact-form';
import { submitServiceForm } from '../../lib/form-action.server';
import { getGateway } from '../../lib/gateway.server';
import { loadPageInfo, pathOf } from '../../lib/page-info.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/content-page';

/** Document packages and selling points shown under the text of some pages. */
const PACKAGES: Record<string, string> = {
  '/client/docs/': 'client_docs',
  '/investors/reports/': 'investors_reports',
  '/investors/insiders/': 'investors_insiders',
  '/company/tenders/': 'tenders',
  '/providers/partnership/': 'providers',
  '/documentflow/': 'documentflow',
};
const SELLING_POINTS: Record<string, string> = {
  '/company/': 'main',
  '/client/': 'main',
  '/providers/partnership/': 'providers',
  '/providers/agentship/': 'agents',
};

/** Any page of the content table (company, client, investors, partners, document flow). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pathOf(request);
  const gateway = getGateway(context);
  const [page, documents, sellingPoints] = await Promise.all([
    loadPageInfo(context, { url: path }),
    PACKAGES[path] ? gateway.call(content.getPackageByCode, { code: PACKAGES[path] }) : undefined,
    SELLING_POINTS[path] ? gateway.call(content.getUTPByCode, { code: SELLING_POINTS[path] }) : undefined,
  ]);
  return { page, documents: documents?.items ?? [], sellingPoints: sellingPoints?.items ?? [] };
}

const AGENTSHIP_PAGE = '/providers/agentship/';

/** The agentship page carries a request form (SetAgentshipCall); other content pages take no posts. */
export async function action({ request, context }: Route.ActionArgs) {
  if (pathOf(request) !== AGENTSHIP_PAGE) throw new Response(null, { status: 405 });
  return submitServiceForm(context, setAgentshipCall, ZAgentshipForm, await readForm(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.page.meta_title ?? 'Агролизинг',
    description: args.data?.page.meta_description ?? '',
  });

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, documents, sellingPoints } = loaderData;
  return (
    <PageShell
      trail={trailOf(page.url, page.h1)}
      title={page.h1}
      lead={page.description}
      date={page.type === 'article' ? page.date : undefined}
    >
      {sellingPoints.length > 0 && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
          {sellingPoints.map((point) => (
            <Card key={point.title} withBorder padding="md" bg="field.0">
              <Text fw={700} c="field.8">
                {point.title}
              </Text>
              <Text fz="sm" c="dimmed" mt={4}>
                {point.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Stack gap="md" maw={920}>
        {page.h2 && (
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {page.h2}
          </Title>
        )}
        <HtmlContent html={page.content} />
        <HtmlContent html={page.customHTMl} />
      </Stack>
      {page.url === AGENTSHIP_PAGE && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
          <Title order={2} fz="xl" mb="md">
            Стать агентом
          </Title>
          <ContactForm
            schema={() => import('@agrolease/contracts/services').then((module) => module.ZAgentshipForm)}
            fields={[
              NAME_FIELD,
              PHONE_FIELD,
              { name: 'email', label: 'Электронная почта', type: 'email', autoComplete: 'email' },
              { name: 'company', label: 'Компания или ИП' },
              { name: 'region', label: 'Регион работы' },
            ]}
            submitLabel="Отправить заявку"
            acceptedText="Менеджер по работе с агентами свяжется с вами в течение двух рабочих дней."
          />
        </Paper>
      )}
      {documents.length > 0 && (
        <Stack gap="sm" maw={920}>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            Документы
          </Title>
          <List spacing="sm" listStyleType="none" p={0}>
            {documents.map((document) => (
              <List.Item key={document.code}>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size={36}>
                    {document.mimeType === 'application/pdf' ? (
                      <IconFileTypePdf size={20} />
                    ) : (
                      <IconFileWord size={20} />
                    )}
                  </ThemeIcon>
                  <Anchor href={document.url} download>
                    {document.title}
                  </Anchor>
                  <Badge variant="outline" color="gray" size="sm">
                    {document.mimeType === 'application/pdf' ? 'PDF' : 'DOCX'}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </PageShell>
  );
}
