import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink, IconLinkOff, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { conAperturaDiferida, useAbiertoAlgunaVez } from '@/components/ui/apertura-diferida';
import { coincideFiltro } from '@/components/ui/barra-filtro';
import { mensajeDeError } from '@/lib/api-client';
import { tiemposQueryOptions, useTiempos, type ListaTiempos } from '../api/get-tiempos';
import { useLigarTiempos } from '../api/ligar-desligar';
import { useTiemposEnVivo, type EstadoEnVivo } from '../api/use-tiempos-en-vivo';
import { ERRORES_TIEMPOS } from '../utils/mensajes';
import { AvisoAlerta, type Aviso } from './aviso';
import { IniciarTiempoForm } from './iniciar-tiempo-form';
import type { TiempoAccionesHandlers } from './tiempo-acciones';
import { TiemposLista } from './tiempos-lista';

// The dialogs load when first opened (or when the pointer reaches their button): the
// screen's first paint needs none of them, nor the validation and controls they use.
const cargarAjustar = () => import('./ajustar-modal');
const cargarCancelar = () => import('./cancelar-dialogo');
const cargarDesligar = () => import('./desligar-modal');
const cargarRanking = () => import('./ranking-modal');
const AjustarModal = lazy(() =>
  cargarAjustar().then((m) => ({
    default: conAperturaDiferida(m.AjustarModal, (p) => ({ ...p, tiempo: null })),
  })),
);
const CancelarDialogo = lazy(() =>
  cargarCancelar().then((m) => ({
    default: conAperturaDiferida(m.CancelarDialogo, (p) => ({ ...p, tiempo: null })),
  })),
);
const DesligarModal = lazy(() =>
  cargarDesligar().then((m) => ({
    default: conAperturaDiferida(m.DesligarModal, (p) => ({ ...p, opened: false })),
  })),
);
const RankingModal = lazy(() =>
  cargarRanking().then((m) => ({
    default: conAperturaDiferida(m.RankingModal, (p) => ({ ...p, opened: false })),
  })),
);

/** Starts loading dialogs before they are opened; a failure shows when one is opened. */
function preparar(...cargas: (() => Promise<unknown>)[]) {
  return () => {
    for (const cargar of cargas) cargar().catch(() => {});
  };
}
const prepararDialogosFila = preparar(cargarAjustar, cargarCancelar);
const prepararDesligar = preparar(cargarDesligar);
const prepararRanking = preparar(cargarRanking);

type Modal = 'desligar' | 'ranking' | null;

type EstadoLista = 'cargando' | 'error' | 'listo';

/** What the list part of the screen is drawn from. */
interface Vista {
  estado: EstadoLista;
  datos: ListaTiempos | undefined;
  filtro: string;
}

const VISTA_INICIAL: Vista = { estado: 'cargando', datos: undefined, filtro: '' };

/** The card's title and whether the live stream is open. */
const Cabecera = memo(function Cabecera({ enVivo }: { enVivo: EstadoEnVivo }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="xs">
      <Title order={2} size="h4">
        Tiempos abiertos
      </Title>
      <Badge
        variant="dot"
        color={enVivo === 'conectado' ? 'green' : 'gray'}
        title="Los cambios de otros encargados aparecen solos"
      >
        {enVivo === 'conectado'
          ? 'En vivo'
          : enVivo === 'conectando'
            ? 'Conectando…'
            : 'Reconectando…'}
      </Badge>
    </Group>
  );
});

interface HerramientasProps {
  ligando: boolean;
  /** Why linking failed, if it did. */
  errorLigar: string | null;
  onLigar: () => void;
  onAbrir: (modal: Exclude<Modal, null>) => void;
  filtro: string;
  onFiltro: (filtro: string) => void;
}

/**
 * The buttons above the list and the search. Drawn again only when their own state
 * changes, not on every read of the list.
 */
