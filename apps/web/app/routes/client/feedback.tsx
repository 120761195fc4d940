import { postFeedback, ZFeedbackForm } from '@agrolease/contracts/services';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { FeedbackForm } from '../../components/forms/feedback-form';
import { submitServiceForm } from '../../lib/form-action.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/feedback';

export async function action({ request, context }: Route.ActionArgs) {
  return submitServiceForm(context, postFeedback, ZFeedbackForm, await readForm(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Обратная связь',
    description:
      'Вопрос, предложение, жалоба или обращение в техническую поддержку — ответим в течение 3 рабочих дней.',
  });

export default function Feedback() {
  const [params] = useSearchParams();
  const topic = params.get('topic') === 'support' ? 'support' : 'question';
  return (
    <PageShell
      trail={trailOf('/client/services/feedback/', 'Обратная связь', [
        { title: 'Сервисы', href: '/client/services/' },
      ])}
      title="Обратная связь"
      lead="Задайте вопрос, оставьте предложение или жалобу. Ответим на электронную почту в течение 3 рабочих дней."
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <FeedbackForm topic={topic} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Title order={3} fz="lg">
              Другие способы связи
            </Title>
            <Text fz="sm">
              Единый бесплатный телефон: <strong>8 800 000-00-00</strong>
              <br />
              пн–пт 9:00–18:00 МСК
            </Text>
            <Text fz="sm">
              Техническая поддержка личного кабинета и электронной подписи: <strong>8 800 000-00-01</strong>
            </Text>
            <Text fz="sm" c="dimmed">
              Жалобы по действующим договорам лизинга можно также подать в личном кабинете в разделе
              «Претензии».
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
