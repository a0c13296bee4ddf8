/**
 * The answer to a request that failed its route's zod schema (docs/api.md "Basics": 400
 * `VALIDATION_ERROR` with `issues`): one issue per problem, `{path, message}` with a dotted path, and
 * a message made from the first issue, naming the request's part when the whole part is wrong
 * ("Body must be a JSON object.").
 */
import type { FastifyError } from 'fastify';
import type { ErrorIssue } from '../../../shared/schemas.js';

/** A sentence for one validation issue: spec messages ("Please select...!") stand alone; others get the field name. */
export function issueSentence(issue: ErrorIssue): string {
  if (/^[A-Z].*[.!]$/.test(issue.message)) return issue.message;
  return issue.path ? `${issue.path} ${issue.message}` : issue.message;
}

const PART_NAMES: Record<string, string> = {
  body: 'Body',
  params: 'Path',
  querystring: 'Query',
  headers: 'Headers',
};

/** The issues of a schema validation error, in the contract's shape. */
function zodIssues(
  error: FastifyError & { validation: { instancePath: string; message?: string; keyword: string }[] },
) {
  return error.validation.map((item) => {
    const path = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let message = item.message ?? 'is invalid';
    if (path === '' && item.keyword === 'invalid_type') message = 'must be a JSON object';
    return { path, message };
  });
}

/** The message and issues of a schema validation `error` (`validationContext` names the part). */
export function validationAnswer(error: FastifyError): { message: string; issues: ErrorIssue[] } {
  const issues = zodIssues(error as never);
  const part = PART_NAMES[(error as { validationContext?: string }).validationContext ?? 'body'] ?? 'Body';
  const first = issues[0]!;
  const message =
    first.path === ''
      ? `${part} ${first.message}.`
      : `${issueSentence(first)}${/[.!]$/.test(issueSentence(first)) ? '' : '.'}`;
  return { message, issues };
}
