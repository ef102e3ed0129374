import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  loginPathFor,
  peekReturnPath,
  rememberReturnPath,
  returnPathAfterSignIn,
  safeReturnPath,
} from '../src/lib/return-to';

describe('safeReturnPath', () => {
  it.each([
    ['/pdfviewer?view=abc', '/pdfviewer?view=abc'],
    ['/notes', '/notes'],
    ['/myLearning', '/myLearning'],
    ['/courses/5b7c/learn', '/courses/5b7c/learn'],
    ['/searchcontent?search=heat%20engine', '/searchcontent?search=heat%20engine'],
    ['/Q-paper#top', '/Q-paper#top'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['notes'],
    [''],
    ['/'],
    ['/login?next=/notes'],
    ['/auth'],
    ['/verifyEmail?Email=a@b.c'],
    ['/auth/google/callback'],
    [null],
    [undefined],
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what resolves to another site after dot segments', () => {
    expect(safeReturnPath('/..//evil.example')).toBeNull();
    expect(safeReturnPath('/./%2F/evil.example')).toBe('/%2F/evil.example');
  });
});

describe('loginPathFor', () => {
  it('names the path in the Login screen’s address', () => {
    expect(loginPathFor('/pdfviewer?view=abc&page=3')).toBe('/login?next=%2Fpdfviewer%3Fview%3Dabc%26page%3D3');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});

describe('the kept return path', () => {
  afterEach(() => sessionStorage.clear());

  it('leads the next session there once, then home', () => {
    rememberReturnPath('/notes?page=2');
    expect(peekReturnPath()).toBe('/notes?page=2');
    expect(returnPathAfterSignIn()).toBe('/notes?page=2');
    expect(returnPathAfterSignIn()).toBe('/');
    rememberReturnPath('/video');
    forgetReturnPath();
    expect(returnPathAfterSignIn()).toBe('/');
  });

  it('keeps nothing unsafe, even when written behind its back', () => {
    rememberReturnPath('https://evil.example');
    expect(returnPathAfterSignIn()).toBe('/');
    sessionStorage.setItem('prepshelf.returnTo', '//evil.example');
    expect(returnPathAfterSignIn()).toBe('/');
  });
});
