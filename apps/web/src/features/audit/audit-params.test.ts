import { describe, expect, it } from 'vitest';
import { actionLabel, auditParamsToSearch, parseAuditParams, summariseDetails } from './audit-params';

describe('audit filters', () => {
  it('reads known values and drops the rest', () => {
    const params = parseAuditParams(
      new URLSearchParams('action=student.blocked&targetType=user&from=2026-11-01&to=nope&actor=a@b.c&page=2'),
      true,
    );
    expect(params).toEqual({
      action: 'student.blocked',
      targetType: 'user',
      from: '2026-11-01',
      to: '',
      actor: 'a@b.c',
      page: 2,
    });
    expect(parseAuditParams(new URLSearchParams('action=drop.tables&actor=x'), false)).toMatchObject({
      action: 'all',
      actor: '',
    });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const params = parseAuditParams(new URLSearchParams('targetType=note&page=3'), true);
    expect(auditParamsToSearch(params).toString()).toBe('targetType=note&page=3');
    expect(auditParamsToSearch(parseAuditParams(new URLSearchParams(''), true)).toString()).toBe('');
  });
});

describe('audit entries', () => {
  it('label actions', () => {
    expect(actionLabel('student.blocked')).toBe('Student blocked');
  });

  it('summarise changes, lists and plain values on one line', () => {
    expect(summariseDetails({ status: { from: 'active', to: 'inactive' } })).toBe('status: active → inactive');
    expect(summariseDetails({ changed: ['Username', 'Email'], recipients: 3 })).toBe(
      'changed: Username, Email; recipients: 3',
    );
    expect(summariseDetails({})).toBe('');
    expect(summariseDetails({ note: 'x'.repeat(200) }, 20)).toHaveLength(20);
  });
});
