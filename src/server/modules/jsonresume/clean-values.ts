/**
 * The values a JSON Resume commonly writes wrong, put right before validation, each with a warning
 * that names its path: an empty string is a value left out (removed), and a link without a scheme in
 * a `url` (`www.example.com`, `example.com/me`) gets `https://`. Vitae's own `x-vitae` objects are
 * taken as they are.
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
import type { ResumeIssue } from './document.js';
import { isObject, setOwn } from './own.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_HOST = /^[^\s/@:]+\.[a-z]{2,}(\/\S*)?$/i;

/** `value` (at `path`, under `key`) with empty values left out and bare links given a scheme. */
export function clean(value: unknown, path: string, key: string, warnings: ResumeIssue[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => clean(item, `${path}[${index}]`, '', warnings));
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(value)) {
      const childPath = path === '' ? childKey : `${path}.${childKey}`;
      if (child === '' || (typeof child === 'string' && child.trim() === '' && child !== '')) {
        warnings.push({ path: childPath, message: 'empty value; left out' });
        continue;
      }
      // Vitae's own extension objects are written by Vitae: taken as they are.
      setOwn(out, childKey, childKey === 'x-vitae' ? child : clean(child, childPath, childKey, warnings));
    }
    return out;
  }
  if (typeof value === 'string' && key === 'url' && !SCHEME.test(value) && BARE_HOST.test(value.trim())) {
    warnings.push({ path, message: `link without a scheme; read as https://${value.trim()}` });
    return `https://${value.trim()}`;
  }
  return value;
}
