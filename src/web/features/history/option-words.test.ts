/** The history reads a choice field's values as their words (decision 0240). */
import { describe, expect, it } from 'vitest';
import { withOptionWords } from './diff.js';

describe('withOptionWords (decision 0240)', () => {
  it("reads a choice field's value as its word and leaves other fields and unknown values alone", () => {
    const words = { typeEducation: { University: 'Universidad' } };
    expect(withOptionWords({ typeEducation: 'University', title: 'University' }, words)).toEqual({
      typeEducation: 'Universidad',
      title: 'University',
    });
    expect(withOptionWords({ typeEducation: 'Elsewhere' }, words)).toEqual({ typeEducation: 'Elsewhere' });
    expect(withOptionWords(null, words)).toBeNull();
  });
});
