import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRIMER_RANGO } from '@mchabbo/shared/capacitaciones/contratos';
import { paths } from '@/config/paths';
import { hora } from '@/lib/formato-fecha';
import { useCapacitaciones, useTurnos } from '../api';
import { TurnosLista } from './turnos-lista';

/**
 * A guest's next step on Inicio (docs/reglas.md, Trainings 33.8): the first course required
 * for the first rank not passed yet, with its next free slots and its exam; once every
 * such course is passed, that the administration will give the rank. Nothing when no course
 * is required.
 */
export function SiguientePaso() {
  const cursos = useCapacitaciones();
  const turnos = useTurnos();
  const requeridas = (cursos.data ?? []).filter((c) => c.requerida_para === PRIMER_RANGO);
  if (requeridas.length === 0) return null;
  const pendiente = requeridas.find((c) => !c.aprobada);
  if (!pendiente) {
    return (
      <Card withBorder padding="lg" component="section" aria-label="Tu siguiente paso">
        <Text fw={600} c="green.8">
          Capacitación aprobada. La administración te asignará tu rango.
        </Text>
      </Card>
    );
  }
  const examenHref = `${paths.app.pagina.getHref('capacitaciones')}?examen=${pendiente.id}`;
  return (
    <Card withBorder padding="lg" component="section" aria-label="Tu siguiente paso">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Tu siguiente paso: la capacitación «{pendiente.nombre}»
        </Title>
        <Text size="sm" c="dimmed">
          Reserva un turno con un instructor
          {pendiente.examen ? ' o aprueba el examen' : ''}.
        </Text>
        <TurnosLista turnos={turnos.data ?? []} soloCurso={pendiente.id} limite={3} />
        {pendiente.examen ? (
          pendiente.proximo_intento ? (
            <Text size="sm" c="orange.8">
              Podrás intentar el examen de nuevo a las {hora(pendiente.proximo_intento)}.
            </Text>
          ) : (
            <Button
              component={Link}
              to={examenHref}
              h={44}
              variant="light"
              leftSection={<IconSchool size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Hacer el examen
            </Button>
          )
        ) : null}
      </Stack>
    </Card>
  );
}
