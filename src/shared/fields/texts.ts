/**
 * Text fields: plain text, titles and descriptions with their lengths, digits-only text, and lists of
 * short texts. Each is trimmed and says "must have at most N characters" past its length. Source:
 * docs/api.md "Rules carried by the server".
 */
import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../constants.js';

/** Accepts a string or a number and gives back a trimmed string. */
const looseText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must have at most ${max} characters` }),
  );

/** Plain optional text: trimmed, at most `max` characters. */
export const text = (max: number = MAX_TEXT_LENGTH) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .max(max, { error: `must have at most ${max} characters` });

/** A title: trimmed, at most 200 characters. Contract: Rules carried by the server. */
export const title = () => text(MAX_TITLE_LENGTH);
/** A description: trimmed, at most 10,000 characters. */
export const description = () => text(MAX_DESCRIPTION_LENGTH);

/** Digits only (DNI, CUIL), numbers accepted on input. Contract: people. */
export const digits = () =>
  looseText(40).refine((value) => value === '' || /^\d+$/.test(value), { error: 'must contain digits only' });

/** A list of short texts (highlights, keywords, courses, roles): at most 200 items. */
export const textList = () =>
  z.array(text(), { error: 'must be a list of texts' }).max(200, { error: 'must have at most 200 items' });
