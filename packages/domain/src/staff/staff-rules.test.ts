import { describe, expect, it } from 'vitest';
import { staffChangeProblem } from './staff-rules';

describe('staffChangeProblem', () => {
  it('never lets the last owner go, by removal or by demotion', () => {
    expect(staffChangeProblem(1, { role: 'owner' }, 'remove')).toBe('staff_last_owner');
    expect(staffChangeProblem(1, { role: 'owner' }, { role: 'manager' })).toBe('staff_last_owner');
  });

  it('lets an owner go while another stays, and managers come and go freely', () => {
    expect(staffChangeProblem(2, { role: 'owner' }, 'remove')).toBeUndefined();
    expect(staffChangeProblem(2, { role: 'owner' }, { role: 'manager' })).toBeUndefined();
    expect(staffChangeProblem(1, { role: 'owner' }, { role: 'owner' })).toBeUndefined();
    expect(staffChangeProblem(1, { role: 'manager' }, 'remove')).toBeUndefined();
    expect(staffChangeProblem(1, { role: 'manager' }, { role: 'owner' })).toBeUndefined();
  });
});
