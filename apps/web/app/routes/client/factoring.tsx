import { emailFactoring, ZFactoringForm } from '@agrolease/contracts/services';
import { Grid, Paper, Title } from '@mantine/core';
import { HtmlContent } from '../../components/content/html-content';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { ContactForm, PHONE_FIELD } from '../../components/forms/contact-form';
import { submitServiceForm } from '../../lib/form-action.server';
import { loadPageInfo } from '../../lib/page-info.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/factoring';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPageInfo(context, { url: '/client/factoring/' });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitServiceForm(context, emailFactoring, ZFactoringForm, await readForm(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.meta_title ?? 'Факторинг',
    description: args.data?.meta_description ?? 'Финансирование поставщиков сельхозтехники.',
  });

export default function Factoring({ loaderData: page }: Route.ComponentProps) {
  return (
    <PageShell trail={trailOf('/client/factoring/', page.h1)} title={page.h1} lead={page.description}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <HtmlContent html={page.content} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} fz="xl" mb="md">
              Заявка на факторинг
            </Title>
            <ContactForm
              schema={() => import('@agrolease/contracts/services').then((module) => module.ZFactoringForm)}
              consent
              fields={[
                { name: 'company', label: 'Компания', required: true, autoComplete: 'organization' },
                { name: 'inn', label: 'ИНН компании', required: true, placeholder: '10 или 12 цифр' },
                { name: 'name', label: 'Контактное лицо', required: true, autoComplete: 'name' },
                PHONE_FIELD,
                {
                  name: 'email',
                  label: 'Электронная почта',
                  required: true,
                  type: 'email',
                  autoComplete: 'email',
                },
                { name: 'buyer', label: 'Покупатель (дебитор)', placeholder: 'Кому отгружаете технику' },
                { name: 'volume', label: 'Объём поставок в год, ₽', type: 'number' },
                { name: 'comment', label: 'Комментарий', type: 'textarea' },
              ]}
              submitLabel="Отправить заявку"
              acceptedText="Заявка принята. Менеджер по факторингу свяжется с вами в течение двух рабочих дней."
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
