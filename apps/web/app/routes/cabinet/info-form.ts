import { data } from 'react-router';
import { requireViewer } from '../../lib/session.server';
import type { Route } from './+types/info-form';
import { isShownAccountForm, readAccountForm } from './info.server';

/**
 * One form of the account page's «Данные учётной записи» (organisation, personal data, identity
 * document), read when its section is first opened: a closed section cannot be read or filled,
 * and its form was a third of the page's gateway calls (decision 0193).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireViewer(request, context);
  if (!isShownAccountForm(params.form)) {
    return data({ ok: false as const, message: 'Такой формы нет' }, { status: 404 });
  }
  return readAccountForm(params.form, context);
}
