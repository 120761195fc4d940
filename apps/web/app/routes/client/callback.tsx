import { setCall, ZCallbackForm } from '@agrolease/contracts/services';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { ContactForm, NAME_FIELD, PHONE_FIELD } from '../../components/forms/contact-form';
import { submitServiceForm } from '../../lib/form-action.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/callback';

export async function action({ request, context }: Route.ActionArgs) {
  // Asked from a machine's page (?product=), the request names that page: the supplier sees it
  // among its leads (decision 0106).
  const product = new URL(request.url).searchParams.get('product') ?? '';
  return submitServiceForm(context, setCall, ZCallbackForm, await readForm(request), {
    page: /^[1-9]\d{0,8}$/.test(product) ? `/catalog/item/${product}/` : '/client/services/callback/',
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Обратный звонок',
    description: 'Оставьте телефон — специалист перезвонит в рабочее время.',
  });

export default function Callback() {
  const [params] = useSearchParams();
  const product = params.get('product') ?? '';
  const action = /^[1-9]\d{0,8}$/.test(product) ? `/client/services/callback/?product=${product}` : undefined;
  return (
    <PageShell
      trail={trailOf('/client/services/callback/', 'Обратный звонок', [
        { title: 'Сервисы', href: '/client/services/' },
      ])}
      title="Обратный звонок"
      lead="Оставьте телефон — специалист перезвонит в рабочее время (пн–пт 9:00–18:00 МСК), ответит на вопросы и поможет подобрать программу лизинга."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <ContactForm
            action={action}
            schema={() => import('@agrolease/contracts/services').then((module) => module.ZCallbackForm)}
            fields={[
              NAME_FIELD,
              PHONE_FIELD,
              { name: 'time', label: 'Удобное время звонка', placeholder: 'Например, после 14:00' },
              { name: 'comment', label: 'Комментарий', type: 'textarea' },
            ]}
            submitLabel="Жду звонка"
            acceptedText="Специалист перезвонит в рабочее время. Если заявка отправлена вечером или в выходной — в ближайший рабочий день."
          />
        </Paper>
        <Text c="dimmed" fz="sm">
          Звонок бесплатный. Можно позвонить самим: 8 800 000-00-00.
        </Text>
      </SimpleGrid>
    </PageShell>
  );
}
