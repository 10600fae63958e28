import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MENSAJES_APERTURAS as M } from '@mchabbo/shared/aperturas/contratos';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import { paths } from '@/config/paths';
import { mensajeDeError } from '@/lib/api-client';
import { fechaCorta, hora } from '@/lib/formato-fecha';
import { useReloj } from '@/hooks/use-reloj';
import { useAperturas, useApuntarse } from '../api';

/** "hoy", "mañana" or the day, of an instant on this device's calendar. */
function cuando(iso: string): string {
  const zona = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const dia = diaLocal(new Date(iso), zona);
  const hoy = diaLocal(new Date(), zona);
  const manana = diaLocal(new Date(Date.now() + 86_400_000), zona);
  return dia === hoy ? 'hoy' : dia === manana ? 'mañana' : `el ${fechaCorta(dia)}`;
}

/**
 * Inicio's next opening (docs/reglas.md, Openings 34.7): when, and who opens it, or, with
 * nobody signed up, the question and the button for managers (levels 1–3).
 */
export function ProximaApertura({ puedeApuntarse }: { puedeApuntarse: boolean }) {
  const lista = useAperturas();
  const apuntarse = useApuntarse();
  const ahora = useReloj(30_000);
  const proxima = lista.data?.aperturas.find((a) => !a.cerrado && Date.parse(a.inicio) > ahora);
  const cerradaHoy = lista.data?.aperturas.find((a) => a.cerrado && cuando(a.inicio) === 'hoy');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="proxima-apertura">
      <Stack gap="xs">
        <Title order={2} size="h4" id="proxima-apertura">
          Aperturas
        </Title>
        {lista.isError ? (
          <Alert color="red" role="alert">
            {mensajeDeError(lista.error, M.errorCarga)}
          </Alert>
        ) : null}
        {cerradaHoy ? <Text>Hoy cerrado: {cerradaHoy.motivo}</Text> : null}
        {lista.data && !proxima ? <Text c="dimmed">No hay aperturas esta semana.</Text> : null}
        {proxima ? (
          <>
            <Text fw={600}>
              Próxima apertura: {cuando(proxima.inicio)} {hora(proxima.inicio)}
              {proxima.titulo ? ` (${proxima.titulo})` : ''}
            </Text>
            {proxima.encargados.length > 0 ? (
              <Text>Encargados: {proxima.encargados.join(', ')}</Text>
            ) : (
              <Text c="red">Sin encargado{puedeApuntarse ? ': ¿te apuntas?' : '.'}</Text>
            )}
            {apuntarse.isSuccess ? (
              <Text c="green" role="status">
                {apuntarse.data.message}
              </Text>
            ) : null}
            {apuntarse.isError ? (
              <Text c="red" role="alert">
                {mensajeDeError(apuntarse.error, M.error)}
              </Text>
            ) : null}
            <Group gap="xs">
              {puedeApuntarse && !proxima.apuntado ? (
                <Button
                  loading={apuntarse.isPending}
                  onClick={() => apuntarse.mutate(proxima.inicio)}
                >
                  Apuntarme a abrir
                </Button>
              ) : null}
              <Anchor component={Link} to={paths.app.pagina.getHref('aperturas')} py={10}>
                Ver la semana
              </Anchor>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
