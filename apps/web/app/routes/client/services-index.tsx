import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCar, IconFileText, IconMessage2, IconPhoneCall, IconReceipt2 } from '@tabler/icons-react';
import classes from '../../components/content/content.module.css';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { AppLink } from '../../components/routing/app-link';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/services-index';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Сервисы для клиентов',
    description: 'Обратная связь, заявка на лизинг, обратный звонок, проверка штрафов и факторинг.',
  });

const SERVICES = [
  {
    to: '/client/services/feedback/',
    title: 'Обратная связь',
    text: 'Вопрос, предложение или жалоба',
    icon: IconMessage2,
  },
  {
    to: '/client/services/app/',
    title: 'Заявка на лизинг',
    text: 'Подбор техники и расчёт платежей',
    icon: IconFileText,
  },
  {
    to: '/client/services/callback/',
    title: 'Обратный звонок',
    text: 'Перезвоним в рабочее время',
    icon: IconPhoneCall,
  },
  {
    to: '/client/services/fines/',
    title: 'Проверка штрафов',
    text: 'По номеру договора или ИНН',
    icon: IconCar,
  },
  { to: '/client/factoring/', title: 'Факторинг', text: 'Финансирование поставщиков', icon: IconReceipt2 },
];

export default function ServicesIndex() {
  return (
    <PageShell
      trail={trailOf('/client/services/', 'Сервисы')}
      title="Сервисы"
      lead="Онлайн-сервисы для клиентов и партнёров компании."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {SERVICES.map((service) => (
          <Card
            key={service.to}
            component={AppLink}
            to={service.to}
            withBorder
            padding="lg"
            className={classes.tile}
          >
            <ThemeIcon size={44} radius="md" variant="light">
              <service.icon size={24} />
            </ThemeIcon>
            <Text fw={700} mt="md">
              {service.title}
            </Text>
            <Text fz="sm" c="dimmed" mt={4}>
              {service.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
