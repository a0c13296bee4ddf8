/**
 * Whole-number fields, given as JSON numbers or strings of digits (decision 0110 §8).
 */
import { z } from 'zod';

/**
 * A whole number from `min` to `max`, given as a JSON number or as a string of digits (HTML number
 * inputs give strings, and the client the wire contract comes from sends them unchanged: decision 0110 §8). `"75abc"`, `"1e2"`, `" "` and `""` are refused with `message`, as are out-of-range values.
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
