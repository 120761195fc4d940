import { moscowYear } from '@agrolease/domain';
import { AppLink } from '../routing/app-link';
import classes from './site-footer.module.css';

/** The Moscow year, as the server's page has it whatever the browser's zone (decision 0116). */
export function copyrightLine(now = new Date()): string {
  return `© 2001–${moscowYear(now)} АО «Агролизинг». Все права защищены.`;
}

/** The consent line and copyright: all the cabinet keeps of the footer. */
export function FooterLegal() {
  return (
    <div className={classes.legal}>
      <span>{copyrightLine()}</span>
      <AppLink to="/pd/">Согласие на обработку персональных данных</AppLink>
    </div>
  );
}
