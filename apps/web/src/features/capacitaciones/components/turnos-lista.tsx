import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MENSAJES_CAPACITACIONES as M, type Turno } from '@mchabbo/shared/capacitaciones/contratos';
import { HORAS_CANCELAR } from '@mchabbo/shared/capacitaciones/reglas';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { fechaHora } from '@/lib/formato-fecha';
import { useCancelarReserva, useReservar } from '../api';

const libresTexto = (t: Turno) =>
  t.libres === 0
    ? 'Sin plazas'
    : `${t.libres} ${t.libres === 1 ? 'plaza libre' : 'plazas libres'} de ${t.plazas}`;

/** The clock, read again every minute (a slot's buttons follow its start). */
function useReloj() {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setAhora(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return ahora;
}

/**
 * Upcoming slots (docs/reglas.md, Trainings 33.3–33.4): "Reservar" or "Cancelar reserva"
 * for a student, the attendees and "Registrar sesión" for its trainer. `soloCurso` keeps
 * the slots of one course (Inicio's next step); `limite` shows the first few.
 */
export function TurnosLista({
  turnos,
  onSesion,
  soloCurso,
  limite,
}: {
  turnos: Turno[];
  onSesion?: (t: Turno) => void;
  soloCurso?: number;
  limite?: number;
}) {
  const reservar = useReservar();
  const cancelar = useCancelarReserva();
  const [exito, setExito] = useState<string | null>(null);
  const ahora = useReloj();
  const visibles = turnos
    .filter((t) => soloCurso === undefined || t.capacitacion.id === soloCurso)
    .filter((t) => t.es_mio || new Date(t.inicio).getTime() > ahora || t.reservado)
    .slice(0, limite);
  const error = reservar.error ?? cancelar.error;

  if (visibles.length === 0) {
    return <Text c="dimmed">No hay turnos publicados por ahora.</Text>;
  }
  return (
    <Stack gap="sm">
      <AvisosFormulario error={error && mensajeDeError(error, M.error)} exito={exito} />
      {visibles.map((t) => {
        const empezado = new Date(t.inicio).getTime() <= ahora;
        const tarde = new Date(t.inicio).getTime() - ahora < HORAS_CANCELAR * 3_600_000;
        return (
          <Card
            key={t.id}
            withBorder
            padding="sm"
            component="article"
            aria-label={`Turno de ${t.capacitacion.nombre} del ${fechaHora(t.inicio)}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {t.capacitacion.nombre}
                </Title>
                {t.reservado ? (
                  <Badge color="green" variant="light">
                    Reservado
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">
                {fechaHora(t.inicio)} · con {t.instructor}
              </Text>
              <Text size="sm" c="dimmed">
                {libresTexto(t)}
              </Text>
              {t.es_mio || t.asistentes.length > 0 ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Reservas: {t.asistentes.length > 0 ? t.asistentes.join(', ') : 'ninguna todavía'}
                </Text>
              ) : null}
              <Group gap="xs">
                {!t.es_mio && !t.reservado && !empezado ? (
                  <Button
                    h={44}
                    disabled={t.libres === 0}
                    loading={reservar.isPending && reservar.variables === t.id}
                    onClick={() => {
                      setExito(null);
                      cancelar.reset();
                      reservar.mutate(t.id, {
                        onSuccess: () =>
                          setExito(
                            `Plaza reservada en «${t.capacitacion.nombre}» el ${fechaHora(t.inicio)} con ${t.instructor}.`,
                          ),
                      });
                    }}
                  >
                    Reservar
                  </Button>
                ) : null}
                {t.reservado && !tarde ? (
                  <Button
                    h={44}
                    variant="light"
                    color="red"
                    loading={cancelar.isPending && cancelar.variables === t.id}
                    onClick={() => {
                      setExito(null);
                      reservar.reset();
                      cancelar.mutate(t.id, {
                        onSuccess: () =>
                          setExito(
                            `Reserva cancelada: «${t.capacitacion.nombre}» del ${fechaHora(t.inicio)}.`,
                          ),
                      });
                    }}
                  >
                    Cancelar reserva
                  </Button>
                ) : null}
                {t.es_mio && onSesion ? (
                  <Button h={44} variant="light" onClick={() => onSesion(t)}>
                    Registrar sesión
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
