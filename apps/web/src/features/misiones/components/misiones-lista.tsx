import '@mantine/core/styles/Combobox.css';
import { Alert, Card, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useEliminarMision } from '../api';
import { puedeEditarMision } from '../utils/valores-mision';
import { AccionMision } from './accion-mision';
import { MisionesFilas } from './misiones-filas';

export const SIN_PERMISO = 'No puedes editar misiones de tu nivel o superiores.';

function motivoNoEliminar(nivel: number, mision: Mision): string | null {
  if (!puedeEditarMision(nivel, mision.nivel)) return SIN_PERMISO;
  if (mision.asignados === 1) return 'No se puede eliminar: una persona tiene esta misión.';
  if (mision.asignados > 1) {
    return `No se puede eliminar: ${mision.asignados} personas tienen esta misión.`;
  }
  return null;
}

interface MisionesListaProps {
  misiones: readonly Mision[];
  /** The signed-in user's level: decides which rows can be edited. */
  nivel: number;
  onEditar: (mision: Mision) => void;
  onEliminada: (mensaje: string, id: number) => void;
}

/** The catalog by rank, filterable, with Editar and Eliminar (confirmed) per mission. */
export function MisionesLista({ misiones, nivel, onEditar, onEliminada }: MisionesListaProps) {
  const [rango, setRango] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  // The last mission asked about stays while the dialog closes, so its text does not blink.
  const [aEliminar, setAEliminar] = useState<Mision | null>(null);
  const [dialogoAbierto, setDialogoAbierto] = useState(false);
  const eliminar = useEliminarMision();

  const rangos = useMemo(() => [...new Set(misiones.map((m) => m.rango))], [misiones]);
  const visibles = useMemo(() => {
    const buscado = texto.trim().toLocaleLowerCase('es');
    return misiones.filter(
      (m) =>
        (!rango || m.rango === rango) &&
        (!buscado || m.mision.toLocaleLowerCase('es').includes(buscado)),
    );
  }, [misiones, rango, texto]);

  const pedirEliminar = (mision: Mision) => {
    eliminar.reset();
    setAEliminar(mision);
    setDialogoAbierto(true);
  };

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Catálogo de misiones
      </Title>
      <Group align="flex-end" gap="sm" mb="md">
        <Select
          label="Filtrar por rango"
          placeholder="Todos los rangos"
          data={rangos}
          value={rango}
          onChange={setRango}
          clearable
          searchable
          nothingFoundMessage="Ningún rango coincide"
          style={{ flex: '1 1 12rem' }}
        />
        <TextInput
          label="Buscar misión"
          type="search"
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 12rem' }}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="xs" role="status">
        {visibles.length === 1 ? '1 misión' : `${visibles.length} misiones`}
      </Text>
      <MisionesFilas
        misiones={visibles}
        acciones={(m) => (
          <>
            <AccionMision
              texto="Editar"
              etiqueta={`Editar ${m.mision}`}
              variant="light"
              motivo={puedeEditarMision(nivel, m.nivel) ? null : SIN_PERMISO}
              onClick={() => onEditar(m)}
            />
            <AccionMision
              texto="Eliminar"
              etiqueta={`Eliminar ${m.mision}`}
              variant="light"
              color="red"
              motivo={motivoNoEliminar(nivel, m)}
              onClick={() => pedirEliminar(m)}
            />
          </>
        )}
      />
      {visibles.length === 0 ? (
        <Alert variant="light" color="gray" mt="md">
          Ninguna misión coincide con el filtro.
        </Alert>
      ) : null}
      <ConfirmarDialogo
        opened={dialogoAbierto}
        titulo="¿Eliminar la misión?"
        confirmar="Eliminar"
        onConfirmar={() =>
          aEliminar &&
          eliminar.mutate(aEliminar.id, {
            onSuccess: (data, id) => {
              setDialogoAbierto(false);
              onEliminada(data?.message || 'Misión eliminada', id);
            },
          })
        }
        onCerrar={() => setDialogoAbierto(false)}
        cargando={eliminar.isPending}
        error={
          eliminar.isError ? mensajeDeError(eliminar.error, 'Error al eliminar la misión') : null
        }
      >
        Se eliminará «{aEliminar?.mision}» del rango {aEliminar?.rango}. Esta acción no se puede
        deshacer.
      </ConfirmarDialogo>
    </Card>
  );
}
