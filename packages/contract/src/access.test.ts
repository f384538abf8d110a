import { describe, expect, it } from 'vitest';
import { can } from './access.ts';
import { loginSchema } from './auth.ts';
import { allScopes, scopes } from './scopes.ts';

describe('can', () => {
  const editor = { owner: false, scopes: ['news.show', 'unit.show'] };
  it('passes an owner through every check', () => {
    expect(can({ owner: true, scopes: [] }, 'roles.show')).toBe(true);
    expect(can({ owner: true, scopes: [] }, [])).toBe(true);
  });
  it('needs the scope, or any one of a list', () => {
    expect(can(editor, 'news.show')).toBe(true);
    expect(can(editor, 'news.edit')).toBe(false);
    expect(can(editor, ['orders.show', 'unit.show'])).toBe(true);
    expect(can(editor, ['orders.show', 'roles.show'])).toBe(false);
  });
  it('refuses a guest', () => {
    expect(can(null, 'news.show')).toBe(false);
  });
});

describe('scopes', () => {
  it('are unique and each .show has its .edit twin', () => {
    expect(allScopes.size).toBe(scopes.length);
    for (const s of allScopes) {
      if (s.endsWith('.show')) expect(allScopes.has(s.replace(/\.show$/, '.edit'))).toBe(true);
    }
  });
});

describe('loginSchema', () => {
  it('accepts login as another name for email and lower-cases it', () => {
    expect(loginSchema.parse({ login: ' Admin@Kramar.Local ', password: 'x' })).toEqual({
      email: 'admin@kramar.local',
      password: 'x',
    });
  });
  it('speaks Ukrainian about what is missing', () => {
    const result = loginSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Вкажіть e-mail.', 'Вкажіть пароль.']);
  });
});
