import '@mantine/core/styles/EmptyState.css';
import { Alert, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { MENSAJES_DESPIDO, type Despido } from '@mchabbo/shared/despidos/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useEliminarDespido, useDespidos, useReactivarDespido } from '../api';
import { DespidoCard, textoMision } from './despido-card';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';

interface Pregunta {
  accion: 'ingresar' | 'anular';
  despido: Despido;
}

/** Dismissals in force with "Ingresar" (reinstate) and "Anular" (withdraw), both confirmed. */
export function DespidosLista() {
  const despidos = useDespidos();
  const reactivar = useReactivarDespido();
  const eliminar = useEliminarDespido();
  // The last question stays set while its dialog closes, so its text does not flicker.
  const [pregunta, setPregunta] = useState<Pregunta | null>(null);
  const [abierta, setAbierta] = useState(false);
  const [exito, setExito] = useState<string | null>(null);
  const cerrar = () => setAbierta(false);

  function preguntar(nueva: Pregunta) {
    reactivar.reset();
    eliminar.reset();
    setExito(null);
    setPregunta(nueva);
    setAbierta(true);
  }

  function confirmar() {
    if (!pregunta) return;
    const mutacion = pregunta.accion === 'ingresar' ? reactivar : eliminar;
    mutacion.mutate(pregunta.despido.id, {
      onSuccess: (data) => {
        setExito(
          data?.message ||
            (pregunta.accion === 'ingresar'
              ? MENSAJES_DESPIDO.reintegrado
              : MENSAJES_DESPIDO.eliminado),
        );
        cerrar();
      },
    });
  }

  const mutacion = pregunta?.accion === 'anular' ? eliminar : reactivar;
  const errorDialogo = mutacion.isError
    ? mensajeDeError(mutacion.error, MENSAJES_DESPIDO.errorEliminar)
    : null;
  const nombre = pregunta?.despido.user.username ?? '';

  return (
    <Stack gap="md" component="section" aria-labelledby="despidos-titulo">
      <Title order={2} size="h4" id="despidos-titulo">
        Despidos vigentes
      </Title>
      <AvisosFormulario exito={exito} />
      {despidos.isPending ? (
        <Text role="status" c="dimmed">
          Cargando despidos...
        </Text>
      ) : despidos.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(despidos.error, 'No se pudieron cargar los despidos.')}
        </Alert>
      ) : despidos.data.length === 0 ? (
        <EmptyState
          py="lg"
          title="Sin despidos"
          description="No hay ningún despido vigente."
          icon={<IconUserOff aria-hidden size={32} />}
          withIndicatorBackground
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {despidos.data.map((despido) => (
            <DespidoCard
              key={despido.id}
              despido={despido}
              onIngresar={() => preguntar({ accion: 'ingresar', despido })}
              onAnular={() => preguntar({ accion: 'anular', despido })}
            />
          ))}
        </SimpleGrid>
      )}

      <ConfirmarDialogo
        opened={abierta && pregunta?.accion === 'ingresar'}
        onCerrar={cerrar}
        onConfirmar={confirmar}
        titulo={`¿Reintegrar a ${nombre}?`}
        confirmar="Sí, ingresar"
        cargando={reactivar.isPending}
        error={errorDialogo}
      >
        Recupera su misión ({pregunta ? textoMision(pregunta.despido.mision) : ''}) y el despido
        queda cerrado en el historial.
      </ConfirmarDialogo>
      <ConfirmarDialogo
        opened={abierta && pregunta?.accion === 'anular'}
        onCerrar={cerrar}
        onConfirmar={confirmar}
        titulo={`¿Anular el despido de ${nombre}?`}
        confirmar="Sí, anular"
        cargando={eliminar.isPending}
        error={errorDialogo}
      >
        Úsalo si el despido fue un error: recupera su misión y el registro se borra del historial.
      </ConfirmarDialogo>
    </Stack>
  );
}
