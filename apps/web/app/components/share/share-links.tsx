import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import {
  IconBrandOkRu,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandWhatsapp,
  IconCheck,
  IconLink,
} from '@tabler/icons-react';
import { Hint } from '../deferred/hint';
import { type ShareNetwork, shareUrl } from './share-urls';

const NETWORKS: { network: ShareNetwork; label: string; icon: React.ReactNode }[] = [
  { network: 'telegram', label: 'Telegram', icon: <IconBrandTelegram size={18} /> },
  { network: 'whatsapp', label: 'WhatsApp', icon: <IconBrandWhatsapp size={18} /> },
  { network: 'vk', label: 'ВКонтакте', icon: <IconBrandVk size={18} /> },
  {
    network: 'ok',
    label: 'Одноклассники',
    icon: <IconBrandOkRu size={18} />,
  },
];

/** Share the page, or copy its address ('Скопировано!'). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <Group gap={6} aria-label="Поделиться">
      <Text fz="sm" c="dimmed" mr={4}>
        Поделиться:
      </Text>
      {NETWORKS.map(({ network, label, icon }) => (
        <Hint key={network} label={label} withArrow>
          <ActionIcon
            component="a"
            href={shareUrl(network, url, title)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            radius="xl"
            aria-label={`Поделиться в ${label}`}
          >
            {icon}
          </ActionIcon>
        </Hint>
      ))}
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Hint label={copied ? 'Скопировано!' : 'Скопировать ссылку'} withArrow opened={copied || undefined}>
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              radius="xl"
              onClick={copy}
              aria-label="Скопировать ссылку"
            >
              {copied ? <IconCheck size={18} /> : <IconLink size={18} />}
            </ActionIcon>
          </Hint>
        )}
      </CopyButton>
    </Group>
  );
}
