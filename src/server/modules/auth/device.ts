/**
 * The device class of a sign-in, from its User-Agent header: "<browser> on <system>" such as
 * "Firefox on Windows" or "Safari on iPhone", or "" when neither is recognised. Only this class is
 * stored with a session, never the whole header (docs/product.md §23).
 *
 * The order matters: Edge and Opera name Chrome too, Chrome names Safari, Android names Linux.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Headless)?(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome on Linux", "Firefox", "on Android"-less forms: see the module comment. */
export function deviceClass(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}
