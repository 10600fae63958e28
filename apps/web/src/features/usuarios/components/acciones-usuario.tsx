import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEraser, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FichaUsuario } from '@mchabbo/shared/usuarios/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useBorrarIp, useGenerarClave } from '../api';
import { ClaveGenerada } from './clave-generada';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';

type Accion = 'clave' | 'ip' | null;

/** "Borrar IP" and "Generar clave", each confirmed first; disabled for equal or higher ranks. */
export function AccionesUsuario({ ficha, puede }: { ficha: FichaUsuario; puede: boolean }) {
  const [preguntando, setPreguntando] = useState<Accion>(null);
  const [avisoIp, setAvisoIp] = useState<string | null>(null);
  const borrar = useBorrarIp();
  const generar = useGenerarClave();
  const cerrar = () => setPreguntando(null);

  function preguntar(accion: Accion) {
    borrar.reset();
    generar.reset();
    setAvisoIp(null);
    setPreguntando(accion);
  }

  function confirmar() {
    if (preguntando === 'ip') {
      borrar.mutate(ficha.id, {
        onSuccess: (data) => {
          setAvisoIp(data?.message || 'IP borradas');
          cerrar();
        },
      });
    } else if (preguntando === 'clave') {
      generar.mutate(ficha.id, { onSuccess: cerrar });
    }
  }

  return (
    <Stack mt="lg" gap="sm">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconEraser size={16} aria-hidden />}
          disabled={!puede}
          onClick={() => preguntar('ip')}
        >
          Borrar IP
        </Button>
        <Button
          leftSection={<IconKey size={16} aria-hidden />}
          disabled={!puede}
          onClick={() => preguntar('clave')}
        >
          Generar clave
        </Button>
        <Button
          variant="light"
          component={Link}
          to={`/mchabbo/historial?usuario=${encodeURIComponent(ficha.username)}`}
        >
          Ver historial
        </Button>
      </Group>
      {!puede ? (
        <Text size="sm" c="dimmed">
          Solo puedes borrar IP y generar claves de personas de rango inferior al tuyo.
        </Text>
      ) : null}
      <AvisosFormulario exito={avisoIp} />
      {generar.isSuccess && generar.data ? (
        <ClaveGenerada clave={generar.data.clave} mensaje={generar.data.message} />
      ) : null}

      <ConfirmarDialogo
        opened={preguntando === 'ip'}
        onCerrar={cerrar}
        onConfirmar={confirmar}
        titulo={`¿Borrar las IP de ${ficha.username}?`}
        confirmar="Sí, borrar IP"
        cargando={borrar.isPending}
        error={borrar.isError ? mensajeDeError(borrar.error, 'Error al borrar IP') : null}
      >
        Se olvidan todas sus IP guardadas y deja de aparecer en Clones hasta que vuelva a acceder.
      </ConfirmarDialogo>
      <ConfirmarDialogo
        opened={preguntando === 'clave'}
        onCerrar={cerrar}
        onConfirmar={confirmar}
        titulo={`¿Generar una clave para ${ficha.username}?`}
        confirmar="Sí, generar clave"
        cargando={generar.isPending}
        error={generar.isError ? mensajeDeError(generar.error, 'Error al generar clave') : null}
      >
        Su contraseña actual dejará de funcionar y se cerrarán sus sesiones. La clave temporal se
        muestra una sola vez; al acceder con ella tendrá que elegir una contraseña nueva.
      </ConfirmarDialogo>
    </Stack>
  );
}
