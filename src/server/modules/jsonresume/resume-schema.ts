/**
 * The JSON Resume schema as `@jsonresume/schema` ships it: the package's own validator (jsonschema
 * against its `schema.json`), the shape of its errors, and the schema and validator class the
 * single-value checks of resume-formats.ts reuse.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One error of the JSON Resume validator (jsonschema's ValidationError, the fields we read). */
export interface JsonSchemaError {
  path: (string | number)[];
  message: string;
  name: string;
  argument: unknown;
  instance: unknown;
}

export const resumeSchemaPackage = require('@jsonresume/schema') as {
  validate(resume: unknown, callback: (errors: JsonSchemaError[] | null, valid: boolean) => void): void;
  schema: ResumeSchema;
};
// The jsonschema copy the package itself uses (its dependency, resolved from the package).
export const { Validator } = createRequire(require.resolve('@jsonresume/schema'))('jsonschema') as {
  Validator: new () => { validate(instance: unknown, schema: object): { errors: JsonSchemaError[] } };
};

/** The parts of the package's `schema.json` the single-value checks (resume-formats.ts) validate against. */
export interface ResumeSchema {
  definitions: { iso8601: object };
  properties: { basics: { properties: { url: object; email: object } } };
}

/**
 * Validate `resume` with the validator shipped in `@jsonresume/schema` (jsonschema against its
 * `schema.json`). The callback of that validator is synchronous.
 * @returns the errors, `[]` when the document is valid.
 */
export function validateAgainstResumeSchema(resume: unknown): JsonSchemaError[] {
  let found: JsonSchemaError[] = [];
  resumeSchemaPackage.validate(resume, (errors) => {
    found = errors ?? [];
  });
  return found;
}
