import {
  IconBrandOkRu,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandWhatsapp,
  IconCheck,
  IconLink,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Hint } from '../plain/hint';
import plain from '../plain/plain.module.css';
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

/** How long «Скопировано!» stays after the address is copied. */
const COPIED_FOR = 2000;

const ICON = `mantine-focus-auto mantine-active ${plain.actionIconLight}`;

/**
 * Share the page, or copy its address ('Скопировано!'). Plain links and a button in Mantine's
 * ActionIcon look (decision 0135); only the hints' tooltips come after hydration. Its own sizes are
 * inline: the product page hydrates it later, and a lazy chunk's stylesheet would come with the chunk.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <div className={plain.group} style={{ gap: 6 }}>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`} style={{ marginRight: 4 }}>
        Поделиться:
      </p>
      {NETWORKS.map(({ network, label, icon }) => (
        <Hint key={network} label={label}>
          <a
            href={shareUrl(network, url, title)}
            target="_blank"
            rel="noopener noreferrer"
            className={ICON}
            aria-label={`Поделиться в ${label}`}
          >
            {icon}
          </a>
        </Hint>
      ))}
      <Hint label={copied ? 'Скопировано!' : 'Скопировать ссылку'} opened={copied}>
        <button
          type="button"
          className={copied ? `${ICON} ${plain.actionIconFilled}` : ICON}
          onClick={copy}
          aria-label="Скопировать ссылку"
        >
          {copied ? <IconCheck size={18} /> : <IconLink size={18} />}
        </button>
      </Hint>
    </div>
  );
}
