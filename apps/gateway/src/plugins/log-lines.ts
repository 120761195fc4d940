/**
 * The log as short lines for a person at a terminal (LOG_FORMAT=lines, which `npm start` and
 * `npm run dev` choose when their output is a terminal; issue 40): one line per request with the
 * time, method, address, status and milliseconds; a slow request is marked ▲, a failed one ✖
 * with its error under it. The calls a page makes to the gateway in process are left out unless
 * they fail: the page's own line stands for them. Production keeps pino's JSON lines.
 */

/** A request this slow is marked. */
export const SLOW_REQUEST_MS = 1000;

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const paint = (colour: boolean, code: number, text: string) =>
  colour ? `\x1b[${code}m${text}\x1b[0m` : text;

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  inProcess?: boolean;
  err?: { message?: string; stack?: string };
}

/** The address as typed (кириллица rather than %D0%BA…); as logged when it is not valid UTF-8. */
function readable(url: string | undefined): string {
  try {
    return decodeURI(url ?? '');
  } catch {
    return url ?? '';
  }
}

function clock(time: number | undefined): string {
  const at = time === undefined ? new Date() : new Date(time);
  return at.toTimeString().slice(0, 8);
}

/** One pino JSON line as a person reads it; undefined for a line left out. */
export function formatLogLine(line: string, options: { colour: boolean }): string | undefined {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  const level = entry.level ?? 30;
  const status = entry.res?.statusCode;
  const time = paint(options.colour, 2, clock(entry.time));
  const error = entry.err?.stack ?? entry.err?.message;
  const detail = error ? `\n  ${error.split('\n').join('\n  ')}` : '';
  if (entry.req && status !== undefined) {
    const failed = status >= 500 || level >= 50;
    if (entry.inProcess && !failed) return undefined;
    const ms = Math.round(entry.responseTime ?? 0);
    const slow = ms >= SLOW_REQUEST_MS;
    const request = `${entry.inProcess ? '  ↳ ' : ''}${entry.req.method} ${readable(entry.req.url)} ${status} ${ms} ms`;
    if (failed) return `${time} ${paint(options.colour, 31, `✖ ${request}`)}${detail}`;
    if (slow) return `${time} ${paint(options.colour, 33, `▲ ${request} slow`)}`;
    return `${time}   ${status >= 400 ? paint(options.colour, 33, request) : request}`;
  }
  const name = LEVELS[level] ?? String(level);
  const text = `${level >= 40 ? `${name} ` : ''}${entry.msg ?? ''}`;
  return `${time} ${level >= 50 ? paint(options.colour, 31, `✖ ${text}`) : level >= 40 ? paint(options.colour, 33, text) : text}${detail}`;
}

/** A pino destination that writes each line formatted (to stdout by default). */
export function logLinesDestination(
  options: { colour: boolean; write?: (text: string) => void } = { colour: process.stdout.isTTY === true },
) {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  return {
    write(chunk: string): void {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        const formatted = formatLogLine(line, options);
        if (formatted !== undefined) write(`${formatted}\n`);
      }
    },
  };
}
