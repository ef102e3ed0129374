import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS } from '@prepshelf/contract';
import layout from '../locales/en/common/layout.json';

describe('the router error page', () => {
  it("shows the spec's text, the same as the contract's", () => {
    expect(layout['layout.routerError']).toBe(PAGE_TEXTS.routerError);
  });
});
