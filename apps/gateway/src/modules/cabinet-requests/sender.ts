/**
 * Client requests as the back office lists them: each with the company and login of the
 * account that sent it (`senders` run in the same order as `items`).
 */
export function withSender<T extends object>(
  items: T[],
  senders: { company: string | null; login: string }[],
): (T & { company: string; login: string })[] {
  return items.map((item, index) => ({
    ...item,
    company: senders[index]?.company ?? '',
    login: senders[index]?.login ?? '',
  }));
}
