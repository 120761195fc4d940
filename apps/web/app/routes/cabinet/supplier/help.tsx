import { cabinet } from '@agrolease/contracts';
import { SUPPLIER_HELP } from '@agrolease/domain';
import { managerOrNull, RoleHelpPage } from '../../../components/cabinet/help-view';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/help';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Помощь', description: 'Ответы на вопросы поставщика и связь с менеджером.' }),
  { name: 'robots', content: 'noindex' },
];

/** The supplier's help (decision 0107): its manager, the contacts and the supplier's questions. */
export async function loader({ context }: Route.LoaderArgs) {
  return { manager: await managerOrNull(getGateway(context).call(cabinet.cabinetManager, {})) };
}

export default function SupplierHelp({ loaderData: { manager } }: Route.ComponentProps) {
  return (
    <RoleHelpPage
      path="/cabinet/v2/supplier/help"
      manager={manager}
      note="По аккредитации, номенклатуре и поставкам пишите вашему менеджеру или звоните."
      shortcut={{ to: '/cabinet/v2/supplier/dashboard', label: 'Рабочий стол' }}
      topics={SUPPLIER_HELP}
    />
  );
}
