/**
 * The PDF CV's address (decision 0050): `GET /cv.pdf`, A4 by default, US Letter with `?format=letter`.
 * Outside `/api` because it answers a file, not an envelope.
 */
export const CV_PATH = '/cv.pdf';

/** The message of the 404 when there is no person to make a CV of. */
export const CV_NO_PERSON = 'There is no CV yet: the owner has not entered their personal information.';
