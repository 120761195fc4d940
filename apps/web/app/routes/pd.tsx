import { registration } from '@agrolease/contracts';
import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { redirect, useLocation, useRouteLoaderData } from 'react-router';
import { AgreementsForm } from '../components/auth/agreements-form';
import { publicBreadcrumbs } from '../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { ShareLinks } from '../components/share/share-links';
import { getGateway } from '../lib/gateway.server';
import { canonicalPath, pageMeta } from '../lib/seo';
import { backPathOf, getViewer } from '../lib/session.server';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/pd';

const TITLE = 'Согласие на обработку персональных данных';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: TITLE,
    description:
      'Условия обработки персональных данных посетителей сайта и пользователей личного кабинета лизинговой компании в соответствии с 152-ФЗ.',
  });

/**
 * A signed-in user who has not accepted the agreements (a reply carried errcode "agreements")
 * accepts them here and goes back where they came from (?back=) or to their dashboard.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await getViewer(request, context))) return { agreements: null };
  const gateway = getGateway(context);
  const state = await gateway.call(registration.checkAgreements);
  return { agreements: state.accepted ? null : (await gateway.call(registration.getAgreements, {})).items };
}

export async function action({ request, context }: Route.ActionArgs) {
  const gateway = getGateway(context);
  await gateway.call(registration.setSignedData, { id_document: 0, data: 'accepted' });
  const state = await gateway.call(registration.checkRegistration);
  throw redirect(backPathOf(request) ?? state.home);
}

/** The personal-data consent page; wizards send users here on errcode "agreements" (spec 1 §2). */
export default function PersonalDataConsent({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { pathname } = useLocation();
  const url = `${root?.origin ?? ''}${canonicalPath(pathname)}`;
  return (
    <Container size="md">
      <Stack gap="lg">
        <Breadcrumbs items={publicBreadcrumbs([{ title: TITLE, href: '/pd/' }])} origin={root?.origin} />
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {TITLE}
        </Title>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Text>
              Пользуясь сайтом и личным кабинетом, отправляя заявки и формы, я свободно, своей волей и в своём
              интересе даю АО «Агролизинг» (далее — Оператор) согласие на обработку моих персональных данных в
              соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».
            </Text>
            <Title order={2} fz="lg">
              Какие данные обрабатываются
            </Title>
            <List spacing={4}>
              <List.Item>фамилия, имя, отчество, должность, сведения о представляемой организации;</List.Item>
              <List.Item>номер телефона, адрес электронной почты, почтовый адрес;</List.Item>
              <List.Item>
                ИНН, ОГРН (ОГРНИП), СНИЛС, паспортные данные — при подаче заявки на лизинг;
              </List.Item>
              <List.Item>
                город и регион, файлы cookie, сведения о действиях на сайте и об устройстве.
              </List.Item>
            </List>
            <Title order={2} fz="lg">
              Для чего
            </Title>
            <List spacing={4}>
              <List.Item>
                рассмотрение заявок, заключение и исполнение договоров лизинга и купли-продажи;
              </List.Item>
              <List.Item>
                идентификация в личном кабинете и подписание документов электронной подписью;
              </List.Item>
              <List.Item>ответы на обращения, информирование о статусе заявок и платежей;</List.Item>
              <List.Item>улучшение работы сайта и статистика посещений.</List.Item>
            </List>
            <Title order={2} fz="lg">
              Как
            </Title>
            <Text>
              Сбор, запись, систематизация, накопление, хранение, уточнение, использование, передача
              (предоставление, доступ) поставщикам техники, страховым компаниям и партнёрам в объёме, нужном
              для исполнения договора, обезличивание, блокирование, удаление и уничтожение — с использованием
              средств автоматизации и без них.
            </Text>
            <Text>
              Согласие действует до достижения целей обработки или до его отзыва. Отозвать согласие можно
              письменным заявлением Оператору или через личный кабинет; обработка прекращается в сроки,
              установленные законом.
            </Text>
          </Stack>
        </Paper>
        {loaderData.agreements && (
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} id="agreement">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Чтобы продолжить работу в кабинете, примите соглашения
              </Title>
              <AgreementsForm items={loaderData.agreements} />
            </Stack>
          </Paper>
        )}
        <ShareLinks url={url} title={TITLE} />
      </Stack>
    </Container>
  );
}
