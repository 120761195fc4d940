import { cabinet, isGatewayError } from '@agrolease/contracts';
import { SUPPLIER_HELP } from '@agrolease/domain';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { HelpContacts, HelpQuestions } from '../../../components/cabinet/help-view';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/help';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Помощь', description: 'Ответы на вопросы поставщика и связь с менеджером.' }),
  { name: 'robots', content: 'noindex' },
];

/** The supplier's help (decision 0107): its manager, the contacts and the supplier's questions. */
export async function loader({ context }: Route.LoaderArgs) {
  const manager = await getGateway(context)
    .call(cabinet.cabinetMain, {})
    .then(
      (main) => main.manager,
      (error: unknown) => {
        if (isGatewayError(error) && error.status >= 500) return null;
        throw error;
      },
    );
  return { manager };
}

export default function SupplierHelp({ loaderData: { manager } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Помощь', href: '/cabinet/v2/supplier/help' }]} />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Помощь
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {manager && <ManagerCard manager={manager} />}
        <HelpContacts note="По аккредитации, номенклатуре и поставкам пишите вашему менеджеру или звоните.">
          <Button component={Link} to="/cabinet/v2/supplier/dashboard" size="compact-sm" variant="default">
            Рабочий стол
          </Button>
        </HelpContacts>
      </SimpleGrid>
      {SUPPLIER_HELP.map((topic) => (
        <HelpQuestions key={topic.title} title={topic.title} items={topic.items} />
      ))}
    </Stack>
  );
}
