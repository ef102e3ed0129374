import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS } from '@prepshelf/contract';
import { ROUTER_ERROR_TEXT } from './router-error-page';

describe('the router error page', () => {
  it("shows the spec's text, the same as the contract's", () => {
    expect(ROUTER_ERROR_TEXT).toBe(PAGE_TEXTS.routerError);
  });
});
