import { isGatewayError } from '@agrolease/contracts/client';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link } from 'react-router';
import { ErrorShell } from './error-shell';

function describe(error: unknown): string {
  if (isGatewayError(error)) return error.reply.error_message;
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data) return error.data;
  return 'Мы уже знаем о проблеме и исправляем её. Попробуйте обновить страницу через несколько минут.';
}

function ErrorContent({ error }: { error: unknown }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Что-то пошло не так</Title>
        <Text c="dimmed" maw={520}>
          {describe(error)}
        </Text>
        <Group justify="center" mt="sm">
          <Button component="a" href="">
            Обновить страницу
          </Button>
          <Button component={Link} to="/" variant="default">
            На главную
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The error page in the site's style; details stay in the server log. */
export function ErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  if (!standalone) return <ErrorContent error={error} />;
  return (
    <ErrorShell>
      <title>Ошибка — Агролизинг</title>
      <ErrorContent error={error} />
    </ErrorShell>
  );
}
