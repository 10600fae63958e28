import { Alert, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { useMisiones } from '@/features/misiones/api';
import { useRangos } from '@/features/rangos/api';
import { puedeEditarMision } from '../utils/valores-mision';
import { MisionForm } from './mision-form';
import { MisionesLista } from './misiones-lista';

/** The missions form above the catalog; "Editar" on a row loads it into the form. */
export function MisionesCatalogo({ nivel }: { nivel: number }) {
  const misiones = useMisiones();
  const rangos = useRangos();
  const [editando, setEditando] = useState<Mision | null>(null);
  // Bumped to start the form afresh (Cancelar, after saving).
  const [version, setVersion] = useState(0);
  const [aviso, setAviso] = useState<string | null>(null);

  // Ranks come from the live catalog; the built-in list stands in until it answers.
  const rangosEditables = useMemo(
    () => rangos.filter((r) => puedeEditarMision(nivel, r.nivel)).map((r) => r.nombre),
    [rangos, nivel],
  );

  const reiniciar = (mensaje: string | null) => {
    setEditando(null);
    setVersion((v) => v + 1);
    setAviso(mensaje);
  };

  return (
    <Stack gap="lg">
      <MisionForm
        key={`${editando?.id ?? 'nueva'}-${version}`}
        rangos={rangosEditables}
        misiones={misiones.data ?? []}
        editando={editando}
        onGuardada={reiniciar}
        onCancelar={() => reiniciar(null)}
      />
      {aviso ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setAviso(null)}
          closeButtonLabel="Cerrar aviso"
        >
          {aviso}
        </Alert>
      ) : null}
      {misiones.isPending ? (
        <Text role="status" c="dimmed">
          Cargando misiones...
        </Text>
      ) : misiones.isError ? (
        <Alert color="red" variant="light">
          No se pudieron cargar las misiones.
        </Alert>
      ) : (
        <MisionesLista
          misiones={misiones.data}
          nivel={nivel}
          onEditar={(m) => {
            setAviso(null);
            setEditando(m);
          }}
          onEliminada={(mensaje, id) => {
            if (editando?.id === id) reiniciar(mensaje);
            else setAviso(mensaje);
          }}
        />
      )}
    </Stack>
  );
}
