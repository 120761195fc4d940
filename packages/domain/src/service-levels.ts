import { addDays, formatMoscowLongDate, moscowIsoDay } from './moscow-time.ts';

/**
 * How many working days each waiting step of an object may take (decision 0177): the dates the
 * timelines promise («Ждём решения менеджера до 3 декабря»). One place, so that a changed
 * service level changes every page that shows it.
 */
export const SERVICE_LEVEL_WORKING_DAYS = {
  /** The manager decides a sent application (or one whose documents came). */
  applicationDecision: 3,
  /** The client answers the offer before its conditions are reviewed again. */
  offerAnswer: 10,
  /** The manager reviews a sent accreditation package. */
  accreditationReview: 5,
  /** The customer confirms or disputes a factoring register. */
  registerAnswer: 3,
  /** The factor finances a confirmed register. */
  registerFinancing: 2,
  /** The regional fund decides a support request. */
  fundDecision: 10,
} as const;
export type TServiceLevel = keyof typeof SERVICE_LEVEL_WORKING_DAYS;
/** The working days of every waiting step: the defaults above, or a deployment's own (decision 0183). */
export type TServiceLevels = Record<TServiceLevel, number>;

/**
 * A deployment's service levels from `SERVICE_LEVELS` («accreditationReview=7,fundDecision=12»):
 * the steps it names take its days, the others keep the defaults. A step not known or days that
 * are not a whole number from 1 to 60 throw, naming the part, so a typo fails at start-up.
 */
export function parseServiceLevels(text: string | undefined): TServiceLevels {
  const levels: TServiceLevels = { ...SERVICE_LEVEL_WORKING_DAYS };
  for (const part of (text ?? '').split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    const match = /^([A-Za-z]+)\s*=\s*(\d{1,2})$/.exec(entry);
    const name = match?.[1];
    const days = Number(match?.[2]);
    if (!name || !(name in SERVICE_LEVEL_WORKING_DAYS) || days < 1 || days > 60) {
      throw new Error(
        `SERVICE_LEVELS: «${entry}» is not <step>=<working days 1–60>; steps: ${Object.keys(SERVICE_LEVEL_WORKING_DAYS).join(', ')}`,
      );
    }
    levels[name as TServiceLevel] = days;
  }
  return levels;
}

/**
 * A calendar day moved by `days` working days: Saturdays and Sundays are skipped (the public
 * holidays of the production calendar are not known here: a promised date may fall on one).
 * A start on a weekend counts from the next Monday.
 */
export function addWorkingDays(day: string, days: number): string {
  let current = day;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (!isWeekend(current)) left -= 1;
  }
  return current;
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** One step of an object's timeline: passed (with its day), next (with its expected day), or later. */
export interface TimelineStep {
  title: string;
  state: 'done' | 'next' | 'later';
  /** The day a passed step was made, or the day a next step is expected by ('2026-12-03'). */
  day: string | null;
  /** Who acts and until when, for the next step: «Ждём решения менеджера до 3 декабря». */
  waiting?: string;
}

/** «до 3 декабря 2026 г.» as a person reads it: the day and the month (the year only when not this one). */
export function untilDay(day: string, today: string): string {
  const long = formatMoscowLongDate(day);
  return `до ${day.slice(0, 4) === today.slice(0, 4) ? long.replace(/ \d{4} г\.$/, '') : long}`;
}

/** The day a waiting step is expected by: `from` (a calendar day) plus the step's working days. */
export function expectedDay(
  from: string,
  level: TServiceLevel,
  levels: TServiceLevels = SERVICE_LEVEL_WORKING_DAYS,
): string {
  return addWorkingDays(from, levels[level]);
}

export const timelineDay = (value: string | null) => (value ? moscowIsoDay(value) : null);

/** The steps of a lease application as its client sees them, from its status and its instants. */
export function applicationTimeline(
  application: {
    status: string;
    submitted: string | null;
    offerCreated: string | null;
    offerDecided: string | null;
  },
  today: string,
  levels: TServiceLevels = SERVICE_LEVEL_WORKING_DAYS,
): TimelineStep[] {
  const { status } = application;
  const submitted = timelineDay(application.submitted);
  const offerCreated = timelineDay(application.offerCreated);
  const offerDecided = timelineDay(application.offerDecided);
  const sent: TimelineStep = {
    title: 'Заявка отправлена',
    state: submitted ? 'done' : 'next',
    day: submitted,
  };
  if (status === 'rejected') {
    return [sent, { title: 'Заявка отклонена', state: 'done', day: null }];
  }
  const decided = offerCreated !== null;
  const decisionDue = submitted ? expectedDay(submitted, 'applicationDecision', levels) : null;
  const decision: TimelineStep = decided
    ? { title: 'Заявка одобрена, предложение готово', state: 'done', day: offerCreated }
    : status === 'documents_requested'
      ? {
          title: 'Дополнительные документы',
          state: 'next',
          day: null,
          waiting: 'Ждём от вас документы, которые запросил менеджер',
        }
      : {
          title: 'Решение менеджера',
          state: submitted ? 'next' : 'later',
          day: decisionDue,
          waiting: decisionDue ? `Ждём решения менеджера ${untilDay(decisionDue, today)}` : undefined,
        };
  const answerDue = offerCreated ? expectedDay(offerCreated, 'offerAnswer', levels) : null;
  const answer: TimelineStep =
    offerDecided !== null
      ? {
          title: status === 'offer_rejected' ? 'Вы отклонили предложение' : 'Вы приняли предложение',
          state: 'done',
          day: offerDecided,
        }
      : {
          title: 'Ваш ответ на предложение',
          state: decided ? 'next' : 'later',
          day: answerDue,
          waiting: answerDue ? `Ждём вашего ответа ${untilDay(answerDue, today)}` : undefined,
        };
  const steps = [sent, decision, answer];
  if (status !== 'offer_rejected') {
    steps.push({
      title: 'Сделка открыта',
      state: status === 'offer_accepted' ? 'done' : 'later',
      day: status === 'offer_accepted' ? offerDecided : null,
    });
  }
  return steps;
}
