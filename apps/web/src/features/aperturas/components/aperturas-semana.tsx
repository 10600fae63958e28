import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MENSAJES_APERTURAS as M, type Apertura } from '@mchabbo/shared/aperturas/contratos';
import { DIAS_SEMANA, diaDeSemana, sumarDias } from '@mchabbo/shared/aperturas/horario';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import { MotivoDialogo } from '@/components/ui/motivo-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { fechaCorta } from '@/lib/formato-fecha';
import { useReloj } from '@/hooks/use-reloj';
import { useAperturas, useApuntarse, useBorrarEspecial, useDesapuntarse } from '../api';
import { AperturaCard } from './apertura-card';

/** The openings of a week from `desde`, day by day: a list on a phone, a grid on a laptop. */
export function AperturasSemana({
  puedeApuntarse,
  puedeBorrar,
}: {
  puedeApuntarse: boolean;
  puedeBorrar: boolean;
}) {
  const [desde, setDesde] = useState<string | undefined>(undefined);
  const hasta = desde ? sumarDias(desde, 6) : undefined;
  const lista = useAperturas(desde, hasta);
  const ahora = useReloj(30_000);
  const apuntarse = useApuntarse();
  const desapuntarse = useDesapuntarse();
  const borrar = useBorrarEspecial();
  const [resultado, setResultado] = useState<{
    inicio: string;
    texto: string;
    error: boolean;
  } | null>(null);
  const [aBorrar, setABorrar] = useState<Apertura | null>(null);

  if (lista.isError) {
    return (
      <Alert color="red" role="alert">
        {mensajeDeError(lista.error, M.errorCarga)}
      </Alert>
    );
  }
  if (!lista.data) return <Text c="dimmed">Cargando aperturas…</Text>;
  const zona = lista.data.zona_horaria;
  const primero = desde ?? diaLocal(new Date(), zona);
  const dias = Array.from({ length: 7 }, (_, i) => sumarDias(primero, i));
  const porDia = new Map<string, Apertura[]>(dias.map((d) => [d, []]));
  for (const a of lista.data.aperturas) porDia.get(diaLocal(new Date(a.inicio), zona))?.push(a);

  const decir = (a: Apertura) => ({
    onSuccess: (d: { message: string }) =>
      setResultado({ inicio: a.inicio, texto: d.message, error: false }),
    onError: (e: Error) =>
      setResultado({ inicio: a.inicio, texto: mensajeDeError(e, M.error), error: true }),
  });
  const acciones = {
    puedeApuntarse,
    puedeBorrar,
    ocupado: apuntarse.isPending || desapuntarse.isPending || borrar.isPending,
    onApuntarse: (a: Apertura) => apuntarse.mutate(a.inicio, decir(a)),
    onDesapuntarse: (a: Apertura) => desapuntarse.mutate(a.inicio, decir(a)),
    onBorrar: (a: Apertura) => {
      borrar.reset();
      setABorrar(a);
    },
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="aperturas-semana">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="aperturas-semana">
          Semana del {fechaCorta(dias[0] ?? primero)} al {fechaCorta(dias[6] ?? primero)}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => setDesde(sumarDias(primero, -7))}>
            Anterior
          </Button>
          <Button variant="default" size="sm" onClick={() => setDesde(undefined)}>
            Hoy
          </Button>
          <Button variant="default" size="sm" onClick={() => setDesde(sumarDias(primero, 7))}>
            Siguiente
          </Button>
        </Group>
      </Group>
      {resultado && !lista.data.aperturas.some((a) => a.inicio === resultado.inicio) ? (
        <Alert
          color={resultado.error ? 'red' : 'green'}
          role={resultado.error ? 'alert' : 'status'}
        >
          {resultado.texto}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {dias.map((dia) => (
          <Card
            key={dia}
            withBorder
            padding="sm"
            component="section"
            aria-label={`${DIAS_SEMANA[diaDeSemana(dia) - 1]} ${fechaCorta(dia)}`}
          >
            <Stack gap="xs">
              <Text fw={700}>
                {DIAS_SEMANA[diaDeSemana(dia) - 1]} {fechaCorta(dia).slice(0, 5)}
              </Text>
              {(porDia.get(dia) ?? []).length === 0 ? (
                <Text size="sm" c="dimmed">
                  Sin aperturas.
                </Text>
              ) : (
                (porDia.get(dia) ?? []).map((a) => (
                  <AperturaCard
                    key={a.inicio}
                    apertura={a}
                    acciones={acciones}
                    ahora={ahora}
                    resultado={resultado?.inicio === a.inicio ? resultado : null}
                  />
                ))
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Horas en la zona horaria de este dispositivo.
      </Text>
      <MotivoDialogo
        key={aBorrar?.inicio ?? 'ninguna'}
        opened={aBorrar !== null}
        titulo={aBorrar?.cerrado ? 'Reabrir el día' : 'Borrar apertura'}
        etiqueta="Motivo"
        obligatorio
        maximo={200}
        mensajeInvalido={M.motivo}
        confirmar={aBorrar?.cerrado ? 'Reabrir' : 'Borrar'}
        cargando={borrar.isPending}
        error={borrar.isError ? mensajeDeError(borrar.error, M.error) : null}
        onCerrar={() => setABorrar(null)}
        onConfirmar={(motivo) => {
          const a = aBorrar;
          if (!a || a.especial_id === null) return;
          borrar.mutate(
            { id: a.especial_id, motivo },
            {
              onSuccess: (d) => {
                setABorrar(null);
                setResultado({ inicio: a.inicio, texto: d.message, error: false });
              },
            },
          );
        }}
      >
        {aBorrar ? (
          <Text size="sm">
            {aBorrar.cerrado
              ? `El ${fechaCorta(diaLocal(new Date(aBorrar.inicio), zona))} volverá a abrir con su horario.`
              : `Se borrará «${aBorrar.titulo ?? ''}» y se avisará a sus encargados (${aBorrar.encargados.join(', ') || 'ninguno'}).`}
          </Text>
        ) : null}
      </MotivoDialogo>
    </Stack>
  );
}
