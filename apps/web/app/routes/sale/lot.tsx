import { providers, sale } from '@agrolease/contracts';
import {
  formatPhone,
  formatRoubles,
  markdownPercent,
  readableAddress,
  saleWearText,
} from '@agrolease/domain';
import {
  Accordion,
  Anchor,
  Badge,
  Box,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypePdf, IconMail, IconPhone } from '@tabler/icons-react';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { EntityHeading } from '../../components/listing/entity-heading';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import { FavSaleButton } from '../../components/sale/fav-sale-button';
import { LotGallery } from '../../components/sale/lot-gallery';
import classes from '../../components/sale/sale.module.css';
import { ConditionBadge, SaleGrid } from '../../components/sale/sale-card';
import { ShareLinks } from '../../components/share/share-links';
import { getGateway } from '../../lib/gateway.server';
import { idParam, orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/lot';

/** /sale/{id}/: one lot of the used-property sale (docs/decisions/0031). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const gateway = getGateway(context);
  const [lot, similar, requisites] = await Promise.all([
    orNotFound(gateway.call(sale.saleCatalogProduct, { id })),
    orNotFound(gateway.call(sale.getSimilarSaleProduct, { id })),
    gateway.call(sale.getSaleRequisites),
  ]);
  // The company's agents where the lot stands: they help to inspect it and to lease it.
  const agents = lot.region_fias_id
    ? (await gateway.call(providers.getAgents, { region: lot.region_fias_id })).items.slice(0, 3)
    : [];
  return { lot, similar: similar.items, requisites, agents, origin: context.origin };
}

export const meta: Route.MetaFunction = (args) => {
  const lot = args.data?.lot;
  return pageMeta(args, {
    title: lot ? `${lot.title} — купить с пробегом` : 'Лот не найден',
    description: lot
      ? `${lot.title}: ${formatRoubles(lot.price)}, состояние «${lot.condition_title.toLowerCase()}», г. ${lot.city}. Техника после лизинга от АО «Агролизинг».`
      : 'Лот продажи имущества не найден.',
  });
};

export default function SaleLot({ loaderData }: Route.ComponentProps) {
  const { lot, similar, requisites, agents, origin } = loaderData;
  const wear = saleWearText(lot);
  const markdown = markdownPercent(lot.price, lot.old_price);
  const crumbs = publicBreadcrumbs([
    { title: 'Продажа имущества', href: '/sale/catalog/' },
    { title: lot.category.title, href: `/sale/catalog/${lot.category.uri}/` },
    { title: lot.title, href: lot.url },
  ]);
  const requisiteRows: [string, string][] = [
    ['Получатель', requisites.title],
    ['ИНН / КПП', `${requisites.inn} / ${requisites.kpp}`],
    ['ОГРН', requisites.ogrn],
    ['Банк', requisites.bank],
    ['БИК', requisites.bik],
    ['Расчётный счёт', requisites.account],
    ['Корр. счёт', requisites.correspondent_account],
    ['Назначение платежа', requisites.purpose.replace('{code}', lot.inventory_number)],
  ];
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={crumbs} origin={origin} />
        <Box>
          <EntityHeading
            badges={
              <>
                <ConditionBadge lot={lot} />
                <Badge variant="outline" color="gray" size="sm">
                  Инв. № {lot.inventory_number}
                </Badge>
              </>
            }
            title={lot.title}
            city={lot.city}
            region={lot.region}
          />
        </Box>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <LotGallery pictures={lot.gallery} title={lot.title} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg" className={classes.priceBox}>
              <Stack gap="sm">
                {lot.old_price !== null && (
                  <Group gap="xs">
                    <Text c="dimmed" td="line-through">
                      {formatRoubles(lot.old_price)}
                    </Text>
                    {markdown !== null && <Badge color="red">−{markdown}%</Badge>}
                  </Group>
                )}
                <Text fw={800} fz={32} c="field.8" lh={1.1} data-testid="lot-price">
                  {formatRoubles(lot.price)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {lot.year} г. в.{wear ? ` · ${wear}` : ''} · цена с НДС
                </Text>
                <FavSaleButton id={lot.id} withLabel />
                <Divider />
                <Text fw={600}>{lot.contact.name}</Text>
                <Text fz="sm" c="dimmed" mt={-8}>
                  Менеджер по продаже имущества
                </Text>
                <PlainButton
                  component="a"
                  href={`tel:${lot.contact.phone.replace(/[^+\d]/g, '')}`}
                  leftSection={<IconPhone size={18} />}
                >
                  {formatPhone(lot.contact.phone)}
                </PlainButton>
                <PlainButton
                  component="a"
                  href={`mailto:${lot.contact.email}?subject=${encodeURIComponent(`Лот ${lot.inventory_number}`)}`}
                  variant="default"
                  leftSection={<IconMail size={18} />}
                >
                  Написать менеджеру
                </PlainButton>
                <Text fz="xs" c="dimmed">
                  Осмотр: {readableAddress(lot.address)}
                </Text>
                {agents.length > 0 && (
                  <Stack gap={4} data-testid="lot-agents">
                    <Text fz="sm" fw={600}>
                      Агенты в регионе
                    </Text>
                    {agents.map((agent) => (
                      <Anchor key={agent.id} component={AppLink} to={agent.url} fz="sm">
                        {agent.name}, {agent.city}
                      </Anchor>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Box>
                <Title order={2} fz={22} mb="sm">
                  Характеристики
                </Title>
                <Table className={classes.specs} withRowBorders striped="even" verticalSpacing="xs">
                  <Table.Tbody>
                    {lot.characteristics.map((row) => (
                      <Table.Tr key={row.title}>
                        <Table.Td>{row.title}</Table.Td>
                        <Table.Td>{row.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
              <Box>
                <Title order={2} fz={22} mb="sm">
                  Описание
                </Title>
                <Text>{lot.description}</Text>
              </Box>
              <ShareLinks url={`${origin}${lot.url}`} title={lot.title} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {lot.documents.length > 0 && (
                <Box>
                  <Title order={2} fz={22} mb="sm">
                    Документы
                  </Title>
                  <Stack gap="xs">
                    {lot.documents.map((document) => (
                      <Anchor key={document.url} href={document.url} target="_blank">
                        <Group gap={6} wrap="nowrap">
                          <IconFileTypePdf size={18} />
                          {document.title}
                        </Group>
                      </Anchor>
                    ))}
                  </Stack>
                </Box>
              )}
              <Accordion variant="contained">
                <Accordion.Item value="requisites">
                  <Accordion.Control>Реквизиты для оплаты</Accordion.Control>
                  <Accordion.Panel>
                    <Table fz="sm" verticalSpacing={4}>
                      <Table.Tbody>
                        {requisiteRows.map(([title, value]) => (
                          <Table.Tr key={title}>
                            <Table.Td c="dimmed" w="40%">
                              {title}
                            </Table.Td>
                            <Table.Td>{value}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
            </Stack>
          </Grid.Col>
        </Grid>
        {similar.length > 0 && (
          <Box mt="lg">
            <Title order={2} fz={{ base: 20, sm: 26 }} mb="md">
              Похожие лоты
            </Title>
            <SaleGrid lots={similar} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
