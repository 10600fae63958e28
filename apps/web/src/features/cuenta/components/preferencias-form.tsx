import '@mantine/core/styles/Switch.css';
import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import type { Preferencias } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { AvisoSinGuardar, useCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { mensajeDeError } from '@/lib/api-client';
import { usePreferenciasLocales } from '@/lib/preferences';
import { usePreferencias } from '../preferencias';
import { useGuardarPreferencias } from '../api';

/** Pause after "Preferencias actualizadas" so it can be read before the page reloads. */
export const RECARGA_TRAS_GUARDAR_MS = 1000;

/** A switch whose accessible name is only its label; the hint is its description. */
function Preferencia({
  label,
  descripcion,
  checked,
  onChange,
}: {
  label: string;
  descripcion: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <Switch
        label={label}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={id}
      />
      <Text id={id} size="xs" c="dimmed" mt={2} pl="calc(3.125rem * var(--mantine-scale))">
        {descripcion}
      </Text>
    </div>
  );
}

function SwitchesPreferencias({ nameUser, inicial }: { nameUser: string; inicial: Preferencias }) {
  const form = useForm({
    initialValues: { modo_claro: inicial.modo_claro, is_app: inicial.is_app },
  });
  const [exito, setExito] = useState<string | null>(null);
  const recargar = useTimeout(() => window.location.reload(), RECARGA_TRAS_GUARDAR_MS);

  const guardar = useGuardarPreferencias();
  // The switches apply once saved; until then the card says so, and leaving asks.
  const sucio = form.isDirty() && !exito;
  useCambiosSinGuardar('Preferencias', sucio);

  // After saving, the page reloads once the message could be read.
  function enviar(valores: Preferencias) {
    setExito(null);
    guardar.mutate(
      { nameUser, ...valores },
      {
        onSuccess: (data) => {
          setExito(data?.message || 'Preferencias actualizadas');
          recargar.start();
        },
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(enviar)} aria-labelledby="preferencias-titulo">
      <Stack>
        <Preferencia
          label="Modo claro"
          descripcion="Fondo claro; desactívalo para usar el modo oscuro."
          checked={form.values.modo_claro}
          onChange={(v) => form.setFieldValue('modo_claro', v)}
        />
        <Preferencia
          label="Modo app"
          descripcion="Vista compacta para móviles y el navegador del juego."
          checked={form.values.is_app}
          onChange={(v) => form.setFieldValue('is_app', v)}
        />
        <AvisosFormulario
          error={
            guardar.isError && mensajeDeError(guardar.error, 'Error al actualizar preferencias')
          }
          exito={exito}
        />
        <Group gap="sm">
          <Button type="submit" loading={guardar.isPending}>
            Guardar preferencias
          </Button>
          <AvisoSinGuardar sucio={sucio} />
        </Group>
      </Stack>
    </form>
  );
}

/** The two display preferences; starts from the local copy until the server answers. */
export function PreferenciasForm({ nameUser }: { nameUser: string }) {
  const locales = usePreferenciasLocales();
  const { data, error } = usePreferencias(nameUser);

  useEffect(() => {
    // A failed load of the preferences is only logged: the local copy stays in use.
    if (error) console.error('No se pudieron cargar las preferencias', error);
  }, [error]);

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="preferencias-titulo" mb={4}>
        Preferencias
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Elige cómo se ve el panel en este y en tus otros dispositivos.
      </Text>
      {/* Remount when the server's values arrive so the switches start from them. */}
      <SwitchesPreferencias
        key={data ? 'servidor' : 'local'}
        nameUser={nameUser}
        inicial={data ?? locales}
      />
    </Card>
  );
}
