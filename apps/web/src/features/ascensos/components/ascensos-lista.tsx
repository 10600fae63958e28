import '@mantine/core/styles/EmptyState.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconStairsUp } from '@tabler/icons-react';
import { useState } from 'react';
import { MENSAJES_ASCENSOS as M, type Ascenso } from '@mchabbo/shared/ascensos/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { MotivoDialogo } from '@/components/ui/motivo-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { fechaHora } from '@/lib/formato-fecha';
import { useAscensos, useDecidirAscenso } from '../api';
import { LemaHabbo } from './lema-habbo';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';

const COLOR_ESTADO: Record<Ascenso['estado'], string> = {
  pendiente: 'yellow',
  aprobado: 'green',
  rechazado: 'red',
};
const TEXTO_ESTADO: Record<Ascenso['estado'], string> = {
  pendiente: 'Pendiente',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
};

/** A post as "Rango (Misión)", or the rank alone when they match. */
const puesto = (p: Ascenso['antes']) =>
  p.rango === null
    ? 'Invitado'
    : p.mision && p.mision !== p.rango
      ? `${p.rango} (${p.mision})`
      : p.rango;
const horas = (h: number) => `${h.toLocaleString('es-ES')} h`;

function AscensoCard({
  ascenso: a,
  onDecidir,
}: {
  ascenso: Ascenso;
  onDecidir: (que: 'aprobar' | 'rechazar') => void;
}) {
  return (
    <Card
      withBorder
      padding="md"
      data-testid="ascenso"
      component="article"
      aria-label={`Ascenso de ${a.usuario}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {a.usuario}
          </Text>
          <Badge color={COLOR_ESTADO[a.estado]} variant="light">
            {TEXTO_ESTADO[a.estado]}
          </Badge>
        </Group>
        <Text size="sm">
          {puesto(a.antes)} → <strong>{puesto(a.propuesto)}</strong>
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {a.motivo}
        </Text>
        <Text size="xs" c="dimmed">
          Propuesto por {a.propuesto_por} el {fechaHora(a.creado_en)}
        </Text>
        {a.estado === 'pendiente' ? (
          <Group gap={6} wrap="wrap">
            <Badge
              tt="none"
              variant="outline"
              color={a.dias_en_rango < a.dias_minimos ? 'orange' : 'gray'}
            >
              {a.dias_en_rango} / {a.dias_minimos} días en el rango
            </Badge>
            <Badge tt="none" variant="outline" color="gray">
              Esta semana {horas(a.horas_semana)}
            </Badge>
            <Badge tt="none" variant="outline" color="gray">
              Semana anterior {horas(a.horas_semana_anterior)}
            </Badge>
            <Badge
              tt="none"
              variant="outline"
              color={a.advertencias_activas > 0 ? 'orange' : 'gray'}
            >
              {a.advertencias_activas}{' '}
              {a.advertencias_activas === 1 ? 'advertencia activa' : 'advertencias activas'}
            </Badge>
          </Group>
        ) : null}
        {a.decidido_por && a.decidido_en ? (
          <Text size="xs" c="dimmed">
            {a.estado === 'aprobado' ? 'Aprobado' : 'Rechazado'} por {a.decidido_por} el{' '}
            {fechaHora(a.decidido_en)}
          </Text>
        ) : null}
        {a.motivo_rechazo ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Motivo del rechazo: {a.motivo_rechazo}
          </Text>
        ) : null}
        {a.lema ? <LemaHabbo lema={a.lema} usuario={a.usuario} /> : null}
        {a.puede_decidir ? (
          <Group gap="xs" mt={4}>
            <Button color="green" onClick={() => onDecidir('aprobar')} mih={44}>
              Aprobar
            </Button>
            <Button color="red" variant="light" onClick={() => onDecidir('rechazar')} mih={44}>
              Rechazar
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The promotions the caller proposed, decided or may decide, with Aprobar and Rechazar. */
export function AscensosLista() {
  const ascensos = useAscensos();
  const decidir = useDecidirAscenso();
  const [accion, setAccion] = useState<{ ascenso: Ascenso; que: 'aprobar' | 'rechazar' } | null>(
    null,
  );
  const [exito, setExito] = useState<string | null>(null);

  const cerrar = () => {
    setAccion(null);
    decidir.reset();
  };
  const enviar = (a: Ascenso, aprobado: boolean, motivo?: string) => {
    setExito(null);
    decidir.mutate(aprobado ? { id: a.id, aprobado } : { id: a.id, aprobado, motivo }, {
      onSuccess: (d) => {
        setExito(
          `${aprobado ? 'Ascenso aprobado' : 'Ascenso rechazado'}: ${d.ascenso.usuario} → ${puesto(d.ascenso.propuesto)}.`,
        );
        setAccion(null);
      },
    });
  };

  if (ascensos.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando ascensos...
      </Text>
    );
  }
  if (ascensos.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {mensajeDeError(ascensos.error, M.errorCarga)}
      </Alert>
    );
  }
  const porDecidir = ascensos.data.filter((a) => a.puede_decidir);
  const resto = ascensos.data.filter((a) => !a.puede_decidir);
  const grupo = (titulo: string, id: string, lista: Ascenso[], vacio: string) => (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {titulo}
      </Title>
      {lista.length === 0 ? (
        <EmptyState
          py="md"
          title="Sin ascensos"
          description={vacio}
          icon={<IconStairsUp aria-hidden size={32} />}
          withIndicatorBackground
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {lista.map((a) => (
            <AscensoCard
              key={a.id}
              ascenso={a}
              onDecidir={(que) => setAccion({ ascenso: a, que })}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
  const error = decidir.isError ? mensajeDeError(decidir.error, M.error) : null;
  return (
    <Stack gap="xl">
      <AvisosFormulario exito={exito} />
      {porDecidir.length > 0
        ? grupo('Por decidir', 'ascensos-por-decidir', porDecidir, 'No hay ascensos por decidir.')
        : null}
      {grupo('Propuestas y decisiones', 'ascensos-historial', resto, 'Aún no hay ascensos.')}
      <ConfirmarDialogo
        opened={accion?.que === 'aprobar'}
        titulo="Aprobar ascenso"
        confirmar="Aprobar"
        color="green"
        cargando={decidir.isPending}
        error={error}
        onCerrar={cerrar}
        onConfirmar={() => accion && enviar(accion.ascenso, true)}
      >
        {accion ? (
          <>
            {accion.ascenso.usuario} pasará de {puesto(accion.ascenso.antes)} a{' '}
            <strong>{puesto(accion.ascenso.propuesto)}</strong>. Se registrará en su historial de
            rangos y tendrá que volver a iniciar sesión.
          </>
        ) : null}
      </ConfirmarDialogo>
      <MotivoDialogo
        key={accion?.ascenso.id ?? 0}
        opened={accion?.que === 'rechazar'}
        titulo="Rechazar ascenso"
        etiqueta="Motivo del rechazo"
        obligatorio
        maximo={500}
        mensajeInvalido={M.motivoRechazo}
        confirmar="Rechazar"
        cargando={decidir.isPending}
        error={error}
        onCerrar={cerrar}
        onConfirmar={(motivo) => accion && enviar(accion.ascenso, false, motivo)}
      >
        {accion
          ? `Se avisará a ${accion.ascenso.propuesto_por} de que el ascenso de ${accion.ascenso.usuario} a ${puesto(accion.ascenso.propuesto)} no se aprueba.`
          : null}
      </MotivoDialogo>
    </Stack>
  );
}
