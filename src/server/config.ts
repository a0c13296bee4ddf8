/**
 * Server configuration, read from the environment in one place.
 *
 * Shape: {@link Config} (config/config-types.ts). A bad value throws {@link ConfigError} whose message
 * names the variable, and `main.ts` stops the start with it. The variables are declared in
 * config/environment.ts and config/contact-environment.ts. Source: README.md "Configuration"
 * (variables and defaults) and the README's configuration table.
 */
import type { Config } from './config/config-types.js';
import { environmentSchema } from './config/environment.js';
import { configFrom } from './config/from-environment.js';

export type { Config, ServerTimeouts } from './config/config-types.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parse the environment into a {@link Config}. Empty strings count as unset.
 * @throws ConfigError naming the first bad variable, e.g. "PORT must be a port number (got 'abc')".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(environmentSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const shown = name.includes('PASSWORD') ? '' : ` (got '${cleaned[name] ?? ''}')`;
    throw new ConfigError(`Configuration error: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      `Configuration error: ${e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'} must be set together with ${
        e.ADMIN_EMAIL === undefined ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'
      }`,
    );
  }
  if (e.SMTP_URL !== undefined && e.CONTACT_TO === undefined) {
    throw new ConfigError('Configuration error: CONTACT_TO must be set when SMTP_URL is set');
  }
  return configFrom(e);
}
