import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PRIMER_RANGO, type Capacitacion } from '@mchabbo/shared/capacitaciones/contratos';
import { fechaHora, hora } from '@/lib/formato-fecha';

/** What a course is required for, in words. */
export function requeridaTexto(r: string | null): string | null {
  if (r === null) return null;
  return r === PRIMER_RANGO ? 'Obligatoria para el primer rango' : `Obligatoria para ${r}`;
}

/** The course's own state for the caller: passed (when, by whom), or what is next. */
function Estado({ c }: { c: Capacitacion }) {
  if (c.aprobada && c.fecha) {
    return (
      <Text size="sm" c="green.8" fw={600}>
        Aprobada el {fechaHora(c.fecha)}
        {c.instructor ? ` con ${c.instructor}` : ' por examen'}.
      </Text>
    );
  }
  if (c.proximo_intento) {
    return (
      <Text size="sm" c="orange.8">
        Podrás intentar el examen de nuevo a las {hora(c.proximo_intento)}.
      </Text>
    );
  }
  return null;
}

/** One course: its description as paragraphs, what it is for, the caller's state and actions. */
export function CursoCard({
  curso: c,
  direccion,
  onExamen,
  onPublicar,
  onSesion,
  onEditar,
  onBorrar,
}: {
  curso: Capacitacion;
  direccion: boolean;
  onExamen: () => void;
  onPublicar: () => void;
  onSesion: () => void;
  onEditar: () => void;
  onBorrar: () => void;
}) {
  const requerida = requeridaTexto(c.requerida_para);
  const parrafos = c.descripcion.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <Card withBorder padding="md" component="article" aria-label={c.nombre}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {c.nombre}
          </Title>
          {c.aprobada ? (
            <Badge color="green" variant="light">
              Aprobada
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} wrap="wrap">
          {requerida ? (
            <Badge tt="none" variant="outline" color="blue">
              {requerida}
            </Badge>
          ) : null}
          {c.examen ? (
            <Badge tt="none" variant="outline" color="gray">
              Examen de {c.examen.preguntas} {c.examen.preguntas === 1 ? 'pregunta' : 'preguntas'} (
              {c.examen.aprobado_con} %)
            </Badge>
          ) : null}
        </Group>
        {parrafos.map((p, i) => (
          <Text key={i} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {p}
          </Text>
        ))}
        <Estado c={c} />
        <Group gap="xs" wrap="wrap">
          {c.examen && !c.aprobada ? (
            <Button h={44} onClick={onExamen} disabled={c.proximo_intento !== null}>
              Hacer el examen
            </Button>
          ) : null}
          {c.puede_impartir ? (
            <>
              <Button h={44} variant="light" onClick={onPublicar}>
                Publicar turno
              </Button>
              <Button h={44} variant="light" onClick={onSesion}>
                Registrar sesión
              </Button>
            </>
          ) : null}
          {direccion ? (
            <>
              <Button h={44} variant="default" onClick={onEditar}>
                Editar
              </Button>
              <Button h={44} variant="subtle" color="red" onClick={onBorrar}>
                Borrar
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
