import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What another role sees on a back-office page (as routes/backoffice/chat.tsx). */
export function BackofficeDenied({ home }: { home: string }) {
  return (
    <Alert
      color="yellow"
      icon={<IconLock />}
      title="Раздел недоступен для вашей роли"
      maw={560}
      mx="auto"
      mt="xl"
    >
      Раздел открыт только менеджерам.
      <Button component={Link} to={home} variant="light" mt="md" display="block" w="fit-content">
        В личный кабинет
      </Button>
    </Alert>
  );
}
