import { Alert, Card, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { coincideFiltro } from '@/components/ui/barra-filtro';
import { mensajeDeError } from '@/lib/api-client';
import {
  useDeshacerConfirmaciones,
  type Confirmaciones,
  tiemposQueryOptions,
  useTiempos,
  type ListaTiempos,
  useLigarTiempos,
  useOperarLote,
  usePeticiones,
} from '../api';
import { useTiemposEnVivo } from '../utils/use-tiempos-en-vivo';
import { ERRORES_TIEMPOS } from '../utils/mensajes';
import { useSeleccion } from '../utils/use-seleccion';
import { AvisoAlerta, type Aviso } from './aviso';
import { EnEspera } from './en-espera';
import { IniciarTiempoForm } from './iniciar-tiempo-form';
import { SeleccionBarra } from './seleccion-barra';
import type { TiempoAccionesHandlers } from './tiempo-acciones';
import { DialogosTiempos, prepararDialogosFila, prepararModal } from './tiempos-dialogos';
import { Cabecera, Herramientas, type Modal } from './tiempos-herramientas';
import { TiemposLista } from './tiempos-lista';

type EstadoLista = 'cargando' | 'error' | 'listo';

/** What the list part of the screen is drawn from. */
interface Vista {
  estado: EstadoLista;
  datos: ListaTiempos | undefined;
  filtro: string;
}

const VISTA_INICIAL: Vista = { estado: 'cargando', datos: undefined, filtro: '' };

/** "Cocinero1: Este tiempo ya está pausado." for each timer a batch could not act on. */
function rechazos(lista: { id: number; message: string }[], tiempos: TiempoListado[]) {
  return lista.map(
    (r) => `${tiempos.find((t) => t.id === r.id)?.usuario ?? `#${r.id}`}: ${r.message}`,
  );
}

/**
 * The Tiempos screen: who waits to be timed, start, search, choose and operate open
 * timers (one by one or several at once), updated live.
 */
export function TiemposPanel({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const lista = useTiempos();
  const peticiones = usePeticiones();
  const enVivo = useTiemposEnVivo();
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [ajustando, setAjustando] = useState<TiempoListado | null>(null);
  const [cancelando, setCancelando] = useState<TiempoListado | null>(null);
  const [traspasando, setTraspasando] = useState<TiempoListado | null>(null);
  const [confirmando, setConfirmando] = useState<number[] | null>(null);
  const exito = useCallback((texto: string) => setAviso({ tipo: 'exito', texto }), []);
  const ligar = useLigarTiempos();
  const ligarMutate = ligar.mutate;
  const onLigar = useCallback(() => {
    setAviso(null);
    ligarMutate(user.nameUser, { onSuccess: (data) => exito(data.message) });
  }, [ligarMutate, user.nameUser, exito]);
  const lote = useOperarLote();
  const deshacer = useDeshacerConfirmaciones();

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
  const operables = useMemo(
    () => visibles.filter((t) => t.puede_operar).map((t) => t.id),
    [visibles],
  );
  const { seleccion, quitar } = useSeleccion(operables);
  const elegidos = visibles.filter((t) => seleccion.ids.has(t.id));

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
      onConfirmar: (t) => setConfirmando([t.id]),
      onTraspasar: (t) => setTraspasando(ultimo(t)),
      onAviso: setAviso,
      onPreparar: prepararDialogosFila,
    };
  }, [queryClient]);

  function onConfirmado(r: Confirmaciones) {
    setConfirmando(null);
    quitar(r.ids);
    const personas = Object.fromEntries(
      tiempos.filter((t) => r.ids.includes(t.id)).map((t) => [t.id, t.usuario]),
    );
    setAviso({
      tipo: r.ids.length > 0 ? 'exito' : 'error',
      texto: r.message,
      detalles: rechazos(r.rechazos, tiempos),
      deshacer: { ids: r.ids, personas, hasta: Date.now() + r.deshacerSegundos * 1000 },
    });
  }

  // All the notice's confirmations, or one person's: the others stay undoable for the
  // rest of their window (docs/reglas.md, Timers 6.18).
  function onDeshacer(ids: number[]) {
    const antes = aviso?.deshacer;
    deshacer.mutate(ids, {
      onSuccess: (texto) => {
        const quedan = antes?.ids.filter((id) => !ids.includes(id)) ?? [];
        setAviso({
          tipo: 'exito',
          texto,
          ...(antes && quedan.length > 0 ? { deshacer: { ...antes, ids: quedan } } : {}),
        });
      },
      onError: (e) =>
        setAviso({ tipo: 'error', texto: mensajeDeError(e, 'Error al deshacer la confirmación') }),
    });
  }

  function enLote(accion: 'pausar' | 'reanudar') {
    const ids = elegidos.filter((t) => t.pausado === (accion === 'reanudar')).map((t) => t.id);
    lote.mutate(
      { accion, ids },
      {
        onSuccess: (r) =>
          setAviso({
            tipo: r.resultados.some((x) => x.ok) ? 'exito' : 'error',
            texto: r.message,
            detalles: rechazos(
              r.resultados.filter((x) => !x.ok),
              tiempos,
            ),
          }),
        onError: (e) =>
          setAviso({ tipo: 'error', texto: mensajeDeError(e, ERRORES_TIEMPOS.pausar) }),
      },
    );
  }

  const cerrar = useCallback(
    (que: 'ajustar' | 'cancelar' | 'traspasar' | 'confirmar' | 'modal') => {
      if (que === 'ajustar') setAjustando(null);
      else if (que === 'cancelar') setCancelando(null);
      else if (que === 'traspasar') setTraspasando(null);
      else if (que === 'confirmar') setConfirmando(null);
      else setModal(null);
    },
    [],
  );

  // "En espera" sits above the rest and grows with its rows: the screen waits for the
  // requests (read while its code loads, precargar-tiempo.ts) so that nothing painted
  // below moves when they arrive.
  if (peticiones.isPending) return <EsperaDePagina />;

  return (
    <Stack gap="lg">
      <EnEspera onAviso={setAviso} />
      <IniciarTiempoForm user={user} conTiempoAbierto={conTiempoAbierto} />
      <Card withBorder padding="lg">
        <Cabecera enVivo={enVivo} />
        <Stack gap="md">
          <Herramientas
            onPreparar={prepararModal}
            ligando={ligar.isPending}
            errorLigar={ligar.isError ? mensajeDeError(ligar.error, ERRORES_TIEMPOS.ligar) : null}
            onLigar={onLigar}
            onAbrir={setModal}
            filtro={filtro}
            onFiltro={setFiltro}
          />
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
            <TiemposLista
              tiempos={visibles}
              lista={vista.datos}
              acciones={acciones}
              seleccion={seleccion}
              propio={propio}
            />
          )}
        </Stack>
      </Card>
      {/* The result of the last action and the bar of chosen timers stay in view at the
          bottom of the window, wherever the action was taken (an "Atender" at the top,
          a row far down the list; docs/reglas.md, Timers 6.21). */}
      {aviso || elegidos.length > 0 ? (
        <Stack gap="xs" style={{ position: 'sticky', bottom: 8, zIndex: 5 }}>
          <AvisoAlerta
            aviso={aviso}
            onCerrar={() => setAviso(null)}
            onDeshacer={onDeshacer}
            deshaciendo={deshacer.isPending}
          />
          <SeleccionBarra
            total={elegidos.length}
            hayActivos={elegidos.some((t) => !t.pausado)}
            hayPausados={elegidos.some((t) => t.pausado)}
            ocupado={lote.isPending ? (lote.variables?.accion as 'pausar' | 'reanudar') : null}
            onPausar={() => enLote('pausar')}
            onReanudar={() => enLote('reanudar')}
            onConfirmar={() => setConfirmando(elegidos.map((t) => t.id))}
            onQuitar={() => seleccion.elegirTodos(false)}
          />
        </Stack>
      ) : null}
      <DialogosTiempos
        nameUser={user.nameUser}
        ajustando={ajustando}
        cancelando={cancelando}
        traspasando={traspasando}
        confirmando={confirmando}
        modal={modal}
        mios={mios}
        onCerrar={cerrar}
        onHecho={exito}
        onConfirmado={onConfirmado}
      />
    </Stack>
  );
}
