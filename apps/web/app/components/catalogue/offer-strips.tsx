import type { TCatalogItem } from '@agrolease/contracts/catalogue';
import { formatRoubles } from '@agrolease/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './listing-extras.module.css';

interface OfferStripsProps {
  monthly: TCatalogItem[];
  special: TCatalogItem[];
  buyNow: TCatalogItem[];
}

/**
 * The listing's offer blocks (spec 1 §2 "Catalogue pages": monthly, special and buy-now offer
 * products of the section). Each card is a plain link with a lazy picture: the page is rendered
 * on every catalogue request, so nothing here costs more than markup.
 */
export function OfferStrips({ monthly, special, buyNow }: OfferStripsProps) {
  const blocks = [
    { key: 'monthly', title: 'Предложения месяца', items: monthly },
    { key: 'special', title: 'Спецпредложения', items: special },
    { key: 'buy-now', title: 'Купить сейчас', items: buyNow },
  ].filter((block) => block.items.length > 0);
  if (blocks.length === 0) return null;
  return (
    <Stack gap="xl">
      {blocks.map((block) => (
        <section key={block.key} aria-labelledby={`offers-${block.key}`} data-testid={`offers-${block.key}`}>
          <Group justify="space-between" align="baseline" mb="sm" gap="xs">
            <Title order={2} fz={{ base: 20, sm: 24 }} id={`offers-${block.key}`}>
              {block.title}
            </Title>
            <Anchor component={Link} to="/specialoffers/" fz="sm">
              Все предложения
            </Anchor>
          </Group>
          <div className={classes.strip}>
            {block.items.map((item) => (
              <Link key={item.id} to={item.url} className={classes.offer}>
                <img src={item.image} alt="" className={classes.offerImage} loading="lazy" decoding="async" />
                <span className={classes.offerBody}>
                  <span className={classes.offerTitle}>{item.title}</span>
                  <span className={classes.offerMeta}>
                    {item.year} · {item.supplier}
                  </span>
                  <span className={classes.offerPrice}>{formatRoubles(item.price)}</span>
                </span>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
