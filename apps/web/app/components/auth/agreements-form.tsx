import { Anchor, Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';

export interface TAgreementItem {
  id_document: number;
  title: string;
  description: string;
  url: string;
}

/** The agreements to accept (registration step 8 and the /pd/ consent page). */
export function AgreementsForm({ items, action }: { items: TAgreementItem[]; action?: string }) {
  const [checked, setChecked] = useState(false);
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" action={action} aria-label="Принятие соглашений">
      <input type="hidden" name="intent" value="accept" />
      <Stack gap="md">
        <List spacing="sm" icon={<IconFileText size={20} color="var(--mantine-color-field-7)" />} center>
          {items.map((item) => (
            <List.Item key={item.id_document}>
              <Anchor href={item.url} target="_blank" fw={600}>
                {item.title}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {item.description}
              </Text>
            </List.Item>
          ))}
        </List>
        <Checkbox
          name="accept"
          value="1"
          required
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          label="Я ознакомился с документами и даю согласие на обработку персональных данных"
        />
        <Button type="submit" disabled={!checked} loading={busy} fullWidth>
          Принять и продолжить
        </Button>
      </Stack>
    </Form>
  );
}
