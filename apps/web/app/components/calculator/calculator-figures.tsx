import type { TCalcResult } from '@agrolease/contracts/calculator';
import { formatNumberRu } from '@agrolease/domain';
import plain from '../plain/plain.module.css';
import classes from './calculator.module.css';
import { formatMoney } from './money';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={`${plain.group} ${classes.row}`}>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>{label}</p>
      <p className={`${plain.text} ${plain.sm} ${classes.value}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

const percent = (value: number) => `${formatNumberRu(value)}\u00a0%`;

/** The headline figures of a calculation (plain elements in Mantine's look, decision 0136). */
export function CalculatorFigures({ result, seasonal }: { result: TCalcResult; seasonal: boolean }) {
  return (
    <div className={`${plain.stack} ${classes.gap10}`}>
      <div>
        <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
          {result.repayment_code === '2'
            ? 'Первый платёж'
            : seasonal
              ? 'Платёж в сезон'
              : 'Ежемесячный платёж'}
        </p>
        <p className={classes.headline} data-testid="monthly-payment">
          {formatMoney(result.monthly_payment, { kopecks: false })}
        </p>
      </div>
      <hr className={classes.divider} />
      <Row
        label="Аванс"
        value={`${formatMoney(result.advance, { kopecks: false })} (${percent(result.advance_percent)})`}
      />
      <Row label="Сумма финансирования" value={formatMoney(result.financed, { kopecks: false })} />
      <Row
        label="Сумма договора лизинга"
        value={formatMoney(result.total, { kopecks: false })}
        testId="total"
      />
      <Row label="Удорожание" value={formatMoney(result.overpayment, { kopecks: false })} />
      <Row
        label="Ставка"
        value={
          result.rate < result.base_rate
            ? `${percent(result.rate)} вместо ${percent(result.base_rate)}`
            : `${percent(result.rate)} годовых`
        }
        testId="rate"
      />
      <Row label="Эффективная ставка" value={`${percent(result.effective_rate)} годовых`} />
      <p className={classes.dividerLabel}>Налоговая экономия</p>
      <Row label="Возмещение НДС" value={formatMoney(result.tax_savings.vat, { kopecks: false })} />
      <Row
        label="Экономия на налоге на прибыль"
        value={formatMoney(result.tax_savings.profit_tax, { kopecks: false })}
      />
      <Row label="Всего" value={formatMoney(result.tax_savings.total, { kopecks: false })} />
    </div>
  );
}
