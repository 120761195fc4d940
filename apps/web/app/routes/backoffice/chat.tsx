import { chatConsole } from '@agrolease/contracts';
import { ChatConsole } from '../../components/chat-console/chat-console';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/chat';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Чат с посетителями',
    description: 'Рабочее место консультанта: диалоги с посетителями сайта.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** The consultants' console (decision 0056), in the back office: managers only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { conversations: null };
  const list = await getGateway(context).call(chatConsole.chatConversations, { status: 'all' });
  return { conversations: list.conversations };
}

export default function BackofficeChat({ loaderData }: Route.ComponentProps) {
  // Another role gets the layout's notice instead of this page.
  if (!loaderData.conversations) return null;
  return <ChatConsole initial={loaderData.conversations} />;
}
