import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { minutosAjuste, type TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { useOperarTiempo } from '../api/operar-tiempo';
import { useUltimoVisto } from '../utils/ultimo-visto';

type Tipo = 'Sumar' | 'Restar';

interface AjustarModalProps {
  /** The timer being adjusted; null keeps the modal closed. */
  tiempo: TiempoListado | null;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}

/** Adds or takes whole minutes (1 to 600), validated with the server's own rule. */
export function AjustarModal({ tiempo: actual, onCerrar, onHecho }: AjustarModalProps) {
  const tiempo = useUltimoVisto(actual);
  return (
    <Modal opened={actual !== null} onClose={onCerrar} title="Ajustar tiempo" centered>
      {tiempo ? (
        <AjustarForm key={tiempo.id} tiempo={tiempo} onCerrar={onCerrar} onHecho={onHecho} />
      ) : null}
    </Modal>
  );
}

function AjustarForm({
  tiempo,
  onCerrar,
  onHecho,
}: {
  tiempo: TiempoListado;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}) {
  const [minutos, setMinutos] = useState('');
  const [tipo, setTipo] = useState<Tipo>('Sumar');
  const [error, setError] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const ajustar = useOperarTiempo({
    onSuccess: (data) => {
      onHecho(data.message);
      onCerrar();
    },
    onError: (texto) => setErrorServidor(texto),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrorServidor(null);
    const leido = minutosAjuste.safeParse(minutos);
    if (!leido.success) {
      setError(leido.error.issues[0]?.message ?? null);
      return;
    }
    ajustar.mutate({ accion: 'ajustar', id: tiempo.id, minutos: leido.data, tipo });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ajustar tiempo">
      <Stack gap="md">
        <Text size="sm">
          Tiempo de <strong>{tiempo.usuario}</strong>: ahora {tiempo.tiempoTranscurrido}.
        </Text>
        <SegmentedControl
          aria-label="Tipo de ajuste"
          data={['Sumar', 'Restar']}
          value={tipo}
          onChange={(v) => setTipo(v as Tipo)}
          fullWidth
        />
        <TextInput
          label="Minutos"
          description="Un número entero de 1 a 600."
          inputMode="numeric"
          autoComplete="off"
          value={minutos}
          onChange={(e) => {
            setMinutos(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          withAsterisk
          data-autofocus
        />
        <AvisosFormulario error={errorServidor} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCerrar} disabled={ajustar.isPending}>
            Volver
          </Button>
          <Button type="submit" loading={ajustar.isPending}>
            Guardar ajuste
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
