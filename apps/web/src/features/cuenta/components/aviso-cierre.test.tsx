import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guardarSesion } from '@/lib/sesion';
import { renderWithProviders } from '@/test/render';
import { AvisoCierre } from './aviso-cierre';

const guardar = (aviso: object) => localStorage.setItem('aviso_cierre', JSON.stringify(aviso));

describe('AvisoCierre (docs/reglas.md, Sessions 5.8)', () => {
  it.each([
    [{ motivo: 'nombre', nombre: 'Ana2' }, 'Tu nombre cambió a Ana2: entra con él.'],
    [{ motivo: 'clave' }, 'Tu contraseña cambió: vuelve a entrar.'],
    [{ motivo: 'rango' }, 'Tu rango cambió: vuelve a entrar.'],
    [{ motivo: 'despido' }, 'Tu cuenta fue dada de baja.'],
    [{ motivo: 'caducada' }, 'Tu sesión caducó: vuelve a entrar.'],
    [
      { motivo: 'clave-temporal' },
      'Te dieron una clave temporal: entra con ella y elige una contraseña nueva.',
    ],
  ])('tells %o', (aviso, texto) => {
    guardar(aviso);
    renderWithProviders(<AvisoCierre />);
    expect(screen.getByRole('status')).toHaveTextContent(texto);
  });

  it('closes, and a new sign-in forgets it', async () => {
    guardar({ motivo: 'rango' });
    const { unmount } = renderWithProviders(<AvisoCierre />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    guardar({ motivo: 'rango' });
    guardarSesion('tok', { nameUser: 'Ana', nivel: 5, rango: 'Cocinero' });
    renderWithProviders(<AvisoCierre />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
