/**
 * What a person recognises of a browser's User-Agent header in a security log (decision 0154):
 * the browser and the system, «Chrome 131, Windows» or «Safari, iPhone». Only the common ones are
 * told apart; anything else is shown as «Другой браузер», and the header itself stays in the row.
 */

const BROWSERS: [RegExp, string][] = [
  [/YaBrowser\/(\d+)/, 'Яндекс Браузер'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** «Chrome 131, Windows»; «Программа: curl» for a tool; «Неизвестно» for an empty header. */
export function describeDevice(userAgent: string): string {
  const header = userAgent.trim();
  if (!header) return 'Неизвестно';
  if (!header.startsWith('Mozilla/')) {
    const tool = /^[\w.-]+/.exec(header)?.[0];
    return tool ? `Программа: ${tool}` : 'Другой браузер';
  }
  let browser = 'Другой браузер';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(header);
    if (!match) continue;
    const version = match.slice(1).find(Boolean);
    browser = version ? `${name} ${version}` : name;
    break;
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(header))?.[1];
  return system ? `${browser}, ${system}` : browser;
}
