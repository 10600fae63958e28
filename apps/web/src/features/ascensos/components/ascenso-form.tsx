import '@mantine/core/styles/Combobox.css';
import { Alert, Card, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  crearAscensoBody,
  MENSAJES_ASCENSOS as M,
  mensajeDiasMinimos,
} from '@mchabbo/shared/ascensos/contratos';
import { NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import { MotivoYEnvio } from '@/components/ui/motivo-y-envio';
import { useBorrador } from '@/lib/borrador';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { mensajeDeError } from '@/lib/api-client';
import { useElegibles } from '@/features/usuarios/api';
import { useCandidato, useProponerAscenso } from '../api';

const dias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

/** What the person holds now and how long, against the minimum before a promotion. */
function PuestoActual({ usuario, nivel }: { usuario: string; nivel: number }) {
  const candidato = useCandidato(usuario);
  if (candidato.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Cargando su puesto...
      </Text>
    );
  }
  if (candidato.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {mensajeDeError(candidato.error, M.errorCarga)}
      </Alert>
    );
  }
  const c = candidato.data;
  const pronto = c.dias_en_rango < c.dias_minimos;
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="puesto-actual">
        Puesto actual:{' '}
        <strong>
          {c.mision && c.mision !== c.rango
            ? `${c.rango} (${c.mision})`
            : (c.rango ?? 'Sin misión')}
        </strong>{' '}
        · {dias(c.dias_en_rango)} en el rango (mínimo {c.dias_minimos})
      </Text>
      {pronto && nivel !== NIVEL_DUENO ? (
        <Alert color="yellow" variant="light">
          Aún no lleva los días mínimos en su rango: podrás proponerlo cuando los cumpla.
        </Alert>
      ) : null}
    </Stack>
  );
}

const VACIO = { usuario: '', mision: '', motivo: '' };

/** The proposal form: the person, a higher mission the caller may give, and the reason. */
export function AscensoForm({ nivel }: { nivel: number }) {
  // The draft stays for the session: leaving the page and coming back finds it.
  const borrador = useBorrador('ascenso', VACIO);
  const form = useForm({
    initialValues: borrador.iniciales,
    validate: schemaResolver(crearAscensoBody, { sync: true }),
    onValuesChange: borrador.guardar,
  });
  const [exito, setExito] = useState<string | null>(null);
  const [antesDeTiempo, setAntesDeTiempo] = useState<string | null>(null);
  // Whom a timekeeper may promote: the workers below them, as for a timer.
  const nombres = useElegibles('tiempo');
  const usuario = form.values.usuario || null;
  const candidato = useCandidato(usuario);
  const proponer = useProponerAscenso();

  const limpiarAvisos = () => {
    setExito(null);
    setAntesDeTiempo(null);
    proponer.reset();
  };

  const onSubmit = form.onSubmit((valores) => {
    limpiarAvisos();
    // Said before sending: the server would refuse it (docs/reglas.md, Promotions 28.2).
    const c = candidato.data;
    if (c && nivel !== NIVEL_DUENO && c.dias_en_rango < c.dias_minimos) {
      setAntesDeTiempo(mensajeDiasMinimos(valores.usuario, c.dias_en_rango, c.dias_minimos));
      return;
    }
    proponer.mutate(crearAscensoBody.parse(valores), {
      onSuccess: (data) => {
        setExito(
          `Ascenso de ${data.ascenso.usuario} a ${data.ascenso.propuesto.mision ?? ''} propuesto.`,
        );
        borrador.olvidar();
        form.setInitialValues(VACIO);
        form.reset();
      },
    });
  }, limpiarAvisos);

  const misiones = (candidato.data?.misiones ?? []).map((m) => ({
    value: String(m.id),
    label: m.mision === m.rango ? m.rango : `${m.rango} · ${m.mision}`,
  }));

  return (
    <Card withBorder padding="lg" maw={640}>
      <Title order={2} size="h4" id="ascenso-form-titulo" mb="md">
        Proponer un ascenso
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="ascenso-form-titulo">
        <Stack>
          <SelectorPersona
            label="Persona"
            personas={nombres.data}
            cargando={nombres.isPending}
            placeholder="Elige a quién ascender"
            value={form.values.usuario || null}
            onChange={(v) => {
              form.setFieldValue('usuario', v ?? '');
              form.setFieldValue('mision', '');
              limpiarAvisos();
            }}
            error={form.errors.usuario ? M.usuarioObligatorio : undefined}
          />
          {usuario ? <PuestoActual usuario={usuario} nivel={nivel} /> : null}
          <Select
            label="Nuevo puesto"
            placeholder={
              !usuario
                ? 'Elige primero a la persona'
                : misiones.length === 0 && candidato.isSuccess
                  ? 'No hay puestos superiores que puedas proponer'
                  : 'Elige el puesto'
            }
            data={misiones}
            value={form.values.mision || null}
            onChange={(v) => form.setFieldValue('mision', v ?? '')}
            disabled={!usuario || misiones.length === 0}
            withAsterisk
            error={form.errors.mision}
            comboboxProps={{ keepMounted: false }}
          />
          <MotivoYEnvio
            etiqueta="Motivo"
            placeholder="Por qué merece el ascenso"
            filas={3}
            motivo={form.values.motivo}
            onChange={(motivo) => form.setFieldValue('motivo', motivo)}
            errorMotivo={form.errors.motivo}
            errorEnvio={
              antesDeTiempo ?? (proponer.isError && mensajeDeError(proponer.error, M.error))
            }
            exito={exito}
            enviar="Proponer"
            cargando={proponer.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
