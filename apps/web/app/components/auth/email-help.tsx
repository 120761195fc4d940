import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { PlainButton } from '../plain/plain-button';
import { AppLink } from '../routing/app-link';

/** The "email not received" screen (spec 1 §2, auth screens). */
export function EmailHelp() {
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Не пришло письмо?
      </Title>
      <List size="sm" spacing={6}>
        <List.Item>Подождите несколько минут: письма иногда задерживаются почтовыми серверами.</List.Item>
        <List.Item>Проверьте папки «Спам», «Рассылки» и «Промоакции».</List.Item>
        <List.Item>
          Убедитесь, что адрес указан без опечаток, и запросите код ещё раз — не раньше чем через минуту.
        </List.Item>
        <List.Item>
          Добавьте адрес noreply@agrolease.local в контакты, чтобы письма не попадали в спам.
        </List.Item>
        <List.Item>Вместо почты можно получить код по СМС: укажите логин или номер телефона.</List.Item>
      </List>
      <Text fz="sm">
        Если ничего не помогло, позвоните нам:{' '}
        <Anchor href="tel:88000000000" fw={600}>
          8 800 000-00-00
        </Anchor>{' '}
        (бесплатно по России).
      </Text>
      <PlainButton component={AppLink} to="?mode=restore" variant="light" fullWidth>
        Запросить код ещё раз
      </PlainButton>
    </Stack>
  );
}
