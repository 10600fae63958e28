import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorParaElRegistro } from './registro';

describe('errorParaElRegistro', () => {
  it("keeps a failed statement's SQL and cause, never its parameters or detail", () => {
    const causa = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (username)=(Secreto) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into usuarios (username) values ($1)',
      ['Secreto', 'clave-muy-secreta'],
      causa,
    );
    const registrado = errorParaElRegistro(err);
    const texto = JSON.stringify(registrado);
    expect(texto).not.toContain('Secreto');
    expect(texto).not.toContain('clave-muy-secreta');
    expect(registrado).toMatchObject({
      query: 'insert into usuarios (username) values ($1)',
      cause: { message: 'duplicate key value violates unique constraint', code: '23505' },
    });
    expect(registrado?.stack).toMatch(
      /^DrizzleQueryError: Failed query \(parameters not logged\)\n\s+at /,
    );
  });

  it('keeps an ordinary error whole', () => {
    const err = Object.assign(new Error('boom'), { code: 'E_X' });
    expect(errorParaElRegistro(err)).toMatchObject({ type: 'Error', message: 'boom', code: 'E_X' });
  });
});
