import type { AttemptCounters } from '../../adapters/attempt-counters/attempt-counters.ts';
import type { GuestUploadLimits } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Daily byte quotas of files sent without signing in (decision 0152): per address and for the
 * whole site, counted in the attempt-counter store that every instance shares (decision 0078).
 * The bytes are counted before the file is stored, and given back when it is refused, so that
 * parallel uploads each see their own total and a refused one takes nothing from the day.
 */
const DAY_SECONDS = 86_400;

/** '1', '0,5', '2048' (megabytes as people read them). */
function megabytes(bytes: number): string {
  return String(Math.round((bytes / 1_048_576) * 10) / 10).replace('.', ',');
}

/** '5 ч 12 мин', '40 мин'. */
export function waitText(seconds: number): string {
  const totalMinutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} мин`;
  return minutes === 0 ? `${hours} ч` : `${hours} ч ${minutes} мин`;
}

function overQuota(message: string, field: string, seconds: number): AppError {
  return new AppError('RATE_LIMITED', message, {
    fieldErrors: [{ prop: field, error: message }],
    headers: { 'retry-after': String(Math.max(1, seconds)) },
  });
}

export interface GuestUploadQuota {
  /** Gives the bytes back (the upload failed after it was counted). */
  giveBack(): Promise<void>;
}

/**
 * Counts `bytes` against the address's and the site's quota of the day; past either, 429 on
 * `field` with the seconds until the window ends as Retry-After. The address is counted first,
 * so that one address past its own quota takes nothing from the site's.
 */
export async function takeGuestUploadQuota(
  deps: { attempts: AttemptCounters; limits: GuestUploadLimits },
  input: { ip: string; bytes: number; field: string },
): Promise<GuestUploadQuota> {
  const taken: string[] = [];
  const giveBack = async () => {
    for (const key of taken.splice(0)) {
      await deps.attempts.add(key, DAY_SECONDS, -input.bytes).catch(() => undefined);
    }
  };
  const take = async (key: string, limit: number, message: (wait: string) => string) => {
    if (limit <= 0) return;
    const count = await deps.attempts.add(key, DAY_SECONDS, input.bytes);
    taken.push(key);
    if (count.count > limit) {
      await giveBack();
      throw overQuota(message(waitText(count.resetInSeconds)), input.field, count.resetInSeconds);
    }
  };
  await take(
    `guest-upload-ip:${input.ip}`,
    deps.limits.bytesPerIpDay,
    (wait) =>
      `С вашего адреса за сутки можно отправить не больше ${megabytes(deps.limits.bytesPerIpDay)} МБ файлов без входа в кабинет. Повторите через ${wait}`,
  );
  await take(
    'guest-upload-site',
    deps.limits.bytesPerDay,
    (wait) =>
      `Сегодня сайт уже принял предельный объём файлов, отправленных без входа в кабинет. Повторите через ${wait}`,
  );
  return { giveBack };
}
