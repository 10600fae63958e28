import { Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { crearAusenciaBody, MENSAJES_AUSENCIAS as M } from '@mchabbo/shared/ausencias/contratos';
import { MotivoYEnvio } from '@/components/ui/motivo-y-envio';
import { mensajeDeError } from '@/lib/api-client';
import { useSolicitarAusencia } from '../api/mutaciones';

type Campo = 'desde' | 'hasta' | 'motivo';

/** The leave request form: from, to (at most 60 days) and a reason. */
export function AusenciaForm() {
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<Partial<Record<Campo, string>>>({});
  const [exito, setExito] = useState<string | null>(null);
  const solicitar = useSolicitarAusencia();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExito(null);
    solicitar.reset();
    const r = crearAusenciaBody.safeParse({ desde, hasta, motivo });
    if (!r.success) {
      const nuevos: Partial<Record<Campo, string>> = {};
      for (const issue of r.error.issues) {
        const campo = issue.path[0] as Campo;
        nuevos[campo] ??= issue.message;
      }
      setErrores(nuevos);
      return;
    }
    setErrores({});
    solicitar.mutate(r.data, {
      onSuccess: (data) => {
        setExito(data.message || M.solicitada);
        setDesde('');
        setHasta('');
        setMotivo('');
      },
    });
  }

  return (
    <Card withBorder padding="lg" maw={560}>
      <Title order={2} size="h4" id="ausencia-form-titulo" mb="md">
        Solicitar ausencia
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="ausencia-form-titulo">
        <Stack>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label="Desde"
              value={desde}
              onChange={(e) => setDesde(e.currentTarget.value)}
              error={errores.desde}
              withAsterisk
              miw={150}
            />
            <TextInput
              type="date"
              label="Hasta"
              value={hasta}
              onChange={(e) => setHasta(e.currentTarget.value)}
              error={errores.hasta}
              withAsterisk
              miw={150}
            />
          </Group>
          <MotivoYEnvio
            etiqueta="Motivo"
            placeholder="Por qué te ausentas"
            filas={3}
            motivo={motivo}
            onChange={setMotivo}
            errorMotivo={errores.motivo}
            errorEnvio={solicitar.isError && mensajeDeError(solicitar.error, M.error)}
            exito={exito}
            enviar="Solicitar"
            cargando={solicitar.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
