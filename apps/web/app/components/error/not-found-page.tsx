import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorShell } from './error-shell';

function NotFoundContent() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={800} c="field.7" lh={1}>
          404
        </Text>
        <Title order={1}>Страница не найдена</Title>
        <Text c="dimmed" maw={480}>
          Возможно, страница была перемещена или адрес набран с ошибкой. Проверьте ссылку или перейдите в
          нужный раздел.
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/">
            На главную
          </Button>
          <Button component={Link} to="/catalog/" variant="default">
            В каталог техники
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  if (!standalone) return <NotFoundContent />;
  return (
    <ErrorShell>
      <title>Страница не найдена — Агролизинг</title>
      <NotFoundContent />
    </ErrorShell>
  );
}
