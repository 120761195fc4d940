import type { catalogue, TCallReply } from '@agrolease/contracts';
import plain from '../plain/plain.module.css';
import tables from '../table/plain-table.module.css';
import classes from './product-page.module.css';

type Product = TCallReply<typeof catalogue.catalogProduct>['product'];

/** «Характеристики» (with the description under them) and «Комплектация» of a product page. */
export function ProductSpecs({
  product,
}: {
  product: Pick<Product, 'characteristics' | 'description' | 'complect'>;
}) {
  return (
    <div className={classes.columns}>
      <div className={`${plain.stack} ${classes.gapSm}`}>
        <h2 className={`${plain.h2} ${classes.h2}`}>Характеристики</h2>
        <table className={`${tables.table} ${tables.bordered}`}>
          <tbody>
            {product.characteristics.map((row) => (
              <tr key={row.code}>
                <th scope="row" className={classes.rowHead}>
                  {row.title}
                </th>
                <td>
                  {row.value}
                  {row.unit && row.value !== 'Да' && row.value !== 'Нет' ? ` ${row.unit}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${classes.description}`}>
          {product.description}
        </p>
      </div>
      <div className={`${plain.stack} ${classes.gapSm}`}>
        <h2 className={`${plain.h2} ${classes.h2}`}>Комплектация</h2>
        <ul className={classes.list}>
          {product.complect.map((item) => (
            <li key={item.title}>
              {item.title}
              {item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
