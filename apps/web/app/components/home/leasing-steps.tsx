import plain from '../plain/plain.module.css';
import classes from './home.module.css';

/** The leasing process as the company states it (spec 1 §1). */
const STEPS = [
  'Выберите технику в каталоге',
  'Оформите заявку онлайн',
  'Загрузите документы',
  'Получите одобрение',
  'Подпишите договор — электронно или на бумаге',
  'Внесите авансовый платёж',
  'Получите технику',
  'Платите по графику',
  'Оформите технику в собственность',
];

export function LeasingSteps() {
  return (
    <div className={classes.stepGrid}>
      {STEPS.map((step, index) => (
        <div key={step} className={`${plain.stack} ${classes.step}`}>
          <div className={`${plain.themeIcon} ${classes.stepNumber}`}>
            <p className={`${plain.text} ${classes.stepDigit}`}>{index + 1}</p>
          </div>
          <p className={`${plain.text} ${classes.stepText}`}>{step}</p>
        </div>
      ))}
    </div>
  );
}
