import '@mantine/core/styles/NumberInput.css';
import { NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ajustes, type AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import { MENSAJES_REVISION } from '@mchabbo/shared/revision/contratos';
import { useCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { mensajeDeError } from '@/lib/api-client';
import { useGuardarAjustes } from '../api';
import { GuardarAjustes, TarjetaAjustes } from './tarjeta-ajustes';

const TITULO = 'Revisión en Habbo';

/** The rival groups typed one per line (or separated by commas or spaces). */
const lista = (texto: string) =>
  texto
    .split(/[\s,]+/)
    .map((g) => g.trim())
    .filter(Boolean);

/** A field checked by the shared contract's own rule: its first message, or null. */
const regla =
  <K extends keyof typeof ajustes.shape>(clave: K) =>
  (valor: unknown) =>
    ajustes.shape[clave].safeParse(valor).error?.issues[0]?.message ?? null;

const valoresDe = (a: AjustesVista) => ({
  habbo_grupo: a.habbo_grupo,
  rivales: a.habbo_grupos_rivales.join('\n'),
  ausencia_aviso_dias: a.ausencia_aviso_dias,
  ausencia_despido_dias: a.ausencia_despido_dias,
  revision_horas: a.revision_horas,
});

function Formulario({ inicial }: { inicial: AjustesVista }) {
  const [exito, setExito] = useState<string | null>(null);
  const guardar = useGuardarAjustes();
  const form = useForm({
    initialValues: valoresDe(inicial),
    validate: {
      habbo_grupo: (v) => regla('habbo_grupo')(v.trim()),
      rivales: (v) => regla('habbo_grupos_rivales')(lista(v)),
      ausencia_aviso_dias: (v, todos) =>
        regla('ausencia_aviso_dias')(v) ??
        (v > todos.ausencia_despido_dias ? MENSAJES_REVISION.umbrales : null),
      ausencia_despido_dias: regla('ausencia_despido_dias'),
      revision_horas: regla('revision_horas'),
    },
    onValuesChange: () => {
      setExito(null);
      guardar.reset();
    },
  });
  const sucio = form.isDirty();
  useCambiosSinGuardar(TITULO, sucio);

  const onSubmit = form.onSubmit(({ rivales, habbo_grupo, ...resto }) => {
    guardar.mutate(
      { ...resto, habbo_grupo: habbo_grupo.trim(), habbo_grupos_rivales: lista(rivales) },
      {
        onSuccess: (d) => {
          form.setValues(valoresDe(d));
          form.resetDirty(valoresDe(d));
          setExito(
            d.revision_horas === 0
              ? 'Revisión guardada: no se revisará sola (solo con «Revisar ahora»).'
              : `Revisión guardada: el personal se revisa cada ${d.revision_horas} h.`,
          );
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ajustes-revision-titulo">
      <Stack>
        <TextInput
          label="Grupo de la comunidad en Habbo"
          description="Id del grupo (g-hhes-…): quien no esté en él se marca «No está en el grupo». Vacío: no se comprueba."
          placeholder="g-hhes-0a1b2c3d4e5f"
          maxLength={80}
          {...form.getInputProps('habbo_grupo')}
        />
        <Textarea
          label="Grupos rivales"
          description="Hasta 20 ids, uno por línea: quien esté en uno se marca «Está en el grupo rival»."
          autosize
          minRows={2}
          {...form.getInputProps('rivales')}
        />
        <NumberInput
          label="Días sin entrar para avisar"
          description="Sin entrar en Habbo desde hace estos días: se marca para avisarle."
          min={1}
          max={365}
          allowDecimal={false}
          {...form.getInputProps('ausencia_aviso_dias')}
        />
        <NumberInput
          label="Días sin entrar para proponer despido"
          description="Sin entrar desde hace estos días: se propone su despido."
          min={1}
          max={365}
          allowDecimal={false}
          {...form.getInputProps('ausencia_despido_dias')}
        />
        <NumberInput
          label="Horas entre revisiones"
          description="Cada cuántas horas se revisa al personal en Habbo; 0 la apaga."
          min={0}
          max={168}
          allowDecimal={false}
          {...form.getInputProps('revision_horas')}
        />
        <GuardarAjustes
          error={guardar.isError && mensajeDeError(guardar.error, 'Error al guardar los ajustes')}
          exito={exito}
          guardando={guardar.isPending}
          sucio={sucio}
        >
          Guardar revisión
        </GuardarAjustes>
      </Stack>
    </form>
  );
}

/** What the Habbo roster check reads and when (docs/reglas.md, Habbo roster 35.1). */
export function AjustesRevisionCard() {
  return (
    <TarjetaAjustes id="ajustes-revision-titulo" titulo={TITULO}>
      {(data) => <Formulario inicial={data} />}
    </TarjetaAjustes>
  );
}
