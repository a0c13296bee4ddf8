/**
 * How a signed-in screen learns that its session was ended elsewhere (or ran out), so it sends the
 * owner to the sign-in page with a sentence instead of to /forbidden
 * (docs/decisions/0250-a-session-ended-elsewhere.md).
 *
 * The server, given a session cookie that names no live session, clears it and sets
 * {@link SESSION_ENDED_COOKIE} (`1`, readable by the page, {@link SESSION_ENDED_MAX_AGE_S} seconds).
 * A signed-in screen's guard that finds nobody signed in and that cookie removes it and goes to
 * `/login?next=<the screen>&ended=1` ({@link SESSION_ENDED_PARAM}), where the sign-in page says so.
 */
export const SESSION_ENDED_COOKIE = 'session_ended';
/** Seconds the marker lives: long enough for the page that follows, not a lasting trace. */
export const SESSION_ENDED_MAX_AGE_S = 300;
/** The sign-in page's query parameter saying the session was ended. */
export const SESSION_ENDED_PARAM = 'ended';
