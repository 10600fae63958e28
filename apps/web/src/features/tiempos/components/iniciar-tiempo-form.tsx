import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { memo, useMemo, useState, type FormEvent } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useIniciarTiempo } from '../api/iniciar-tiempo';
import { useUsernames } from '../api/get-usernames';
import { ERRORES_TIEMPOS } from '../utils/mensajes';

const TRABAJADOR_OBLIGATORIO = 'Selecciona un trabajador.';

/**
 * Starts a shift timer run by the signed-in manager. The names are those below the
 * caller; people who already have an open timer are left out (one per worker).
 */
export const IniciarTiempoForm = memo(function IniciarTiempoForm({
  user,
  conTiempoAbierto,
}: {
  user: SessionUser;
  /** Workers with an open timer, lower-cased. */
  conTiempoAbierto: ReadonlySet<string>;
}) {
  const usernames = useUsernames();
  const [trabajador, setTrabajador] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exito, setExito] = useState<string | null>(null);
  const iniciar = useIniciarTiempo({
    onSuccess: (data) => {
      setExito(data?.message || 'Tiempo registrado');
      setTrabajador(null);
    },
  });

  const opciones = useMemo(
    () => (usernames.data ?? []).filter((n) => !conTiempoAbierto.has(n.toLowerCase())),
    [usernames.data, conTiempoAbierto],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExito(null);
    iniciar.reset();
    if (!trabajador) {
      setError(TRABAJADOR_OBLIGATORIO);
      return;
    }
    iniciar.mutate({ encargado: user.nameUser, usuario: trabajador });
  }

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="iniciar-tiempo-titulo">
        Nuevo tiempo
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        El tiempo corre desde ahora y quedas como su encargado.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="iniciar-tiempo-titulo">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Trabajador"
              placeholder={usernames.isPending ? 'Cargando…' : 'Elige a quién cronometrar'}
              data={opciones}
              value={trabajador}
              onChange={(v) => {
                setTrabajador(v);
                setError(null);
              }}
              error={error}
              searchable
              clearable
              nothingFoundMessage="Nadie coincide"
              withAsterisk
              // The options (every name below the caller) render only while the list is
              // open, instead of hidden in the page from the start.
              comboboxProps={{ keepMounted: false }}
              style={{ flex: '1 1 16rem' }}
            />
            <Button
              type="submit"
              loading={iniciar.isPending}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              mt={{ base: 0, xs: 25 }}
            >
              Iniciar tiempo
            </Button>
          </Group>
          {usernames.isError ? (
            <Alert color="red" variant="light">
              No se pudo cargar la lista de trabajadores.
            </Alert>
          ) : null}
          {iniciar.isError ? (
            <Alert color="red" variant="light">
              {mensajeDeError(iniciar.error, ERRORES_TIEMPOS.enviar)}
            </Alert>
          ) : null}
          {exito ? (
            <Alert color="green" variant="light" role="status">
              {exito}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
});
