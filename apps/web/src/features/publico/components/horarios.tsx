import { Alert, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import {
  DIAS_SEMANA,
  diaDeSemana,
  HORARIO_POR_DEFECTO,
  horaLocal,
  instanteLocal,
  sumarDias,
  type Horario,
} from '@mchabbo/shared/aperturas/horario';
import { partesLocales } from '@mchabbo/shared/comun/zona-horaria';
import { useHorarioPublico } from '../api';

/**
 * The day the conversions are made for. The prerendered page and the first render of the
 * hydration draw a fixed Monday in winter (the landing must draw the same at build time
 * and in the browser); right after, the browser's today.
 */
const REFERENCIA = '2026-01-05';
const hoy = () => new Date().toISOString().slice(0, 10);
const sinCambios = () => () => {};

/** `YYYY-MM-DD` of an instant in `zona`. */
function diaEn(instante: Date, zona: string) {
  const p = partesLocales(instante, zona);
  return `${p.anio}-${String(p.mes).padStart(2, '0')}-${String(p.dia).padStart(2, '0')}`;
}

/** Each country's hours: the week's openings converted, grouped by the hour they read. */
function horasPorPais(horario: Horario, zona: string, referencia: string) {
  return horario.paises.map(({ pais, zona: suya }) => {
    const porHora = new Map<string, number[]>();
    for (const a of horario.semana) {
      const dias = (a.dia - diaDeSemana(referencia) + 7) % 7;
      const inicio = instanteLocal(sumarDias(referencia, dias), a.hora, zona);
      const hora = horaLocal(inicio, suya);
      porHora.set(hora, [...(porHora.get(hora) ?? []), a.dia]);
    }
    const lineas = [...porHora]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([hora, dias]) => ({
        hora,
        dias:
          new Set(dias).size === 7
            ? null
            : [...new Set(dias)]
                .sort()
                .map((d) => DIAS_SEMANA[d - 1]?.slice(0, 3))
                .join(', '),
      }));
    return { pais, lineas };
  });
}

/** Opening times of the restaurant in each country's local time (docs/reglas.md, Openings 34.2). */
export function Horarios() {
  const { data } = useHorarioPublico();
  const referencia = useSyncExternalStore(sinCambios, hoy, () => REFERENCIA);
  const horario = data ?? HORARIO_POR_DEFECTO;
  const zona = data?.zona_horaria ?? 'Europe/Madrid';
  const hoyLocal = referencia === REFERENCIA ? null : diaEn(new Date(), zona);
  const cerrado = data?.cierres.find((c) => c.fecha === hoyLocal);
  return (
    <Stack gap="md">
      {cerrado ? (
        <Alert color="orange" role="status">
          Hoy cerrado: {cerrado.motivo}
        </Alert>
      ) : null}
      {horario.semana.length === 0 ? <Text>Sin aperturas esta semana.</Text> : null}
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {horasPorPais(horario, zona, referencia).map(({ pais, lineas }) => (
          <Card key={pais} withBorder padding="md" component="li">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
                <IconClock size={20} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{pais}</Text>
                {lineas.map((l) => (
                  <Text key={l.hora} size={l.dias ? 'md' : 'xl'} fw={800} lh={1.2}>
                    {l.dias ? `${l.dias}: ` : ''}
                    <time>{l.hora}</time>
                  </Text>
                ))}
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
