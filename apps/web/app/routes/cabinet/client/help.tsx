import { cabinet } from '@agrolease/contracts';
import { getFAQList } from '@agrolease/contracts/services';
import { SimpleGrid } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { HelpContacts, HelpQuestions, managerOrNull } from '../../../components/cabinet/help-view';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import { Anchor, PageTitle, Stack, Text } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { AppLink } from '../../../components/routing/app-link';
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
 * client's personal manager (CabinetManager: not the whole dashboard) and the other ways to reach the company.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const [cabinetFaq, leasingFaq, manager] = await Promise.all([
    gateway.call(getFAQList, { type: 'cabinet' }),
    gateway.call(getFAQList, { type: 'client' }),
    managerOrNull(gateway.call(cabinet.cabinetManager, {})),
  ]);
  return { cabinetFaq: cabinetFaq.items, leasingFaq: leasingFaq.items, manager };
}

export default function ClientHelp({
  loaderData: { cabinetFaq, leasingFaq, manager },
}: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Помощь', href: '/cabinet/v2/client/help' }]} />
      <PageTitle>Помощь</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {manager && <ManagerCard manager={manager} />}
        <HelpContacts note="Вопрос по договору, платежу или документам задайте обращением: ответ придёт в кабинет.">
          <PlainButton
            component={AppLink}
            to="/cabinet/v2/client/complaints"
            size="compact-sm"
            leftSection={<IconMessage2 size={14} />}
          >
            Написать обращение
          </PlainButton>
          <PlainButton
            component={AppLink}
            to="/client/services/callback/"
            size="compact-sm"
            variant="default"
          >
            Заказать звонок
          </PlainButton>
        </HelpContacts>
      </SimpleGrid>
      <HelpQuestions title="Личный кабинет" items={cabinetFaq} />
      <HelpQuestions title="Лизинг" items={leasingFaq} />
      <Text fz="sm" c="dimmed">
        Правила, типовой договор и перечни документов —{' '}
        <Anchor to="/client/docs/" fz="sm">
          в разделе «Документы клиента»
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
