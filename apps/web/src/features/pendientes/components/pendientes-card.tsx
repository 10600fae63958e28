import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PaginaPrivada } from '@mchabbo/shared/niveles/menu';
import { GRUPOS_PENDIENTES, type Pendientes } from '@mchabbo/shared/pendientes/contratos';
import { MARCA_CORTA } from '@mchabbo/shared/revision/textos';
import { paths } from '@/config/paths';
import { mensajeDeError } from '@/lib/api-client';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';
import { usePendientes } from '../api';

type Grupo = (typeof GRUPOS_PENDIENTES)[number];

/** How each group reads, where it is acted on, and how one of its items is told. */
const GRUPOS: {
  [G in Grupo]: {
    titulo: string;
    pagina: PaginaPrivada;
    enlace: string;
    item: (e: Pendientes[G]['elementos'][number]) => string;
  };
} = {
  peticiones: {
    titulo: 'Piden tiempo',
    pagina: 'tiempo',
    enlace: 'Ir a Tiempos',
    item: (e) => e.usuario,
  },
  aperturas: {
    titulo: 'Aperturas sin encargados suficientes',
    pagina: 'aperturas',
    enlace: 'Ir a Aperturas',
    item: (e) =>
      `${e.titulo ? `${e.titulo}: ` : ''}${fechaHora(e.inicio)} (${e.encargados} de ${e.encargados_minimos})`,
  },
  capacitaciones: {
    titulo: 'Capacitaciones',
    pagina: 'capacitaciones',
    enlace: 'Ir a Capacitaciones',
    item: (e) =>
      e.tipo === 'reserva'
        ? `${e.usuario}: «${e.capacitacion}», ${fechaHora(e.inicio)}`
        : `${e.usuario} aprobó «${e.capacitacion}» y aún no tiene rango`,
  },
  tiempos_largos: {
    titulo: 'Tiempos largos u olvidados',
    pagina: 'tiempo',
    enlace: 'Ir a Tiempos',
    item: (e) => `${e.usuario}: ${e.tiempo}${e.olvidado ? ' (olvidado)' : ''}`,
  },
  nombres: {
    titulo: 'Cambios de nombre',
    pagina: 'cambio-nombre-admin',
    enlace: 'Revisar solicitudes',
    item: (e) => `${e.usuario} → ${e.nombre_nuevo}`,
  },
  ascensos: {
    titulo: 'Ascensos por decidir',
    pagina: 'ascensos',
    enlace: 'Ir a Ascensos',
    item: (e) =>
      `${e.usuario} → ${e.mision ?? e.rango ?? 'otro puesto'} (propone ${e.propuesto_por})`,
  },
  revision: {
    titulo: 'Avisos de la revisión en Habbo',
    pagina: 'revision',
    enlace: 'Ir a Revisión',
    item: (e) => `${e.usuario}: ${e.marcas.map((m) => MARCA_CORTA[m]).join(', ')}`,
  },
  ausencias: {
    titulo: 'Ausencias por decidir',
    pagina: 'ausencias',
    enlace: 'Ir a Ausencias',
    item: (e) => `${e.usuario}: del ${fechaCorta(e.desde)} al ${fechaCorta(e.hasta)}`,
  },
  pagos: {
    titulo: 'Pagos de semanas cerradas',
    pagina: 'listadepaga',
    enlace: 'Ir a la Lista de Paga',
    item: (e) => `${e.usuario}: ${e.creditos} créditos, semana del ${fechaCorta(e.semana)}`,
  },
  propuestos_despido: {
    titulo: 'Propuestos para despido',
    pagina: 'despidos',
    enlace: 'Ir a Despidos',
    item: (e) => `${e.usuario}: ${e.advertencias} advertencias activas`,
  },
  clones: {
    titulo: 'Clones sin revisar',
    pagina: 'clones',
    enlace: 'Ir a Clones',
    item: (e) => `${e.usuario} (${e.ips.join(', ')})`,
  },
};

function GrupoPendiente<G extends Grupo>({ clave, grupo }: { clave: G; grupo: Pendientes[G] }) {
  const { titulo, pagina, enlace, item } = GRUPOS[clave];
  const tituloId = `pendientes-${clave}`;
  const resto = grupo.total - grupo.elementos.length;
  return (
    <Stack gap={4} component="section" aria-labelledby={tituloId}>
      <Group justify="space-between" wrap="wrap" gap="xs" style={{ rowGap: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={tituloId}>
            {titulo}
          </Title>
          <Badge variant="filled" color="red" aria-label={`${grupo.total} pendientes`}>
            {grupo.total}
          </Badge>
        </Group>
        <Anchor
          component={Link}
          to={paths.app.pagina.getHref(pagina)}
          size="sm"
          py={12}
          style={{ whiteSpace: 'nowrap' }}
        >
          {enlace}
        </Anchor>
      </Group>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {grupo.elementos.map((e, i) => (
          <Text key={i} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
            {(item as (x: typeof e) => string)(e)}
          </Text>
        ))}
        {resto > 0 ? (
          <Text size="xs" c="dimmed" component="li">
            y {resto} más
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * Inicio's "Pendientes" card for levels 0–3 (docs/reglas.md, Pending work 26.3): each
 * group with something waiting, its first items and a link to act on it; "Todo al día."
 * when nothing waits.
 */
export function PendientesCard() {
  const pendientes = usePendientes();
  const con = pendientes.data
    ? GRUPOS_PENDIENTES.filter((clave) => pendientes.data[clave].total > 0)
    : [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pendientes-titulo">
      <Title order={2} size="h4" id="pendientes-titulo" mb="sm">
        Pendientes
      </Title>
      {pendientes.isPending ? (
        <Text role="status" c="dimmed">
          Cargando pendientes...
        </Text>
      ) : pendientes.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(pendientes.error, 'No se pudieron cargar los pendientes.')}
        </Alert>
      ) : con.length === 0 ? (
        <Text c="dimmed">Todo al día.</Text>
      ) : (
        <Stack gap="md">
          {con.map((clave) => (
            <GrupoPendiente key={clave} clave={clave} grupo={pendientes.data[clave]} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
