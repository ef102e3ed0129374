import { describe, expect, it } from 'vitest';
import { joinName, splitName } from './names';

describe('splitName and joinName', () => {
  it.each([
    ['Meera Joshi', 'Meera', 'Joshi'],
    ['  Anita  Ravi Desai ', 'Anita', 'Ravi Desai'],
    ['Prakash', 'Prakash', ''],
    ['', '', ''],
  ])('"%s" shows as first "%s" and last "%s"', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });

  it('joins with one space and drops an empty last name', () => {
    expect(joinName(' Anita ', ' Desai ')).toBe('Anita Desai');
    expect(joinName('Prakash', '  ')).toBe('Prakash');
  });
});
