import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AJUSTES_COMUNES, ajustesFalsos } from '@/test/ajustes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AjustesDiscordCard } from './ajustes-discord-card';

const AJUSTES = {
  ...AJUSTES_COMUNES,
  ascenso_min_dias: {},
  formato_mision: '{app} · {mision}',
  discord_eventos: ['despidos'],
  discord_webhook_final: 'XYZ9',
};

// The owner's Discord card (docs/reglas.md, Discord 31.1 and 31.2).
describe('AjustesDiscordCard', () => {
  it('shows the stored webhook only by its last 4 characters and keeps it when the field is left empty', async () => {
    const user = userEvent.setup();
    const fetch = ajustesFalsos(AJUSTES);
    renderWithProviders(<AjustesDiscordCard />);
    expect(await screen.findByText('Webhook guardado: …XYZ9')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Despidos' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Ascensos aprobados' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Discord' }));
    expect(
      await screen.findByText('Discord guardado: webhook terminado en XYZ9.'),
    ).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      discord_eventos: ['despidos', 'ascensos'],
    });
  });

  it('refuses an address that is not https before sending', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(AJUSTES));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AjustesDiscordCard />);
    await user.type(
      await screen.findByLabelText(/Cambiar el webhook/),
      'http://discord.com/api/webhooks/1/a',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar Discord' }));
    expect(await screen.findByText('El webhook debe empezar por https://.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
