import { mensajeIniciado } from '@mchabbo/shared/tiempos/peticiones';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { memo, useMemo, useState } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { mensajeDeError } from '@/lib/api-client';
import { useIniciarTiempo } from '../api';
import { useElegibles } from '@/features/usuarios/api';
import { ERRORES_TIEMPOS } from '../utils/mensajes';

const TRABAJADOR_OBLIGATORIO = 'Selecciona un trabajador.';

/**
 * Starts a shift timer run by the signed-in manager. The picker offers only the workers
 * the caller may time (docs/reglas.md, Finding people 27.3); people who already have an
 * open timer are left out (one per worker).
 */
export const IniciarTiempoForm = memo(function IniciarTiempoForm({
  user,
  conTiempoAbierto,
}: {
  user: SessionUser;
  /** Workers with an open timer, lower-cased. */
  conTiempoAbierto: ReadonlySet<string>;
}) {
  const usernames = useElegibles('tiempo');
  const form = useForm({
    initialValues: { usuario: '' },
    validate: { usuario: (v) => (v ? null : TRABAJADOR_OBLIGATORIO) },
  });
  const [exito, setExito] = useState<string | null>(null);
  const iniciar = useIniciarTiempo();

  const opciones = useMemo(
    () => (usernames.data ?? []).filter((p) => !conTiempoAbierto.has(p.username.toLowerCase())),
    [usernames.data, conTiempoAbierto],
  );

  const onSubmit = form.onSubmit(
    ({ usuario }) => {
      setExito(null);
      iniciar.mutate(
        { encargado: user.nameUser, usuario },
        {
          onSuccess: (data) => {
            setExito(data?.message || mensajeIniciado(usuario));
            form.reset();
          },
        },
      );
    },
    () => {
      setExito(null);
      iniciar.reset();
    },
  );

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
            <SelectorPersona
              label="Trabajador"
              personas={opciones}
              cargando={usernames.isPending}
              placeholder="Elige a quién cronometrar"
              value={form.values.usuario || null}
              onChange={(v) => form.setFieldValue('usuario', v ?? '')}
              error={form.errors.usuario}
              clearable
              style={{ flex: '1 1 16rem' }}
            />
            <Button
              type="submit"
              loading={iniciar.isPending}
              h={44}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              mt={{ base: 0, xs: 25 }}
            >
              Iniciar tiempo
            </Button>
          </Group>
          <AvisosFormulario
            errorCarga={usernames.isError && 'No se pudo cargar la lista de trabajadores.'}
            error={iniciar.isError && mensajeDeError(iniciar.error, ERRORES_TIEMPOS.enviar)}
            exito={exito}
          />
        </Stack>
      </form>
    </Card>
  );
});
