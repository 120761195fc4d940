import { useId } from 'react';
import controls from '../header/controls.module.css';
import { NoticeBar, noticeText } from '../popups/notice-bar';
import classes from './geo.module.css';

interface CityQuestionProps {
  city: string;
  /** «Да»: the detected city is right. */
  onConfirm(): void;
  /** «Выбрать другой»: the picker opens. */
  onPickOther(): void;
}

/**
 * 'Ваш город {city}?' with 'Да' and 'Выбрать другой' (spec 1 §2), asked at the foot of the
 * screen in the cookie bar's place (decision 0147): a non-modal dialog that leaves the page in
 * sight and usable, where a modal darkened it a second after the first paint.
 */
export function CityQuestion({ city, onConfirm, onPickOther }: CityQuestionProps) {
  const titleId = useId();
  return (
    <NoticeBar role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className={noticeText}>
        <h2 id={titleId} className={classes.question}>
          Ваш город {city}?
        </h2>
        <p className={classes.why}>
          От города зависят ближайший филиал, предложения и сроки поставки техники.
        </p>
      </div>
      <div className={classes.answers}>
        <button
          type="button"
          className={`mantine-focus-auto mantine-active ${controls.button} ${controls.noIcon}`}
          onClick={onConfirm}
        >
          Да
        </button>
        <button
          type="button"
          className={`mantine-focus-auto mantine-active ${controls.button} ${controls.noIcon} ${controls.outline}`}
          onClick={onPickOther}
        >
          Выбрать другой
        </button>
      </div>
    </NoticeBar>
  );
}
