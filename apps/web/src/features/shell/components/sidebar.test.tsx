import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/test/render';
import { Sidebar } from './sidebar';

function grupos() {
  return screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

function enlaces() {
  return screen.getAllByRole('link').map((a) => a.textContent);
}

describe('Sidebar', () => {
  it('gives the owner (0) every group', () => {
    renderWithProviders(<Sidebar nivel={0} rutas={paths.app} />);
    expect(grupos()).toEqual(['Cuenta', 'Trabajo', 'Administración']);
    expect(enlaces()).toEqual(expect.arrayContaining(['Tiempos', 'Ventas', 'Misiones']));
  });

  it('gives the board (1) Trabajo, Administración and the top-level links, no Cuenta', () => {
    renderWithProviders(<Sidebar nivel={1} rutas={paths.app} />);
    expect(grupos()).toEqual(['Trabajo', 'Administración']);
    const directos = screen.getByRole('group', { name: 'Accesos directos' });
    expect(
      within(directos)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Misiones', 'Cambio de nombre']);
    expect(screen.getByRole('link', { name: 'Cambio de nombre' })).toHaveAttribute(
      'href',
      '/mchabbo/cambio-nombre-admin',
    );
  });

  it('gives supervisors (3) Cuenta, Trabajo and their own name change', () => {
    renderWithProviders(<Sidebar nivel={3} rutas={paths.app} />);
    expect(grupos()).toEqual(['Cuenta', 'Trabajo']);
    expect(screen.getByRole('link', { name: 'Tiempos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambio de nombre' })).toHaveAttribute(
      'href',
      '/mchabbo/cambio-nombre',
    );
    expect(screen.queryByRole('link', { name: 'Ventas' })).not.toBeInTheDocument();
  });

  it('gives level 4 Cuenta and Trabajo without Tiempos', () => {
    renderWithProviders(<Sidebar nivel={4} rutas={paths.app} />);
    expect(grupos()).toEqual(['Cuenta', 'Trabajo']);
    const trabajo = screen.getByRole('group', { name: 'Trabajo' });
    expect(
      within(trabajo)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Aperturas',
      'Area de Cocina',
      'Area de Limpieza',
      'Area de Servicios',
      'Ausencias',
      'Capacitaciones',
    ]);
    expect(screen.queryByRole('link', { name: 'Tiempos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Misiones' })).not.toBeInTheDocument();
  });

  it('gives a guest (7) only Cuenta, with the trainings', () => {
    renderWithProviders(<Sidebar nivel={7} rutas={paths.app} />);
    expect(grupos()).toEqual(['Cuenta']);
    expect(enlaces()).toEqual([
      'Inicio',
      'Perfil',
      'Cambio de Nombre',
      'Configuración',
      'Capacitaciones',
    ]);
  });

  it('marks the current page', () => {
    renderWithProviders(<Sidebar nivel={7} rutas={paths.app} />, { path: '/mchabbo/perfil' });
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Configuración' })).not.toHaveAttribute('aria-current');
  });

  it('folds a group from its heading and remembers it (docs/reglas.md, Access by level 3.11)', async () => {
    const { unmount } = renderWithProviders(<Sidebar nivel={0} rutas={paths.app} />);
    const boton = screen.getByRole('button', { name: 'Administración' });
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ventas' })).toBeInTheDocument();
    await userEvent.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Ventas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tiempos' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Sidebar nivel={0} rutas={paths.app} />);
    expect(screen.queryByRole('link', { name: 'Ventas' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Administración' }));
    expect(screen.getByRole('link', { name: 'Ventas' })).toBeInTheDocument();
  });
});
