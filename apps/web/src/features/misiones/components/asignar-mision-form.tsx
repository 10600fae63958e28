import '@mantine/core/styles/Combobox.css';
import { Button, Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import {
  esDireccion,
  NIVEL_INVITADO,
  puedeAsignarNivel,
  RANGO_INVITADO,
} from '@mchabbo/shared/niveles/niveles';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { ApiError, mensajeDeError } from '@/lib/api-client';
import { useAsignarMision } from '../api';
import { useSinCapacitacion } from '@/features/capacitaciones/api';
import { useMisiones } from '@/features/misiones/api';
import { useElegibles } from '@/features/usuarios/api';

/**
 * Gives a person below the user a mission; their rank and level follow it (docs/reglas.md,
 * Acting on others).
 */
export function AsignarMisionForm({ user }: { user: SessionUser }) {
  // People below the caller, guests included (docs/reglas.md, Finding people 27.3).
  const usuarios = useElegibles('puesto');
  const misiones = useMisiones();
  // Both are chosen from lists, and "Asignar misión" waits for both: nothing to refuse here.
  const form = useForm({ initialValues: { nombre: '', misionId: '' } });
  const [exito, setExito] = useState<string | null>(null);
  const asignar = useAsignarMision();

  const opcionesMision = useMemo(() => {
    const grupos = new Map<string, { value: string; label: string }[]>();
    for (const m of misiones.data ?? []) {
      if (!puedeAsignarNivel(user, m.nivel)) continue;
      const items = grupos.get(m.rango) ?? [];
      items.push({ value: String(m.id), label: m.mision });
      grupos.set(m.rango, items);
    }
    return [...grupos].map(([group, items]) => ({ group, items }));
  }, [misiones.data, user]);

  const { nombre, misionId } = form.values;
  const persona = usuarios.data?.find((u) => u.username === nombre);
  const sinCapacitacion = useSinCapacitacion(
    persona?.username ?? null,
    persona?.nivel === NIVEL_INVITADO,
  );

  // The rank needs a course the person has not passed (docs/reglas.md, Trainings 33.6):
  // levels 0–1 may give it anyway.
  const sinCurso =
    asignar.error instanceof ApiError &&
    typeof asignar.error.cuerpo === 'object' &&
    asignar.error.cuerpo !== null &&
    'requiere_capacitacion' in asignar.error.cuerpo;

  const enviar = (datos: { misionId: string }, sin_capacitacion?: boolean) => {
    setExito(null);
    if (!persona || !datos.misionId) return;
    asignar.mutate(
      { id: persona.id, misionId: Number(datos.misionId), sin_capacitacion },
      {
        onSuccess: (data) => {
          const { usuario } = data;
          setExito(
            `${data.message || 'Misión asignada'}: ${usuario.username} ahora es ${usuario.mision ?? usuario.rango ?? RANGO_INVITADO}.`,
          );
          form.setFieldValue('misionId', '');
        },
      },
    );
  };
  const onSubmit = form.onSubmit((datos) => enviar(datos));

  return (
    <Card withBorder padding="lg" maw={760}>
      <Title order={2} size="h4" id="asignar-titulo">
        Asignar rango
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Da una misión a una persona de rango inferior: su rango y su nivel cambian al momento, y
        verá su nuevo menú cuando vuelva a entrar.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="asignar-titulo">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectorPersona
              label="Persona"
              personas={usuarios.data}
              cargando={usuarios.isPending}
              placeholder="Elige una persona"
              value={nombre || null}
              onChange={(v) => {
                form.setFieldValue('nombre', v ?? '');
                setExito(null);
                asignar.reset();
              }}
              description={
                persona
                  ? `Ahora: ${persona.mision ?? 'Sin misión'} (${persona.rango ?? RANGO_INVITADO})${sinCapacitacion ? ' · Sin capacitación' : ''}`
                  : undefined
              }
            />
            <Select
              label="Misión"
              placeholder={misiones.isPending ? 'Cargando…' : 'Elige una misión'}
              data={opcionesMision}
              value={misionId || null}
              onChange={(v) => {
                form.setFieldValue('misionId', v ?? '');
                asignar.reset();
              }}
              searchable
              nothingFoundMessage="Ninguna misión coincide"
              withAsterisk
            />
          </SimpleGrid>
          <AvisosFormulario
            errorCarga={
              (usuarios.isError || misiones.isError) &&
              'No se pudieron cargar las personas o las misiones.'
            }
            error={asignar.isError && mensajeDeError(asignar.error, 'Error al asignar la misión')}
            exito={exito}
          />
          {sinCurso && esDireccion(user.nivel) ? (
            <Button
              variant="light"
              color="orange"
              h={44}
              onClick={() => enviar(form.values, true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Asignar sin capacitación
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={asignar.isPending}
            disabled={!persona || !misionId}
            style={{ alignSelf: 'flex-start' }}
          >
            Asignar misión
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
