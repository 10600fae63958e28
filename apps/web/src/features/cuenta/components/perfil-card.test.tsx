import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Perfil } from '@mchabbo/shared/cuenta/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PerfilCard } from './perfil-card';

const perfil: Perfil = {
  id: 1,
  username: 'Pepe',
  nivel: 7,
  rango: null,
  mision: null,
  fecha_registro: '2024-05-01T18:30:00.000Z',
  ultima_vez: null,
  habbo_avatar_url: null,
  tiemposConfirmados: '0m',
  numeroEmpleado: 'MC-00001',
  habbo_verificado: false,
  historial_rangos: [],
};

describe('PerfilCard', () => {
  it('shows "Sin misión", the day of registration and the employee data', async () => {
    const fetch = vi.fn(async () => jsonResponse(perfil));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<PerfilCard nameUser="Pepe" />);
    expect(screen.getByText('Cargando perfil...')).toBeInTheDocument();
    expect(await screen.findByText('Sin misión')).toBeInTheDocument();
    expect(screen.getByText('01/05/2024')).toBeInTheDocument();
    expect(screen.getByText('MC-00001')).toBeInTheDocument();
    expect(screen.getByText('0m')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pepe' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar de Pepe' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/user/perfil/Pepe', expect.anything());
  });

  it('says so when the profile cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'No encontrado' }, 404)),
    );
    renderWithProviders(<PerfilCard nameUser="Pepe" />);
    expect(await screen.findByText('No se pudo cargar el perfil.')).toBeInTheDocument();
  });
});
