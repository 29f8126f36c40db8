import { validateUser } from './validate';

const base = { name: 'Maria Pop', email: 'maria@balta.ro', role: 3 as const };

describe('validateUser', () => {
  it('accepts a new user with a matching password of 8+ characters', () => {
    expect(validateUser({ ...base, password: 'Parola123', password_confirmation: 'Parola123' })).toEqual({});
  });

  it('asks for the password when creating but not when editing', () => {
    expect(validateUser(base).password).toBe('Câmpul este obligatoriu.');
    expect(validateUser(base, 'edit')).toEqual({});
  });

  it('checks a password typed on edit', () => {
    expect(validateUser({ ...base, password: 'scurt', password_confirmation: 'scurt' }, 'edit').password).toBe(
      'Parola trebuie să aibă cel puțin 8 caractere.',
    );
    expect(
      validateUser({ ...base, password: 'Parola123', password_confirmation: 'Parola124' }, 'edit')
        .password_confirmation,
    ).toBe('Parolele nu coincid.');
  });

  it('checks name, email, role and phone', () => {
    const problems = validateUser({
      name: '',
      email: 'nu-e-email',
      role: 1 as never,
      phone: 'abc',
      password: 'Parola123',
      password_confirmation: 'Parola123',
    });
    expect(Object.keys(problems).sort()).toEqual(['email', 'name', 'phone', 'role']);
    expect(problems.email).toBe('Invalid email address');
  });
});
