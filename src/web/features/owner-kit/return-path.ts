/**
 * Where the owner came from, carried through the personal-details form as navigation state
 * (`{person, returnTo}`), so the profile page the spec returns to after the save (docs/product.md §4: "After
 * saving a profile update the user returns to /profile") can offer the way back
 * (docs/decisions/0096-profile-names-and-the-way-back.md).
 */

/** The navigation state key of the path to go back to. */
export const RETURN_TO = 'returnTo';

/**
 * `value` as a path on this site (`/...`, never `//host` or `/\host`, which a browser reads as
 * another site), or undefined for anything else (missing, another type, another site).
 */
export function returnPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
}

/** The return path in a location's navigation state (undefined when there is none). */
export function returnPathOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null
    ? returnPath((state as Record<string, unknown>)[RETURN_TO])
    : undefined;
}
