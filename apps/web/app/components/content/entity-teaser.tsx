import { Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './content.module.css';
import { formatDateRu } from './page-shell';

export interface Teaser {
  title: string;
  description: string;
  url: string;
  date?: string | null;
  photo?: string | null;
}

/**
 * The tile of a content entity in a list (news, a season's reports, a video): its picture,
 * date, title and lead, the whole tile a link (to another site when `external`).
 */
export function EntityTeaser({
  item,
  external = false,
  pictureClassName = classes.cover,
  testId,
}: {
  item: Teaser;
  external?: boolean;
  pictureClassName?: string;
  testId?: string;
}) {
  const link = external
    ? { component: 'a' as const, href: item.url, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: item.url };
  return (
    <Card {...(link as object)} withBorder padding="lg" className={classes.tile} data-testid={testId}>
      {item.photo && (
        <Card.Section>
          <Image src={item.photo} alt="" className={pictureClassName} loading="lazy" />
        </Card.Section>
      )}
      {item.date && (
        <Text fz="xs" c="dimmed" tt="uppercase" mt={item.photo ? 'md' : 0}>
          {formatDateRu(item.date)}
        </Text>
      )}
      <Text fw={700} mt={6} c="dark.8">
        {item.title}
      </Text>
      <Text fz="sm" c="dimmed" mt={6} lineClamp={3}>
        {item.description}
      </Text>
    </Card>
  );
}
