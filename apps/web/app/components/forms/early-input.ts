/**
 * What a visitor types into the server's page before it is live (decision 0144).
 *
 * Hydration resets a controlled field to its state, so text typed on a slow phone while the
 * scripts load was lost without a word (CI saw «Должность» typed early come back empty). The
 * inline script below, run before any content, notes each field's last value; once the page is
 * live, `replayEarlyInput` gives every noted field its value back through React's own change event,
 * so each form's state takes it as if it had been typed then.
 */

const STORE = '__agroleaseEarlyInput';

/**
 * Inline in <head>: the last value (or tick) of every field typed into, by element, until the
 * replay. A file field is left out: a script may not set its value, and its choice is the browser's.
 */
export const earlyInputScript = `window.${STORE}=new Map();addEventListener('input',function(e){var m=window.${STORE},t=e.target;if(m&&t.type!=='file'&&(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement))m.set(t,t.type==='checkbox'||t.type==='radio'?{checked:t.checked}:{value:t.value})},true);`;

type Noted = { value: string } | { checked: boolean };

declare global {
  interface Window {
    [STORE]?: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, Noted>;
  }
}

/** The element's own `value` setter, under the one React puts on the instance to track it. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Once, after hydration: the noted values go back into their fields, each with an input event. */
export function replayEarlyInput(): void {
  const noted = window[STORE];
  if (!noted) return;
  delete window[STORE];
  for (const [field, last] of noted) {
    if (!field.isConnected || field.disabled) continue;
    if ('checked' in last) {
      // A click both ticks and tells React; only where hydration put the tick back.
      if (field instanceof HTMLInputElement && field.checked !== last.checked) field.click();
      continue;
    }
    typeInto(field, last.value);
  }
}

/**
 * Puts a value into a field as if typed, so a controlled field's onChange takes it too.
 * React tells a change by the value it last saw: clear that first through its own setter, then put
 * the text in past it, so the input event reaches the field's onChange.
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = '';
  setNativeValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
