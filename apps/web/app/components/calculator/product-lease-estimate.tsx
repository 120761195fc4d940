import type { TCalcOnProduct } from '@agrolease/contracts/calculator';
import { formatDecimalRu, formatMonthlyPayment, formatRoubles } from '@agrolease/domain';
import { IconCalculator } from '@tabler/icons-react';
import looks from '../plain/looks.module.css';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import classes from './product-lease-estimate.module.css';

/**
 * "В лизинг от … ₽/мес." for a product page: the CalcOnProduct reply of that product
 * (load it with loadProductLeaseEstimate from product-lease-estimate.server.ts). Plain
 * elements (decision 0135): nothing in it needs script but its link.
 */
export function ProductLeaseEstimate({ estimate }: { estimate: TCalcOnProduct }) {
  const figures = [
    {
      label: 'Аванс',
      value: `${formatRoubles(estimate.advance)} (${estimate.advance_percent} %)`,
    },
    { label: 'Срок', value: `${estimate.term} мес.` },
    { label: 'Ставка', value: `${formatDecimalRu(estimate.rate)} % годовых` },
    { label: 'Экономия на налогах', value: formatRoubles(estimate.tax_savings.total) },
  ];
  return (
    <div className={classes.estimate} data-testid="product-lease-estimate">
      <div>
        <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>В лизинг</p>
        <p className={`${plain.text} ${classes.monthly}`}>{formatMonthlyPayment(estimate.monthly_payment)}</p>
      </div>
      <div className={classes.figures}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>{figure.label}</p>
            <p className={`${plain.text} ${plain.sm} ${classes.figure}`}>{figure.value}</p>
          </div>
        ))}
      </div>
      <div className={plain.group}>
        <AppLink
          to={estimate.calculator_url}
          className={`mantine-focus-auto mantine-active ${plain.button} ${looks.buttonLight} ${plain.withIcon}`}
        >
          <span className={plain.buttonInner}>
            <span className={plain.buttonIcon}>
              <IconCalculator size={18} />
            </span>
            <span className={plain.buttonLabel}>Рассчитать свои условия</span>
          </span>
        </AppLink>
      </div>
    </div>
  );
}
