import classes from './content.module.css';

/**
 * HTML of a content page. The gateway sanitises `content` and `customHTMl` before it stores
 * them and again before it answers (ARCHITECTURE.md §6), so it is rendered as is.
 */
export function HtmlContent({ html }: { html: string }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize-html).
  return <div className={classes.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