const Herramientas = memo(function Herramientas({
  ligando,
  errorLigar,
  onLigar,
  onAbrir,
  filtro,
  onFiltro,
}: HerramientasProps) {
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          loading={ligando}
          onClick={onLigar}
        >
          Ligar Tiempos
        </Button>
        <Button
          variant="light"
          color="gray"
          leftSection={<IconLinkOff size={16} aria-hidden />}
          onPointerEnter={prepararDesligar}
          onFocus={prepararDesligar}
          onClick={() => onAbrir('desligar')}
        >
          Desligar específicos
        </Button>
        <Button
          variant="light"
          color="grape"
          leftSection={<IconTrophy size={16} aria-hidden />}
          onPointerEnter={prepararRanking}
          onFocus={prepararRanking}
          onClick={() => onAbrir('ranking')}
        >
          Ranking
        </Button>
      </Group>
      <TextInput
        label="Buscar"
        type="search"
        placeholder="Trabajador, encargado o misión"
        value={filtro}
        onChange={(e) => onFiltro(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      {errorLigar ? (
        <Alert color="red" variant="light">
          {errorLigar}
        </Alert>
      ) : null}
    </>
  );
});

/** The Tiempos screen: start, search and operate open timers, updated live. */
export function TiemposPanel({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const lista = useTiempos();
  const enVivo = useTiemposEnVivo();
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [ajustando, setAjustando] = useState<TiempoListado | null>(null);
  const [cancelando, setCancelando] = useState<TiempoListado | null>(null);
  const exito = useCallback((texto: string) => setAviso({ tipo: 'exito', texto }), []);
  const ligar = useLigarTiempos({ onSuccess: (data) => exito(data.message) });
  const ligarMutate = ligar.mutate;
  const onLigar = useCallback(() => {
    setAviso(null);
    ligarMutate(user.nameUser);
  }, [ligarMutate, user.nameUser]);

  // The list (and what is computed from it) follows the query and the search through a
  // deferred value: a new read or a keystroke renders the rest of the screen at once, and
  // the rows in a background render that yields to the browser instead of blocking it.
  // The first paint shows the screen without rows even when the list is already read.
  const estado: EstadoLista = lista.isPending ? 'cargando' : lista.isError ? 'error' : 'listo';
  const actual = useMemo<Vista>(
    () => ({ estado, datos: lista.data, filtro }),
    [estado, lista.data, filtro],
  );
  const vista = useDeferredValue(actual, VISTA_INICIAL);

  const tiempos = useMemo(() => vista.datos?.tiempos ?? [], [vista.datos]);
  const visibles = useMemo(
    () =>
      tiempos.filter((t) =>
        coincideFiltro(vista.filtro, [t.usuario, t.encargado, t.rango, t.mision]),
      ),
    [tiempos, vista.filtro],
  );
  // Kept while the same people have open timers, so a new read does not redraw the form.
  const abiertos = tiempos.map((t) => t.usuario.toLowerCase()).join('\n');
  const conTiempoAbierto = useMemo(() => new Set(abiertos ? abiertos.split('\n') : []), [abiertos]);
  const propio = user.nameUser.toLowerCase();
  const mios = useMemo(
    () => tiempos.filter((t) => t.puede_operar && t.encargado?.toLowerCase() === propio),
    [tiempos, propio],
  );

  const acciones = useMemo<TiempoAccionesHandlers>(() => {
    // A row is not redrawn for a new read of an unchanged timer: the dialogs show the
    // timer as last read.
    const ultimo = (t: TiempoListado) =>
      queryClient
        .getQueryData(tiemposQueryOptions().queryKey)
        ?.tiempos.find((x) => x.id === t.id) ?? t;
    return {
      onAjustar: (t) => setAjustando(ultimo(t)),
      onCancelar: (t) => setCancelando(ultimo(t)),
      onAviso: setAviso,
      onPreparar: prepararDialogosFila,
    };
  }, [queryClient]);

  const montarAjustar = useAbiertoAlgunaVez(ajustando !== null);
  const montarCancelar = useAbiertoAlgunaVez(cancelando !== null);
  const montarDesligar = useAbiertoAlgunaVez(modal === 'desligar');
  const montarRanking = useAbiertoAlgunaVez(modal === 'ranking');

  return (
    <Stack gap="lg">
      <IniciarTiempoForm user={user} conTiempoAbierto={conTiempoAbierto} />
      <Card withBorder padding="lg">
        <Cabecera enVivo={enVivo} />
        <Stack gap="md">
          <Herramientas
            ligando={ligar.isPending}
            errorLigar={ligar.isError ? mensajeDeError(ligar.error, ERRORES_TIEMPOS.ligar) : null}
            onLigar={onLigar}
            onAbrir={setModal}
            filtro={filtro}
            onFiltro={setFiltro}
          />
          <AvisoAlerta aviso={aviso} onCerrar={() => setAviso(null)} />
          {vista.estado === 'cargando' ? (
            <Text role="status" c="dimmed">
              Cargando tiempos...
              <EsperaDePagina />
            </Text>
          ) : vista.estado === 'error' || !vista.datos ? (
            <Alert color="red" variant="light">
              No se pudieron cargar los tiempos.
            </Alert>
          ) : visibles.length === 0 ? (
            <Text c="dimmed">
              {vista.filtro.trim()
                ? 'Ningún tiempo coincide con la búsqueda.'
                : 'No hay tiempos abiertos.'}
            </Text>
          ) : (
            <TiemposLista tiempos={visibles} lista={vista.datos} acciones={acciones} />
          )}
        </Stack>
      </Card>
      <Suspense fallback={null}>
        {montarAjustar ? (
          <AjustarModal tiempo={ajustando} onCerrar={() => setAjustando(null)} onHecho={exito} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montarCancelar ? (
          <CancelarDialogo
            tiempo={cancelando}
            onCerrar={() => setCancelando(null)}
            onHecho={exito}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montarDesligar ? (
          <DesligarModal
            opened={modal === 'desligar'}
            tiempos={mios}
            onCerrar={() => setModal(null)}
            onHecho={exito}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montarRanking ? (
          <RankingModal
            opened={modal === 'ranking'}
            onCerrar={() => setModal(null)}
            nameUser={user.nameUser}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
