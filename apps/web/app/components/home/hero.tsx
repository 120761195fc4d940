import { IconCalculator, IconTractor } from '@tabler/icons-react';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import classes from './home.module.css';

export interface HeroData {
  title: string;
  subtitle: string;
  stats: { value: string; label: string }[];
}

export function Hero({ hero }: { hero: HeroData }) {
  return (
    <div className={classes.hero}>
      <div className={plain.container}>
        <div className={`${plain.stack} ${classes.heroText}`}>
          <h1 className={`${plain.h1} ${classes.heroTitle}`}>{hero.title}</h1>
          <p className={`${plain.text} ${classes.heroSubtitle}`}>{hero.subtitle}</p>
          <div className={`${plain.group} ${classes.heroActions}`}>
            <AppLink
              to="/catalog/"
              className={`mantine-focus-auto mantine-active ${plain.button} ${plain.buttonMd} ${plain.withIcon} ${classes.heroPrimary}`}
            >
              <span className={plain.buttonInner}>
                <span className={plain.buttonIcon}>
                  <IconTractor size={20} />
                </span>
                <span className={plain.buttonLabel}>Подобрать технику</span>
              </span>
            </AppLink>
            <AppLink
              to="/calculator/"
              className={`mantine-focus-auto mantine-active ${plain.button} ${plain.buttonMd} ${plain.withIcon} ${classes.heroSecondary}`}
            >
              <span className={plain.buttonInner}>
                <span className={plain.buttonIcon}>
                  <IconCalculator size={20} />
                </span>
                <span className={plain.buttonLabel}>Рассчитать лизинг</span>
              </span>
            </AppLink>
          </div>
        </div>
        <div className={classes.stats}>
          {hero.stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <p className={`${plain.text} ${classes.statValue}`}>{stat.value}</p>
              <p className={`${plain.text} ${plain.sm} ${classes.statLabel}`}>{stat.label}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
