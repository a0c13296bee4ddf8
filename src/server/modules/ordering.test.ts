/**
 * Unit tests of the reorder body parsing (the shapes accepted, the spec's messages, the order rule).
 * The database side of ordering is covered by resources.api.test.ts. Source: docs/api.md "Reorder";
 * docs/product.md §5.
 */
import { describe, expect, it } from 'vitest';
import { REORDER_MESSAGES } from '../../shared/messages.js';
import { HttpError } from '../lib/http-error.js';
import { parseReorderBody } from './ordering.js';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const C = 'cccccccccccccccccccccccc';

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected an HttpError');
}

describe('parseReorderBody', () => {
  it('accepts {data: [...]} and a bare array', () => {
    const items = [
      { _id: A, order: 0 },
      { _id: B, order: 1 },
    ];
    expect(parseReorderBody('works', { data: items })).toEqual([A, B]);
    expect(parseReorderBody('works', items)).toEqual([A, B]);
  });

  it('sorts by order when every item has one (stable for ties), else keeps the given sequence', () => {
    expect(
      parseReorderBody('works', [
        { _id: A, order: 2 },
        { _id: B, order: 0 },
        { _id: C, order: 1 },
      ]),
    ).toEqual([B, C, A]);
    expect(
      parseReorderBody('works', [
        { _id: A, order: 1 },
        { _id: B, order: 1 },
        { _id: C, order: 0 },
      ]),
    ).toEqual([C, A, B]);
    expect(parseReorderBody('works', [{ _id: A, order: 5 }, { _id: B }, { _id: C, order: 0 }])).toEqual([
      A,
      B,
      C,
    ]);
    expect(parseReorderBody('works', [{ _id: C }, { _id: A }])).toEqual([C, A]);
  });

  it.each(Object.entries(REORDER_MESSAGES))(
    '%s: empty or missing data gives the spec message',
    (wire, messages) => {
      for (const body of [undefined, null, {}, { data: [] }, [], { data: 'x' }, 'text', 5, { data: {} }]) {
        const error = failure(() => parseReorderBody(wire, body));
        expect(error.statusCode).toBe(400);
        expect(error.message).toBe(messages.empty);
      }
    },
  );

  it.each(Object.entries(REORDER_MESSAGES))(
    '%s: an _id that is not 24 hex characters gives the spec message',
    (wire, messages) => {
      for (const item of [
        { _id: 'abc' },
        { _id: `${A}a` },
        { _id: A.toUpperCase() },
        { _id: 42 },
        {},
        null,
        'x',
        { _id: null },
      ]) {
        const error = failure(() => parseReorderBody(wire, [{ _id: B }, item]));
        expect(error.statusCode).toBe(400);
        expect(error.message).toBe(messages.badId);
      }
    },
  );

  it('the spec messages are the ones of docs/product.md §5', () => {
    expect(REORDER_MESSAGES.educations).toEqual({
      empty: 'No ordered educations provided!',
      badId: 'Each education must have a valid _id',
    });
    expect(REORDER_MESSAGES.languages).toEqual({
      empty: 'No ordered Languages provided!',
      badId: 'Each Language must have a valid _id',
    });
    expect(REORDER_MESSAGES.categories).toEqual({
      empty: 'No ordered Categories provided!',
      badId: 'Each Category must have a valid Id!',
    });
    expect(REORDER_MESSAGES.proyects!.empty).toBe('No ordered Proyect provided!');
  });

  it('a duplicate id is 400', () => {
    const error = failure(() => parseReorderBody('works', [{ _id: A }, { _id: B }, { _id: A }]));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/once/);
  });

  it.each([-1, 1.5, '1', null, Number.NaN, true])('an order of %o is 400', (order) => {
    const error = failure(() => parseReorderBody('works', [{ _id: A, order }]));
    expect(error.statusCode).toBe(400);
  });

  it('more than 10,000 items is 400', () => {
    const items = Array.from({ length: 10_001 }, (_, index) => ({
      _id: index.toString(16).padStart(24, '0'),
    }));
    expect(failure(() => parseReorderBody('works', items)).statusCode).toBe(400);
  });

  it('an unknown resource falls back to generic messages', () => {
    expect(failure(() => parseReorderBody('unknown', [])).message).toMatch(/No ordered/);
  });
});
