import { Card, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { despidoFormulario, MENSAJES_DESPIDO } from '@mchabbo/shared/despidos/contratos';
import { MotivoYEnvio } from '@/components/ui/motivo-y-envio';
import { useBorrador } from '@/lib/borrador';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { useElegibles } from '@/features/usuarios/api';
import { DespedirDialogo } from './despedir-dialogo';

/**
 * The dismissal form: a ranked person below the caller and a reason, both required;
 * "Despedir" opens the dialog that asks once more (docs/reglas.md, Dismissals 12.7).
 */
export function DespidoForm({ admin }: { admin: string }) {
  // Ranked people below the caller, never guests (docs/reglas.md, Finding people 27.3).
  const nombres = useElegibles('despido');
  // The draft stays for the session: leaving the page and coming back finds it.
  const borrador = useBorrador('despido', { usuario: '', motivo: '' });
  const form = useForm({
    initialValues: borrador.iniciales,
    validate: schemaResolver(despidoFormulario, { sync: true }),
    onValuesChange: borrador.guardar,
  });
  const [pedido, setPedido] = useState<{ usuario: string; motivo: string } | null>(null);
  const [exito, setExito] = useState<string | null>(null);

  const onSubmit = form.onSubmit(
    ({ usuario, motivo }) => {
      setExito(null);
      setPedido({ usuario, motivo: motivo.trim() });
    },
    () => setExito(null),
  );

  return (
    <Card withBorder padding="lg" maw={560}>
      <Title order={2} size="h4" id="despido-form-titulo" mb="md">
        Registrar despido
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="despido-form-titulo">
        <Stack>
          <SelectorPersona
            label="Persona"
            personas={nombres.data}
            cargando={nombres.isPending}
            textoCargando="Cargando nombres..."
            placeholder="Elige a la persona"
            value={form.values.usuario || null}
            onChange={(v) => form.setFieldValue('usuario', v ?? '')}
            clearable
            nothingFoundMessage="Nadie con ese nombre"
            error={
              form.errors.usuario ??
              (nombres.isError ? 'No se pudo cargar la lista de nombres.' : undefined)
            }
          />
          <MotivoYEnvio
            etiqueta="Motivo"
            placeholder="Por qué se despide a esta persona"
            filas={3}
            motivo={form.values.motivo}
            onChange={(motivo) => form.setFieldValue('motivo', motivo)}
            errorMotivo={form.errors.motivo}
            exito={exito}
            enviar={MENSAJES_DESPIDO.despedir}
            color="red"
            cargando={false}
          />
        </Stack>
      </form>
      {pedido ? (
        <DespedirDialogo
          key={pedido.usuario}
          usuario={pedido.usuario}
          motivo={pedido.motivo}
          admin={admin}
          onCerrar={() => setPedido(null)}
          onDespedido={(mensaje) => {
            setExito(mensaje);
            borrador.olvidar();
            form.setInitialValues({ usuario: '', motivo: '' });
            form.reset();
          }}
        />
      ) : null}
    </Card>
  );
}
