import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import { apiFalsa, jsonResponse, renderWithProviders } from '@/test/render';
import { CambioNombreForm } from './cambio-nombre-form';
import { SolicitudesLista } from './solicitudes-lista';

const pendiente: SolicitudCambioNombre = {
  id: 4,
  nameUser: 'Pepe',
  oldName: 'Pepe',
  newName: 'PepeNuevo',
  aprobado: false,
  estado: 'pendiente',
  motivo_rechazo: null,
  fecha: '2024-06-01T18:30:00.000Z',
  habbo_coincide: null,
};

describe('one’s own request on the form (docs/reglas.md, Name changes 13.9)', () => {
  const mia = (estado: 'pendiente' | 'aprobada' | 'rechazada', motivo: string | null = null) => ({
    id: 9,
    oldName: 'Pepe',
    newName: 'PepeNuevo',
    estado,
    motivo_rechazo: motivo,
    fecha: '2026-11-20T18:30:00.000Z',
    decidida_en: estado === 'pendiente' ? null : '2026-11-21T10:00:00.000Z',
  });

  it('shows a rejected request with its reason, and lets the person ask again', async () => {
    apiFalsa({
      'GET /user/change-name/mias': () => jsonResponse([mia('rechazada', 'Muy parecido')]),
    });
    renderWithProviders(<CambioNombreForm nameUser="Pepe" />);
    expect(await screen.findByText('Rechazada: Muy parecido')).toBeInTheDocument();
    expect(screen.getByText(/para llamarte PepeNuevo fue rechazada/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nuevo nombre'), 'Otro');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('shows a waiting request, with the form on hold, and an approved one', async () => {
    apiFalsa({ 'GET /user/change-name/mias': () => jsonResponse([mia('pendiente')]) });
    const { unmount } = renderWithProviders(<CambioNombreForm nameUser="Pepe" />);
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuevo nombre')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    unmount();
    apiFalsa({
      'GET /user/change-name/mias': () => jsonResponse([mia('aprobada'), mia('rechazada')]),
    });
    renderWithProviders(<CambioNombreForm nameUser="PepeNuevo" />);
    expect(await screen.findByText('Aprobada')).toBeInTheDocument();
    expect(screen.queryByText(/Rechazada/)).not.toBeInTheDocument();
  });
});

describe('CambioNombreForm', () => {
  it('keeps "Enviar" disabled while the new name is empty', async () => {
    apiFalsa({});
    renderWithProviders(<CambioNombreForm nameUser="Pepe" />);
    expect(screen.getByText('Pepe')).toBeInTheDocument();
    const enviar = screen.getByRole('button', { name: 'Enviar' });
    expect(enviar).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Nuevo nombre'), '   ');
    expect(enviar).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Nuevo nombre'), 'X');
    expect(enviar).toBeEnabled();
  });

  it('sends the request for the own account and shows the success text', async () => {
    const fetch = apiFalsa({
      'POST /user/change-name': () =>
        jsonResponse({ message: '¡Enviado correctamente!', solicitud: pendiente }, 201),
    });
    renderWithProviders(<CambioNombreForm nameUser="Pepe" />);
    await userEvent.type(screen.getByLabelText('Nuevo nombre'), ' PepeNuevo ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('¡Enviado correctamente!')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/change-name',
      expect.objectContaining({ body: JSON.stringify({ newName: 'PepeNuevo', nameUser: 'Pepe' }) }),
    );
    expect(screen.getByLabelText('Nuevo nombre')).toHaveValue('');
  });

  it("shows the server's message, or the fallback", async () => {
    let respuesta = jsonResponse({ message: 'Ese nombre de usuario ya está en uso.' }, 409);
    apiFalsa({ 'POST /user/change-name': () => respuesta });
    renderWithProviders(<CambioNombreForm nameUser="Pepe" />);
    await userEvent.type(screen.getByLabelText('Nuevo nombre'), 'Otro');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Ese nombre de usuario ya está en uso.')).toBeInTheDocument();
    respuesta = new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Error al cambiar el nombre')).toBeInTheDocument();
  });

  it('refuses names with characters Habbo does not allow before sending', async () => {
    const fetch = apiFalsa({});
    renderWithProviders(<CambioNombreForm nameUser="Pepe" />);
    await userEvent.type(screen.getByLabelText('Nuevo nombre'), 'con espacio');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/solo puede tener letras, números/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/user/change-name', expect.anything());
  });
});

describe('SolicitudesLista', () => {
  it('approves a request and then shows a disabled "Desactivar"', async () => {
    let lista = [pendiente];
    const fetch = apiFalsa({
      'GET /user/change-name/all': () => jsonResponse(lista),
      'PATCH /user/change-name/4': () => {
        lista = [{ ...pendiente, nameUser: 'PepeNuevo', aprobado: true, estado: 'aprobado' }];
        return jsonResponse({ message: 'Solicitud aprobada', solicitud: lista[0] });
      },
    });
    renderWithProviders(<SolicitudesLista />);
    const fila = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(fila).getByText('PepeNuevo')).toBeInTheDocument();
    expect(within(fila).getByText('Pendiente')).toBeInTheDocument();
    await userEvent.click(within(fila).getByRole('button', { name: 'Aprobar' }));
    // It asks first, with both names (docs/reglas.md, Name changes 13.7).
    const dialogo = await screen.findByRole('dialog', {
      name: '¿Aprobar el cambio de nombre de Pepe?',
    });
    expect(within(dialogo).getByText(/pasará a llamarse PepeNuevo al momento/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/user/change-name/4', expect.anything());
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Solicitud aprobada')).toBeInTheDocument();
    const aprobada = screen.getAllByRole('listitem')[0]!;
    expect(within(aprobada).getByRole('button', { name: 'Desactivar' })).toBeDisabled();
    expect(
      within(aprobada).getByRole('button', { name: 'Desactivar' }),
    ).toHaveAccessibleDescription('El nombre ya cambió: un cambio aprobado no se deshace.');
    expect(within(aprobada).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(within(aprobada).getByText('antes Pepe')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/change-name/4',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ aprobado: true }) }),
    );
  });

  it('lists waiting requests first', async () => {
    apiFalsa({
      'GET /user/change-name/all': () =>
        jsonResponse([
          { ...pendiente, id: 1, nameUser: 'Viejo', aprobado: true, estado: 'aprobado' },
          { ...pendiente, id: 2, estado: 'rechazado', fecha: '2024-08-01' },
          pendiente,
        ]),
    });
    renderWithProviders(<SolicitudesLista />);
    const filas = await screen.findAllByRole('listitem');
    expect(within(filas[0]!).getByText('Pendiente')).toBeInTheDocument();
    expect(within(filas[1]!).getByText('Rechazada')).toBeInTheDocument();
    expect(within(filas[2]!).getByText('Aprobada')).toBeInTheDocument();
  });

  it('rejects a request with an optional reason after confirming, then shows it rejected', async () => {
    let lista = [pendiente];
    const fetch = apiFalsa({
      'GET /user/change-name/all': () => jsonResponse(lista),
      'PATCH /user/change-name/4': (body) => {
        const { motivo } = body as { motivo?: string };
        lista = [{ ...pendiente, estado: 'rechazado', motivo_rechazo: motivo ?? null }];
        return jsonResponse({ message: 'Solicitud rechazada', solicitud: lista[0] });
      },
    });
    renderWithProviders(<SolicitudesLista />);
    const fila = (await screen.findAllByRole('listitem'))[0]!;
    await userEvent.click(within(fila).getByRole('button', { name: 'Rechazar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar cambio de nombre' });
    // "Cancelar" sends nothing.
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(fetch).not.toHaveBeenCalledWith('/api/user/change-name/4', expect.anything());
    await userEvent.click(within(fila).getByRole('button', { name: 'Rechazar' }));
    const otra = await screen.findByRole('dialog', { name: 'Rechazar cambio de nombre' });
    await userEvent.type(within(otra).getByLabelText('Motivo (opcional)'), '  No es tu nombre ');
    await userEvent.click(within(otra).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await screen.findByText('Solicitud rechazada')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/change-name/4',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ aprobado: false, motivo: 'No es tu nombre' }),
      }),
    );
    const rechazada = screen.getAllByRole('listitem')[0]!;
    expect(within(rechazada).getByText('Rechazada')).toBeInTheDocument();
    expect(within(rechazada).getByText('No es tu nombre')).toBeInTheDocument();
    expect(within(rechazada).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(within(rechazada).queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });

  it('uses the fallbacks when loading or approving fails without a message', async () => {
    apiFalsa({ 'GET /user/change-name/all': () => new Response('', { status: 500 }) });
    const { unmount } = renderWithProviders(<SolicitudesLista />);
    expect(await screen.findByText('Error al obtener solicitudes')).toBeInTheDocument();
    unmount();

    apiFalsa({
      'GET /user/change-name/all': () => jsonResponse([pendiente]),
      'PATCH /user/change-name/4': () => new Response('', { status: 500 }),
    });
    renderWithProviders(<SolicitudesLista />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aprobar' }),
    );
    expect(await screen.findByText('Error al cambiar el estado')).toBeInTheDocument();
  });
});
