import { describe, expect, it } from 'vitest';
import { booleanField, readNavigationItem, tagsField, textField } from './navigation-item';

describe('navigation item', () => {
  it('accepts an object with an _id only', () => {
    expect(readNavigationItem(null)).toBeNull();
    expect(readNavigationItem({ title: 'x' })).toBeNull();
    expect(readNavigationItem({ _id: 'n1', title: 'x' })?._id).toBe('n1');
  });

  it('reads fields as form text', () => {
    const item = readNavigationItem({ _id: 'p1', year: 2023, tags: ['a', 'b'], isPublic: 'false' });
    expect(textField(item, 'year')).toBe('2023');
    expect(textField(item, 'missing', 'public')).toBe('public');
    expect(tagsField(item)).toBe('a, b');
    expect(booleanField(item, 'isPublic', true)).toBe(false);
  });
});
