import { Alert, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useFichaUsuario } from '../api';
import { BuscarUsuarioForm } from './buscar-usuario-form';
import { FichaUsuario } from './ficha-usuario';

/** The lookup: the searched name lives in the address (?nombre=) so a reload keeps it. */
export function BusquedaUsuarios({ yo }: { yo: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const nombre = params.get('nombre')?.trim() ?? '';
  const ficha = useFichaUsuario(nombre);

  function buscar(username: string) {
    if (username === nombre) void ficha.refetch();
    else setParams({ nombre: username });
  }

  return (
    <Stack gap="lg">
      <BuscarUsuarioForm inicial={nombre} onBuscar={buscar} buscando={ficha.isFetching} />
      {nombre === '' ? (
        <Text c="dimmed">Escribe el nombre de una persona para ver su ficha.</Text>
      ) : ficha.isPending ? (
        <Text role="status" c="dimmed">
          Buscando usuario...
        </Text>
      ) : ficha.isError ? (
        <Alert color="red" variant="light" role="alert" maw={720}>
          {mensajeDeError(ficha.error, 'Error al buscar el usuario')}
        </Alert>
      ) : (
        // Keyed by person so a generated key never stays on screen for someone else.
        <FichaUsuario key={ficha.data.id} ficha={ficha.data} yo={yo} />
      )}
    </Stack>
  );
}
