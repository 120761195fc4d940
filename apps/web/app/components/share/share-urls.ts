export type ShareNetwork = 'telegram' | 'whatsapp' | 'vk' | 'ok';

/** Share links of the networks the spec names (spec 1 §2: Telegram, WhatsApp, VK, OK). */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'vk':
      return `https://vk.com/share.php?url=${u}&title=${t}`;
    case 'ok':
      return `https://connect.ok.ru/offer?url=${u}&title=${t}`;
  }
}
