import { Alert, List, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { noConectadoEnHabbo } from '@mchabbo/shared/revision/textos';
import { creditosTexto } from '@mchabbo/shared/tiempos/acciones';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useConfirmarTiempos, type Confirmaciones, useTiempos } from '../api';
import { ERRORES_TIEMPOS } from '../utils/mensajes';
import { useUltimoVisto } from '../utils/ultimo-visto';

const HORA = 3600;
/** The warning of a shift too short to pay (docs/reglas.md, Pay 7.1). */
export const MENOS_DE_UNA_HORA = 'Este turno dura menos de 1 hora: no suma créditos.';

interface ConfirmarTiempoDialogoProps {
  /** The ids to confirm; null when closed. */
  ids: number[] | null;
  onCerrar: () => void;
  onHecho: (resultado: Confirmaciones) => void;
}

/**
 * The button of several: like the single one, it says when some pay nothing
 * ("Confirmar 2 sin créditos y 1 con créditos", "Confirmar 3 sin créditos").
 */
function botonVarios(tiempos: TiempoListado[]) {
  const sin = tiempos.filter((t) => t.segundos < HORA).length;
  const con = tiempos.length - sin;
  if (sin === 0) return `Confirmar ${con} tiempos`;
  if (con === 0) return `Confirmar ${sin} sin créditos`;
  return `Confirmar ${sin} sin créditos y ${con} con créditos`;
}

/** "+ 70 de paga semanal", or nothing. */
const semanal = (bono: number) => (bono > 0 ? ` + ${bono} de paga semanal` : '');

function Uno({ t }: { t: TiempoListado }) {
  return (
    <Stack gap={6}>
      <Text size="sm">
        Tiempo: <strong>{t.tiempoTranscurrido}</strong>
      </Text>
      <Text fz={22} fw={700} lh={1.2}>
        {creditosTexto(t.creditos_previstos)}
      </Text>
      {t.bono_previsto > 0 ? (
        <Text size="sm" c="green.8" fw={600}>
          + {t.bono_previsto} de paga semanal
        </Text>
      ) : null}
      {t.segundos < HORA ? (
        <Alert color="yellow" variant="light">
          {MENOS_DE_UNA_HORA}
        </Alert>
      ) : null}
      {t.en_hotel === false ? (
        <Alert color="orange" variant="light">
          {noConectadoEnHabbo(t.usuario)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Varios({ tiempos }: { tiempos: TiempoListado[] }) {
  const total = tiempos.reduce((s, t) => s + t.creditos_previstos, 0);
  const bono = tiempos.reduce((s, t) => s + t.bono_previsto, 0);
  const cortos = tiempos.filter((t) => t.segundos < HORA);
  const fuera = tiempos.filter((t) => t.en_hotel === false);
  return (
    <Stack gap="sm">
      <List spacing={4} size="sm" aria-label="Tiempos a confirmar">
        {tiempos.map((t) => (
          <List.Item key={t.id}>
            <strong>{t.usuario}</strong>: {t.tiempoTranscurrido},{' '}
            {creditosTexto(t.creditos_previstos)}
            {semanal(t.bono_previsto)}
          </List.Item>
        ))}
      </List>
      <Text fw={700}>
        Total: {creditosTexto(total)}
        {semanal(bono)}
      </Text>
      {cortos.length > 0 ? (
        <Alert color="yellow" variant="light">
          <Stack gap={2}>
            {cortos.map((t) => (
              <span key={t.id}>{t.usuario}: dura menos de 1 hora, no suma créditos.</span>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {fuera.length > 0 ? (
        <Alert color="orange" variant="light">
          <Stack gap={2}>
            {fuera.map((t) => (
              <span key={t.id}>{noConectadoEnHabbo(t.usuario)}</span>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Asks before confirming, with the facts (docs/reglas.md, Timers 6.16): who, the time
 * and what it pays by the server's preview, read again when the dialog opens. One timer
 * or several; the short shifts are named, and so are the workers Habbo shows offline
 * (a warning, never a block: docs/reglas.md, Habbo roster 35.9).
 */
export function ConfirmarTiempoDialogo({
  ids: actuales,
  onCerrar,
  onHecho,
}: ConfirmarTiempoDialogoProps) {
  const abierto = actuales !== null;
  const lista = useTiempos();
  const confirmar = useConfirmarTiempos();
  const { refetch } = lista;
  const { reset } = confirmar;

  // The preview follows the clock: the list is read again as the dialog opens.
  useEffect(() => {
    if (!abierto) return;
    reset();
    void refetch();
  }, [abierto, refetch, reset]);

  const leidos = lista.data?.tiempos;
  const vistos = useUltimoVisto(actuales);
  const hallados = useMemo(
    () =>
      (vistos ?? [])
        .map((id) => leidos?.find((t) => t.id === id))
        .filter((t): t is TiempoListado => t !== undefined),
    [vistos, leidos],
  );
  // Once confirmed the timers leave the list: the dialog keeps showing them as it fades out.
  const tiempos = useUltimoVisto(hallados.length > 0 ? hallados : null) ?? [];
  const [uno] = tiempos;
  const varios = tiempos.length > 1;
  const sinCreditos = !varios && uno !== undefined && uno.segundos < HORA;

  return (
    <ConfirmarDialogo
      opened={abierto}
      titulo={
        varios ? `Confirmar ${tiempos.length} tiempos` : `Confirmar tiempo de ${uno?.usuario ?? ''}`
      }
      confirmar={
        varios ? botonVarios(tiempos) : sinCreditos ? 'Confirmar sin créditos' : 'Confirmar'
      }
      color="green"
      tactil
      cargando={confirmar.isPending}
      error={confirmar.isError ? mensajeDeError(confirmar.error, ERRORES_TIEMPOS.enviar) : null}
      onCerrar={onCerrar}
      onConfirmar={() =>
        confirmar.mutate(
          tiempos.map((t) => t.id),
          { onSuccess: (r) => onHecho(r) },
        )
      }
    >
      {varios ? <Varios tiempos={tiempos} /> : uno ? <Uno t={uno} /> : null}
    </ConfirmarDialogo>
  );
}
