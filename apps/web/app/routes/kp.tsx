import '@mantine/dropzone/styles.css';
import { Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRouteLoaderData } from 'react-router';
import { publicBreadcrumbs } from '../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { KpForm } from '../components/kp/kp-form';
import { pageMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/kp';

const TITLE = 'Расчёт по коммерческому предложению';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: TITLE,
    description:
      'Пришлите коммерческое предложение поставщика техники — рассчитаем лизинг с учётом господдержки и перезвоним.',
  });

export default function KpPage() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={publicBreadcrumbs([{ title: TITLE, href: '/kp/' }])} origin={root?.origin} />
        <Grid gap={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 26, sm: 34 }}>
                {TITLE}
              </Title>
              <Text c="dimmed">
                Уже выбрали технику у поставщика? Загрузите его коммерческое предложение — подготовим расчёт
                лизинга и свяжемся с вами.
              </Text>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={22} radius="xl" variant="light">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                <List.Item>Подберём аванс, срок и график платежей под сезонность хозяйства</List.Item>
                <List.Item>Учтём программы господдержки и субсидии</List.Item>
                <List.Item>Менеджер позвонит в течение рабочего дня</List.Item>
              </List>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <KpForm />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
