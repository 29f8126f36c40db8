import type { User } from '@/shared/api/types';
import { adminAccess, companyAccess, decideGuest, decideProtected } from './appAccess';

const userWithRole = (role: 1 | 2 | 3): User => ({
  id: role,
  name: 'Test',
  email: 't@example.ro',
  role,
  phone: null,
  company_id: role === 1 ? null : 1,
  last_login_at: null,
  created_at: '2024-01-01T00:00:00Z',
  company: null,
});

describe('decideProtected', () => {
  it('sends a visitor without a stored token to /login and clears the user', () => {
    expect(decideProtected(companyAccess, null, null, [2, 3])).toEqual({
      type: 'login',
      clearUser: true,
      roleError: false,
    });
  });

  it('waits while the user of a stored token is loading', () => {
    expect(decideProtected(companyAccess, null, 'tok', [2, 3])).toEqual({ type: 'wait' });
  });

  it('lets an allowed role in', () => {
    expect(decideProtected(companyAccess, userWithRole(3), 'tok', [2, 3])).toEqual({ type: 'allow' });
    expect(decideProtected(adminAccess, userWithRole(1), 'tok', [1])).toEqual({ type: 'allow' });
  });

  it('refuses a role the route excludes; only the company app clears the user', () => {
    expect(decideProtected(companyAccess, userWithRole(3), 'tok', [2])).toEqual({
      type: 'login',
      clearUser: true,
      roleError: true,
    });
    expect(decideProtected(adminAccess, userWithRole(2), 'tok', [1])).toEqual({
      type: 'login',
      clearUser: false,
      roleError: true,
    });
  });
});

describe('decideGuest', () => {
  it('shows the page to a visitor', () => {
    expect(decideGuest(companyAccess, null, null)).toEqual({ type: 'allow' });
  });

  it('sends a logged-in user of the right app home', () => {
    expect(decideGuest(companyAccess, userWithRole(2), 'tok')).toEqual({ type: 'home' });
    expect(decideGuest(companyAccess, userWithRole(3), 'tok')).toEqual({ type: 'home' });
    expect(decideGuest(adminAccess, userWithRole(1), 'tok')).toEqual({ type: 'home' });
  });

  it('resets a user of the other app', () => {
    expect(decideGuest(companyAccess, userWithRole(1), 'tok')).toMatchObject({ type: 'login', clearUser: true });
    expect(decideGuest(adminAccess, userWithRole(2), 'tok')).toMatchObject({ type: 'login', clearUser: true });
  });
});
