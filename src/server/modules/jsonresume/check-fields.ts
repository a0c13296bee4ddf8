/**
 * {@link checkFields}: the import's fields ({@link Field}, with the JSON path each came from) through an
 * API create schema, leaving out (with a warning) what the schema refuses.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import type { z } from 'zod';
import type { ResumeIssue } from './document.js';
import type { Field, Warnings } from './import-field.js';
import { showValue } from './show-value.js';

/**
 * Run `fields` through an API create schema. A field the schema refuses is left out (a refused item
 * of a list: only that item) with a warning, and the rest is tried again.
 * @returns the parsed input, or undefined when a required field is still missing or wrong.
 */
export function checkFields<Input>(
  schema: z.ZodType<Input>,
  fields: Record<string, Field | undefined>,
  warnings: Warnings,
  itemPath: string,
): Input | undefined {
  const current = new Map<string, Field>();
  for (const [key, field] of Object.entries(fields))
    if (field && field.value !== undefined) current.set(key, field);
  /** Warnings of fields left out, by key: a required one turns its "left out" into "skipped". */
  const leftOut = new Map<string, ResumeIssue>();
  for (let attempt = 0; attempt <= Object.keys(fields).length + 1; attempt++) {
    const parsed = schema.safeParse(
      Object.fromEntries([...current].map(([key, field]) => [key, field.value])),
    );
    if (parsed.success) return parsed.data;
    let changed = false;
    const badItems = new Map<string, Set<number>>();
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field = typeof key === 'string' ? current.get(key) : undefined;
      if (typeof key !== 'string' || !field) {
        const earlier = typeof key === 'string' ? leftOut.get(key) : undefined;
        if (earlier) earlier.message = earlier.message.replace(/; left out$/, `; ${itemPath} skipped`);
        else
          warnings.add(
            itemPath,
            `${issue.path.length > 0 ? `${String(issue.path[0])} ` : ''}${issue.message}; skipped`,
          );
        return undefined;
      }
      const index = issue.path[1];
      if (typeof index === 'number' && Array.isArray(field.value)) {
        const items = field.value as unknown[];
        warnings.add(
          field.list ? `${field.from}[${index}]` : field.from,
          `${issue.message} (got ${showValue(items[index])}); left out`,
        );
        badItems.set(key, (badItems.get(key) ?? new Set<number>()).add(index));
      } else if (field.fallback !== undefined && field.value !== field.fallback) {
        warnings.add(
          field.from,
          `${issue.message} (got ${showValue(field.value)}); used ${showValue(field.fallback)}`,
        );
        current.set(key, { ...field, value: field.fallback });
      } else if (current.delete(key)) {
        leftOut.set(
          key,
          warnings.add(field.from, `${issue.message} (got ${showValue(field.value)}); left out`),
        );
      }
      changed = true;
    }
    for (const [key, indexes] of badItems) {
      const field = current.get(key);
      if (field)
        current.set(key, { ...field, value: (field.value as unknown[]).filter((_, i) => !indexes.has(i)) });
    }
    if (!changed) return undefined;
  }
  return undefined;
}
