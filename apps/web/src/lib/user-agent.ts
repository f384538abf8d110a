/**
 * A session's device in a few words ("Chrome 131, Windows"), enough for someone to recognise
 * their own laptop or phone; not a detection library, which would outweigh the whole screen.
 */
const browsers: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/YaBrowser\/(\d+)/, 'Yandex'],
  [/(?:Chromium|HeadlessChrome)\/(\d+)/, 'Chromium'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
  [/node|undici/i, 'Node.js'],
];

const systems: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(agent: string | null | undefined): string | undefined {
  if (!agent?.trim()) return undefined;
  const browser = browsers.find(([pattern]) => pattern.test(agent));
  const version = browser ? agent.match(browser[0])?.[1] : undefined;
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  const name = browser ? [browser[1], version].filter(Boolean).join(' ') : undefined;
  const parts = [name, system].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : agent.slice(0, 60);
}
