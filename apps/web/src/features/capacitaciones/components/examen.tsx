import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Card, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  MENSAJES_CAPACITACIONES as M,
  type Capacitacion,
  type ResultadoExamen,
} from '@mchabbo/shared/capacitaciones/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { hora } from '@/lib/formato-fecha';
import { useExamen, useResponderExamen } from '../api';

/**
 * A course's exam, one question at a time (docs/reglas.md, Trainings 33.2): "Anterior" and
 * "Siguiente" move between them, the last one sends; the score shows at the end with the
 * questions answered wrong (never their answers).
 */
export function Examen({ curso, onCerrar }: { curso: Capacitacion; onCerrar: () => void }) {
  const examen = useExamen(curso.id);
  const responder = useResponderExamen();
  const [paso, setPaso] = useState(0);
  const [elegidas, setElegidas] = useState<Record<number, number>>({});
  const [resultado, setResultado] = useState<ResultadoExamen | null>(null);

  const preguntas = examen.data?.preguntas ?? [];
  const pregunta = preguntas[paso];
  const ultima = paso === preguntas.length - 1;

  const enviar = () => {
    responder.mutate(
      {
        id: curso.id,
        respuestas: Object.entries(elegidas).map(([p, o]) => ({ pregunta: Number(p), opcion: o })),
      },
      { onSuccess: setResultado },
    );
  };

  if (resultado) {
    const falladas = preguntas.filter((p) => resultado.falladas.includes(p.id));
    return (
      <Card withBorder padding="lg" component="section" aria-label="Resultado del examen">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {resultado.aprobado ? '¡Examen aprobado!' : 'Examen no aprobado'}
          </Title>
          <Text role="status">
            {resultado.aciertos} de {resultado.total} correctas ({resultado.porcentaje} %). Se
            aprueba con el {examen.data?.aprobado_con ?? 80} %.
          </Text>
          {resultado.aprobado ? (
            <Alert color="green" variant="light">
              Capacitación «{curso.nombre}» aprobada.
            </Alert>
          ) : null}
          {falladas.length > 0 ? (
            <div>
              <Text fw={600}>Preguntas falladas:</Text>
              <ul>
                {falladas.map((p) => (
                  <li key={p.id}>{p.texto}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {resultado.proximo_intento ? (
            <Text c="dimmed">
              Podrás intentarlo de nuevo a las {hora(resultado.proximo_intento)}.
            </Text>
          ) : null}
          <Group>
            <Button onClick={onCerrar} h={44}>
              Volver a las capacitaciones
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-label={`Examen de ${curso.nombre}`}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Examen: {curso.nombre}
        </Title>
        {examen.isLoading ? <Text c="dimmed">Cargando el examen…</Text> : null}
        <AvisosFormulario
          errorCarga={examen.isError && mensajeDeError(examen.error, M.errorCarga)}
          error={responder.isError && mensajeDeError(responder.error, M.error)}
        />
        {pregunta ? (
          <>
            <Progress
              value={((paso + 1) * 100) / preguntas.length}
              aria-label={`Pregunta ${paso + 1} de ${preguntas.length}`}
            />
            <Text size="sm" c="dimmed">
              Pregunta {paso + 1} de {preguntas.length}
            </Text>
            <Radio.Group
              label={pregunta.texto}
              value={elegidas[pregunta.id] ? String(elegidas[pregunta.id]) : null}
              onChange={(v) => setElegidas((e) => ({ ...e, [pregunta.id]: Number(v) }))}
              styles={{ label: { fontSize: 'var(--mantine-font-size-md)', marginBottom: 8 } }}
            >
              <Stack gap={4}>
                {pregunta.opciones.map((o) => (
                  <Radio.Card key={o.id} value={String(o.id)} p="sm" mih={44} radius="md">
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator />
                      <Text style={{ overflowWrap: 'anywhere' }}>{o.texto}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="space-between">
              <Button
                variant="default"
                h={44}
                onClick={() => (paso === 0 ? onCerrar() : setPaso(paso - 1))}
              >
                {paso === 0 ? 'Salir' : 'Anterior'}
              </Button>
              {ultima ? (
                <Button
                  h={44}
                  onClick={enviar}
                  loading={responder.isPending}
                  disabled={elegidas[pregunta.id] === undefined}
                >
                  Enviar respuestas
                </Button>
              ) : (
                <Button
                  h={44}
                  onClick={() => setPaso(paso + 1)}
                  disabled={elegidas[pregunta.id] === undefined}
                >
                  Siguiente
                </Button>
              )}
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
