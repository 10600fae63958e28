import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ajustarBody, type TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { Dialogo } from '@/components/ui/dialogo';
import { errorDeAccion, useOperarTiempo } from '../api';
import { useUltimoVisto } from '../utils/ultimo-visto';

/** The adjustment's own fields, checked with the contract the server applies. */
const ajusteFormulario = ajustarBody.pick({ minutos: true, tipo: true });

interface AjustarModalProps {
  /** The timer being adjusted; null keeps the modal closed. */
  tiempo: TiempoListado | null;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}

/** Adds or takes whole minutes (1 to 600), validated with the server's own rule. */
export function AjustarModal({ tiempo: actual, onCerrar, onHecho }: AjustarModalProps) {
  const tiempo = useUltimoVisto(actual);
  const ajustar = useOperarTiempo();
  const form = useForm({
    initialValues: { minutos: '', tipo: 'Sumar' as 'Sumar' | 'Restar' },
    validate: schemaResolver(ajusteFormulario, { sync: true }),
    transformValues: (valores) => ajusteFormulario.parse(valores),
  });

  // Each opening starts empty.
  function cerrar() {
    form.reset();
    ajustar.reset();
    onCerrar();
  }

  const enviar = form.onSubmit(({ minutos, tipo }) => {
    if (!tiempo) return;
    ajustar.mutate(
      { accion: 'ajustar', id: tiempo.id, minutos, tipo },
      {
        onSuccess: (data) => {
          onHecho(data.message);
          cerrar();
        },
      },
    );
  });

  return (
    <Dialogo
      opened={actual !== null}
      onCerrar={cerrar}
      titulo="Ajustar tiempo"
      cerrar="Volver"
      confirmar="Guardar ajuste"
      formulario="ajustar-tiempo"
      foco="ninguno"
      cargando={ajustar.isPending}
      error={ajustar.isError && errorDeAccion('ajustar', ajustar.error)}
    >
      <form id="ajustar-tiempo" onSubmit={enviar} noValidate aria-label="Ajustar tiempo">
        <Stack gap="md">
          <Text size="sm">
            Tiempo de <strong>{tiempo?.usuario}</strong>: ahora {tiempo?.tiempoTranscurrido}.
          </Text>
          <SegmentedControl
            aria-label="Tipo de ajuste"
            data={['Sumar', 'Restar']}
            fullWidth
            {...form.getInputProps('tipo')}
          />
          <TextInput
            label="Minutos"
            description="Un número entero de 1 a 600."
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...form.getInputProps('minutos')}
          />
        </Stack>
      </form>
    </Dialogo>
  );
}
