import { describe, expect, it } from 'vitest';
import {
  arrayMoveItem,
  moveById,
  pickIds,
  renumber,
  reorderBody,
  reorderSkills,
  reorderSubset,
  sortByOrder,
} from './reorder.js';

const item = (id: string, order: number, type = 'Hard') => ({ _id: id, order, type });
const ids = (list: { _id: string }[] | null) => list?.map((entry) => entry._id);
const orders = (list: { order?: number }[] | null) => list?.map((entry) => entry.order);

describe('reorder math (docs/product.md §4 "Reorder by drag")', () => {
  it('renumbers 0..n-1 without changing the input', () => {
    const input = [item('a', 5), item('b', 9)];
    expect(orders(renumber(input))).toEqual([0, 1]);
    expect(orders(input)).toEqual([5, 9]);
  });

  it('sorts by order (stable) and moves elements like arrayMove', () => {
    expect(ids(sortByOrder([item('a', 2), item('b', 1), item('c', 1)]))).toEqual(['b', 'c', 'a']);
    expect(arrayMoveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(arrayMoveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('moves an entry onto another position and renumbers', () => {
    const list = [item('a', 0), item('b', 1), item('c', 2)];
    const next = moveById(list, 'a', 'c');
    expect(ids(next)).toEqual(['b', 'c', 'a']);
    expect(orders(next)).toEqual([0, 1, 2]);
    expect(ids(moveById(list, 'c', 'a'))).toEqual(['c', 'a', 'b']);
  });

  it('does nothing for a drop with no destination or at the same position', () => {
    const list = [item('a', 0), item('b', 1)];
    expect(moveById(list, 'a', null)).toBeNull();
    expect(moveById(list, 'a', undefined)).toBeNull();
    expect(moveById(list, 'a', 'a')).toBeNull();
    expect(moveById(list, 'a', 'zzz')).toBeNull();
  });

  it('reorders a subset into the positions it held, the rest in place', () => {
    // Contacts c1, c2, c3 among social links s1, s2.
    const list = [item('c1', 0), item('s1', 1), item('c2', 2), item('s2', 3), item('c3', 4)];
    const next = reorderSubset(list, (entry) => entry._id.startsWith('c'), 'c3', 'c1');
    expect(ids(next)).toEqual(['c3', 's1', 'c1', 's2', 'c2']);
    expect(orders(next)).toEqual([0, 1, 2, 3, 4]);
    // Outside the subset: ignored.
    expect(reorderSubset(list, (entry) => entry._id.startsWith('c'), 'c1', 's1')).toBeNull();
  });

  it('skills: moves within the group, re-sorts and renumbers the whole list', () => {
    const skills = [
      item('h1', 0),
      item('s1', 3, 'Soft'),
      item('h2', 2),
      item('s2', 7, 'Soft'),
      item('h3', 9),
    ];
    const next = reorderSkills(skills, 'h3', 'h1');
    // Sorted first (h1 0, h2 2, s1 3, s2 7, h3 9), then the Hard group h3, h1, h2 in the Hard slots.
    expect(ids(next)).toEqual(['h3', 'h1', 's1', 's2', 'h2']);
    expect(orders(next)).toEqual([0, 1, 2, 3, 4]);
  });

  it('skills: a drop into the other group is ignored', () => {
    const skills = [item('h1', 0), item('h2', 1), item('s1', 2, 'Soft')];
    expect(reorderSkills(skills, 'h1', 's1')).toBeNull();
    expect(reorderSkills(skills, 's1', 'h2')).toBeNull();
    expect(reorderSkills(skills, 'h1', null)).toBeNull();
    expect(reorderSkills(skills, 'h1', 'h1')).toBeNull();
  });

  it('builds the contract body {data: [{_id, order}]} and picks entries by id', () => {
    const list = [item('a', 0), item('b', 1)];
    expect(reorderBody(list)).toEqual({
      data: [
        { _id: 'a', order: 0 },
        { _id: 'b', order: 1 },
      ],
    });
    expect(ids(pickIds(list, new Set(['b'])))).toEqual(['b']);
  });
});
