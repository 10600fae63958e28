import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import { Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  MENSAJES_CAPACITACIONES as M,
  type Capacitacion,
  type Turno,
} from '@mchabbo/shared/capacitaciones/contratos';
import { Dialogo } from '@/components/ui/dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { fechaHora } from '@/lib/formato-fecha';
import { usePublicarTurno, useRegistrarSesion } from '../api';

/** Publishes a slot of a course: when (local time) and how many places (1–20). */
export function PublicarTurnoDialogo({
  curso,
  onCerrar,
  onHecho,
}: {
  curso: Capacitacion;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}) {
  const publicar = usePublicarTurno();
  const [inicio, setInicio] = useState('');
  const [plazas, setPlazas] = useState<number | string>(5);
  const fecha = inicio ? new Date(inicio) : null;
  const valida = fecha !== null && !Number.isNaN(fecha.getTime());
  return (
    <Dialogo
      opened
      tactil
      titulo={`Publicar turno de «${curso.nombre}»`}
      onCerrar={onCerrar}
      confirmar="Publicar"
      formulario="publicar-turno"
      cargando={publicar.isPending}
      confirmarDeshabilitado={!valida}
      error={publicar.isError && mensajeDeError(publicar.error, M.error)}
      foco="ninguno"
    >
      <form
        id="publicar-turno"
        onSubmit={(e) => {
          e.preventDefault();
          if (!fecha || !valida) return;
          publicar.mutate(
            { id: curso.id, inicio: fecha.toISOString(), plazas: Number(plazas) },
            {
              onSuccess: (d) =>
                onHecho(
                  `Turno publicado: «${curso.nombre}» el ${fechaHora(d.turno.inicio)}, ${d.turno.plazas} plazas.`,
                ),
            },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Fecha y hora"
            type="datetime-local"
            required
            data-autofocus
            value={inicio}
            onChange={(e) => setInicio(e.currentTarget.value)}
          />
          <NumberInput
            label="Plazas"
            min={1}
            max={20}
            value={plazas}
            onChange={setPlazas}
            required
          />
        </Stack>
      </form>
    </Dialogo>
  );
}

interface Asistente {
  usuario: string;
  aprobado: boolean;
}

/**
 * Records a session (docs/reglas.md, Trainings 33.5): the slot's bookings come prefilled,
 * each marked passed or not; more names may be added, one per line.
 */
export function SesionDialogo({
  curso,
  turno,
  onCerrar,
  onHecho,
}: {
  curso: { id: number; nombre: string };
  turno: Turno | null;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}) {
  const registrar = useRegistrarSesion();
  const [asistentes, setAsistentes] = useState<Asistente[]>(
    (turno?.asistentes ?? []).map((usuario) => ({ usuario, aprobado: true })),
  );
  const [otros, setOtros] = useState('');
  const extra = otros
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((usuario) => ({ usuario, aprobado: true }));
  const todos = [...asistentes, ...extra];
  const aprobados = todos.filter((a) => a.aprobado).length;
  return (
    <Dialogo
      opened
      tactil
      titulo={`Registrar sesión de «${curso.nombre}»`}
      onCerrar={onCerrar}
      confirmar="Registrar"
      formulario="registrar-sesion"
      cargando={registrar.isPending}
      confirmarDeshabilitado={todos.length === 0}
      error={registrar.isError && mensajeDeError(registrar.error, M.error)}
      foco="ninguno"
    >
      <form
        id="registrar-sesion"
        onSubmit={(e) => {
          e.preventDefault();
          registrar.mutate(
            { id: curso.id, ...(turno ? { turno_id: turno.id } : {}), asistentes: todos },
            {
              onSuccess: () =>
                onHecho(
                  `Sesión de «${curso.nombre}» registrada: ${aprobados} de ${todos.length} aprobados.`,
                ),
            },
          );
        }}
      >
        <Stack gap="sm">
          {turno ? <Text size="sm">Turno del {fechaHora(turno.inicio)}.</Text> : null}
          {asistentes.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Marca quién aprobó:
              </Text>
              {asistentes.map((a, i) => (
                <Checkbox
                  key={a.usuario}
                  label={a.usuario}
                  checked={a.aprobado}
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  onChange={(e) => {
                    const aprobado = e.currentTarget.checked;
                    setAsistentes((l) => l.map((x, j) => (j === i ? { ...x, aprobado } : x)));
                  }}
                />
              ))}
            </Stack>
          ) : null}
          <TextInput
            label="Otros asistentes aprobados"
            description="Nombres separados por comas."
            value={otros}
            data-autofocus
            onChange={(e) => setOtros(e.currentTarget.value)}
          />
        </Stack>
      </form>
    </Dialogo>
  );
}
