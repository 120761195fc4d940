import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './content-html.ts';

describe('content HTML sanitising', () => {
  it('keeps text markup, tables, images and site links', () => {
    const html =
      '<h2>Этапы</h2><p>Текст <strong>жирный</strong> <a href="/client/">ссылка</a></p><table><tr><td colspan="2">1</td></tr></table><img src="/img/a.svg" alt="a" />';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Привет</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>';
    expect(sanitizeContentHtml(dirty)).toBe('<p>Привет</p><a>x</a>');
  });

  it('opens outside links in a new tab without window.opener', () => {
    expect(sanitizeContentHtml('<a href="https://example.ru">сайт</a>')).toBe(
      '<a href="https://example.ru" target="_blank" rel="noopener noreferrer">сайт</a>',
    );
  });
});
