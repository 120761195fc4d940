import { setMarketingOfferCall, ZMarketingOfferForm } from '@agrolease/contracts/services';
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { ContactForm, NAME_FIELD, PHONE_FIELD } from '../../components/forms/contact-form';
import { submitServiceForm } from '../../lib/form-action.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/app-request';

export async function action({ request, context }: Route.ActionArgs) {
  return submitServiceForm(context, setMarketingOfferCall, ZMarketingOfferForm, await readForm(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Заявка на лизинг',
    description: 'Оставьте заявку — менеджер подберёт технику и программу лизинга и рассчитает платежи.',
  });

export default function AppRequest() {
  return (
    <PageShell
      trail={trailOf('/client/services/app/', 'Заявка на лизинг', [
        { title: 'Сервисы', href: '/client/services/' },
      ])}
      title="Заявка на лизинг"
      lead="Расскажите, какая техника нужна, — менеджер подберёт программу, рассчитает платежи и поможет собрать документы."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <ContactForm
            schema={() =>
              import('@agrolease/contracts/services').then((module) => module.ZMarketingOfferForm)
            }
            fields={[
              NAME_FIELD,
              PHONE_FIELD,
              { name: 'offer', label: 'Какая техника нужна', placeholder: 'Например, трактор 300 л. с.' },
            ]}
            submitLabel="Отправить заявку"
            acceptedText="Менеджер свяжется с вами в течение рабочего дня. Полную заявку можно оформить в личном кабинете."
          />
        </Paper>
        <Stack>
          <Title order={3} fz="lg">
            Что будет дальше
          </Title>
          <List spacing="xs" fz="sm">
            <List.Item>Менеджер уточнит задачу и предложит технику из каталога.</List.Item>
            <List.Item>Подготовим расчёт с графиком платежей.</List.Item>
            <List.Item>Заявку и документы оформите онлайн в личном кабинете.</List.Item>
          </List>
          <Text fz="sm" c="dimmed">
            Решение по заявкам до 1 млн рублей — за один рабочий день.
          </Text>
        </Stack>
      </SimpleGrid>
    </PageShell>
  );
}
