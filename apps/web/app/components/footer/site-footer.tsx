import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FREE_PHONE } from '../header/desktop-header';
import { Logo } from '../header/logo';
import classes from './site-footer.module.css';

const COLUMNS = [
  {
    title: 'Компания',
    links: [
      { to: '/company/', label: 'О компании' },
      { to: '/company/history/', label: 'История' },
      { to: '/company/smi/', label: 'Новости' },
      { to: '/company/career/', label: 'Карьера' },
      { to: '/company/tenders/', label: 'Закупки' },
      { to: '/company/contacts/', label: 'Контакты и филиалы' },
      { to: '/company/championship/', label: 'Чемпионат пахарей' },
    ],
  },
  {
    title: 'Клиентам',
    links: [
      { to: '/catalog/', label: 'Каталог техники' },
      { to: '/calculator/', label: 'Калькулятор лизинга' },
      { to: '/specialoffers/', label: 'Специальные предложения' },
      { to: '/sale/catalog/', label: 'Продажа имущества' },
      { to: '/client/faq/', label: 'Вопросы и ответы' },
      { to: '/client/services/fines/', label: 'Проверка штрафов' },
    ],
  },
  {
    title: 'Поставщикам и агентам',
    links: [
      { to: '/providers/partnership/', label: 'Как стать поставщиком' },
      { to: '/providers/agentship/', label: 'Как стать агентом' },
      { to: '/providers/catalog/', label: 'Каталог поставщиков' },
      { to: '/documentflow/', label: 'Электронный документооборот' },
    ],
  },
  {
    title: 'Инвесторам',
    links: [
      { to: '/investors/', label: 'Раскрытие информации' },
      { to: '/investors/bonds/', label: 'Облигации' },
      { to: '/investors/ratings/', label: 'Кредитные рейтинги' },
      { to: '/investors/reports/', label: 'Отчётность' },
    ],
  },
];

/** Mobile app stores (spec 1 §1: Android, iOS, two further stores and a direct download). */
const APP_STORES = [
  { href: 'https://play.google.com/store/apps/', label: 'Google Play' },
  { href: 'https://apps.apple.com/ru/app/', label: 'App Store' },
  { href: 'https://appgallery.huawei.com/', label: 'AppGallery' },
  { href: 'https://www.rustore.ru/', label: 'RuStore' },
  { href: '/mobile/agrolease.apk', label: 'Скачать APK' },
];

export function copyrightLine(now = new Date()): string {
  return `© 2001–${now.getFullYear()} АО «Агролизинг». Все права защищены.`;
}

/** The consent line and copyright: all the cabinet keeps of the footer. */
export function FooterLegal() {
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="xs" c="dimmed">
        {copyrightLine()}
      </Text>
      <Anchor component={Link} to="/pd/" fz="xs" c="dimmed">
        Согласие на обработку персональных данных
      </Anchor>
    </Group>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer} mt="xl" pt="xl" pb="lg">
      <Container>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text fz="sm" c="dimmed">
              Государственная лизинговая компания: сельхозтехника и оборудование для аграриев по всей России с
              2001 года.
            </Text>
            <Anchor href={FREE_PHONE.href} fw={700} fz="lg" c="dark.8">
              {FREE_PHONE.display}
            </Anchor>
            <Text fz="xs" c="dimmed">
              Бесплатно по России, пн–пт 9:00–18:00
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text fw={700} fz="sm">
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} fz="sm" c="dark.5">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="md" mb="md">
          <Text fz="sm" fw={600}>
            Мобильное приложение
          </Text>
          <Group gap="xs">
            {APP_STORES.map((store) => (
              <Anchor
                key={store.label}
                href={store.href}
                className={classes.store}
                fz="sm"
                target={store.href.startsWith('http') ? '_blank' : undefined}
                rel="noopener noreferrer"
              >
                {store.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <FooterLegal />
      </Container>
    </Box>
  );
}
