import { lazy, Suspense } from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { conAperturaDiferida, useAbiertoAlgunaVez } from '@/components/ui/apertura-diferida';
import type { Confirmaciones } from '../api';
import type { Modal } from './tiempos-herramientas';

// The dialogs load when first opened (or when the pointer reaches their button): the
// screen's first paint needs none of them, nor the validation and controls they use.
const cargarAjustar = () => import('./ajustar-modal');
const cargarCancelar = () => import('./cancelar-dialogo');
const cargarConfirmar = () => import('./confirmar-tiempo-dialogo');
const cargarTraspasar = () => import('./traspasar-dialogo');
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
const ConfirmarTiempoDialogo = lazy(() =>
  cargarConfirmar().then((m) => ({
    default: conAperturaDiferida(m.ConfirmarTiempoDialogo, (p) => ({ ...p, ids: null })),
  })),
);
const TraspasarDialogo = lazy(() =>
  cargarTraspasar().then((m) => ({
    default: conAperturaDiferida(m.TraspasarDialogo, (p) => ({ ...p, tiempo: null })),
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
/** The dialogs a timer's buttons open. */
export const prepararDialogosFila = preparar(
  cargarAjustar,
  cargarCancelar,
  cargarConfirmar,
  cargarTraspasar,
);
const prepararDesligar = preparar(cargarDesligar);
const prepararRanking = preparar(cargarRanking);
/** The dialog of a tool above the list. */
export const prepararModal = (modal: Exclude<Modal, null>) =>
  (modal === 'desligar' ? prepararDesligar : prepararRanking)();

interface DialogosTiemposProps {
  nameUser: string;
  ajustando: TiempoListado | null;
  cancelando: TiempoListado | null;
  traspasando: TiempoListado | null;
  /** The timers being confirmed. */
  confirmando: number[] | null;
  modal: Modal;
  /** The caller's own timers, for "Desligar específicos". */
  mios: TiempoListado[];
  onCerrar: (que: 'ajustar' | 'cancelar' | 'traspasar' | 'confirmar' | 'modal') => void;
  onHecho: (mensaje: string) => void;
  onConfirmado: (resultado: Confirmaciones) => void;
}

/** The dialogs of the Tiempos screen, each mounted from its first opening. */
export function DialogosTiempos(p: DialogosTiemposProps) {
  const montar = {
    ajustar: useAbiertoAlgunaVez(p.ajustando !== null),
    cancelar: useAbiertoAlgunaVez(p.cancelando !== null),
    traspasar: useAbiertoAlgunaVez(p.traspasando !== null),
    confirmar: useAbiertoAlgunaVez(p.confirmando !== null),
    desligar: useAbiertoAlgunaVez(p.modal === 'desligar'),
    ranking: useAbiertoAlgunaVez(p.modal === 'ranking'),
  };
  // Each its own boundary: one loading never hides another that is open.
  return (
    <>
      <Suspense fallback={null}>
        {montar.ajustar ? (
          <AjustarModal
            tiempo={p.ajustando}
            onCerrar={() => p.onCerrar('ajustar')}
            onHecho={p.onHecho}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montar.cancelar ? (
          <CancelarDialogo
            tiempo={p.cancelando}
            onCerrar={() => p.onCerrar('cancelar')}
            onHecho={p.onHecho}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montar.confirmar ? (
          <ConfirmarTiempoDialogo
            ids={p.confirmando}
            onCerrar={() => p.onCerrar('confirmar')}
            onHecho={p.onConfirmado}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montar.traspasar ? (
          <TraspasarDialogo
            tiempo={p.traspasando}
            onCerrar={() => p.onCerrar('traspasar')}
            onHecho={p.onHecho}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montar.desligar ? (
          <DesligarModal
            opened={p.modal === 'desligar'}
            tiempos={p.mios}
            onCerrar={() => p.onCerrar('modal')}
            onHecho={p.onHecho}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {montar.ranking ? (
          <RankingModal
            opened={p.modal === 'ranking'}
            onCerrar={() => p.onCerrar('modal')}
            nameUser={p.nameUser}
          />
        ) : null}
      </Suspense>
    </>
  );
}
