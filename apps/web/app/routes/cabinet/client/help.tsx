import { cabinet, isGatewayError } from '@agrolease/contracts';
import { getFAQList } from '@agrolease/contracts/services';
import { formatPhone } from '@agrolease/domain';
import {
  Accordion,
  Anchor,
  Avatar,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMail, IconMessage2, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { FREE_PHONE } from '../../../components/header/desktop-header';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/help';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Помощь',
    description: 'Ответы на вопросы о личном кабинете и связь с компанией.',
  }),
  { name: 'robots', content: 'noindex' },
];

/**
 * Help (decision 0089): the questions about the cabinet and about leasing (GetFAQList), the
 * client's personal manager (CabinetMain) and the other ways to reach the company.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const [cabinetFaq, leasingFaq, manager] = await Promise.all([
    gateway.call(getFAQList, { type: 'cabinet' }),
    gateway.call(getFAQList, { type: 'client' }),
    gateway.call(cabinet.cabinetMain, {}).then(
      (main) => main.manager,
      (error: unknown) => {
        // The help page stays useful without the manager's card (spec 2 §8: fallback result).
        if (isGatewayError(error) && error.status >= 500) return null;
        throw error;
      },
    ),
  ]);
  return { cabinetFaq: cabinetFaq.items, leasingFaq: leasingFaq.items, manager };
}

function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('');
}

function Questions({
  title,
  items,
}: {
  title: string;
  items: { id: number; question: string; answer: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Accordion variant="separated" radius="md">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text fz="sm">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}

export default function ClientHelp({
  loaderData: { cabinetFaq, leasingFaq, manager },
}: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Помощь', href: '/cabinet/v2/client/help' }]} />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Помощь
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {manager && (
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            radius="md"
            component="section"
            aria-label="Ваш менеджер"
          >
            <Title order={2} fz="lg" mb="sm">
              Ваш менеджер
            </Title>
            <Group wrap="nowrap" align="flex-start">
              <Avatar color="field" radius="xl" size="lg" aria-hidden>
                {initials(manager.name)}
              </Avatar>
              <Stack gap={4}>
                <Text fw={600} data-testid="manager-name">
                  {manager.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {manager.position}
                </Text>
                <Anchor href={`tel:${manager.phone}`} fz="sm">
                  <Group gap={4} component="span">
                    <IconPhone size={14} /> {formatPhone(manager.phone)}
                  </Group>
                </Anchor>
                <Anchor href={`mailto:${manager.email}`} fz="sm" style={{ wordBreak: 'break-all' }}>
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconMail size={14} /> {manager.email}
                  </Group>
                </Anchor>
              </Stack>
            </Group>
          </Paper>
        )}
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-label="Связаться с нами"
        >
          <Title order={2} fz="lg" mb="sm">
            Связаться с нами
          </Title>
          <Stack gap="xs">
            <Text fz="sm">
              Бесплатно по России:{' '}
              <Anchor href={FREE_PHONE.href} fw={600}>
                {FREE_PHONE.display}
              </Anchor>
            </Text>
            <Text fz="sm" c="dimmed">
              Вопрос по договору, платежу или документам задайте обращением: ответ придёт в кабинет.
            </Text>
            <Group gap="xs">
              <Button
                component={Link}
                to="/cabinet/v2/client/complaints"
                size="compact-sm"
                leftSection={<IconMessage2 size={14} />}
              >
                Написать обращение
              </Button>
              <Button component={Link} to="/client/services/callback/" size="compact-sm" variant="default">
                Заказать звонок
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Questions title="Личный кабинет" items={cabinetFaq} />
      <Questions title="Лизинг" items={leasingFaq} />
      <Text fz="sm" c="dimmed">
        Правила, типовой договор и перечни документов —{' '}
        <Anchor component={Link} to="/client/docs/" fz="sm">
          в разделе «Документы клиента»
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
