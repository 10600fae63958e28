import '@mantine/core/styles/Switch.css';
import { Button, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Preferencias } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { usePreferenciasLocales } from '@/lib/preferences';
import { usePreferencias } from '../api/get-preferencias';
import { useUpdatePreferencias } from '../api/update-preferencias';

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
  const [modoClaro, setModoClaro] = useState(inicial.modo_claro);
  const [modoApp, setModoApp] = useState(inicial.is_app);
  const [exito, setExito] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const guardar = useUpdatePreferencias({
    onSuccess: (data) => {
      setExito(data?.message || 'Preferencias actualizadas');
      timer.current = window.setTimeout(() => window.location.reload(), RECARGA_TRAS_GUARDAR_MS);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExito(null);
    guardar.mutate({ nameUser, is_app: modoApp, modo_claro: modoClaro });
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="preferencias-titulo">
      <Stack>
        <Preferencia
          label="Modo claro"
          descripcion="Fondo claro; desactívalo para usar el modo oscuro."
          checked={modoClaro}
          onChange={setModoClaro}
        />
        <Preferencia
          label="Modo app"
          descripcion="Vista compacta para móviles y el navegador del juego."
          checked={modoApp}
          onChange={setModoApp}
        />
        <AvisosFormulario
          error={
            guardar.isError && mensajeDeError(guardar.error, 'Error al actualizar preferencias')
          }
          exito={exito}
        />
        <Button type="submit" loading={guardar.isPending} style={{ alignSelf: 'flex-start' }}>
          Guardar preferencias
        </Button>
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
