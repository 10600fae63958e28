import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  MENSAJES_ADVERTENCIAS as M,
  advertirFormulario,
} from '@mchabbo/shared/advertencias/contratos';
import { MotivoYEnvio } from '@/components/ui/motivo-y-envio';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { useElegibles } from '@/features/usuarios/api';
import { mensajeDeError } from '@/lib/api-client';
import { fechaHora } from '@/lib/formato-fecha';
import { useAdvertencias, useAdvertir, useRetirarAdvertencia } from '../api';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';

/**
 * Warns a worker below the caller: the person picker offers only who may be warned
 * (docs/reglas.md, Finding people 27.3), starting with `usuario` when they may be.
 */
function AdvertirForm({ usuario }: { usuario: string }) {
  const elegibles = useElegibles('advertencia');
  const form = useForm({
    initialValues: { usuario, motivo: '' },
    validate: schemaResolver(advertirFormulario, { sync: true }),
  });
  const [exito, setExito] = useState<string | null>(null);
  const advertir = useAdvertir();
  // The name as the list spells it, and only if that person may be warned.
  const elegido = elegibles.data?.find(
    (p) => p.username.toLowerCase() === form.values.usuario.toLowerCase(),
  );

  function limpiarAvisos() {
    setExito(null);
    advertir.reset();
  }

  const onSubmit = form.onSubmit(({ motivo }) => {
    limpiarAvisos();
    if (!elegido) {
      form.setFieldError('usuario', 'Elige a quién advertir.');
      return;
    }
    advertir.mutate(
      { usuario: elegido.username, motivo: motivo.trim() },
      {
        onSuccess: (data) => {
          setExito(data.message || M.registrada);
          form.setFieldValue('motivo', '');
        },
      },
    );
  }, limpiarAvisos);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Dar una advertencia">
      <Stack gap="xs">
        <SelectorPersona
          label="Persona"
          personas={elegibles.data}
          cargando={elegibles.isPending}
          placeholder="Elige a quién advertir"
          value={elegido?.username ?? null}
          onChange={(v) => form.setFieldValue('usuario', v ?? '')}
          error={form.errors.usuario}
        />
        <MotivoYEnvio
          etiqueta="Motivo de la advertencia"
          filas={2}
          motivo={form.values.motivo}
          onChange={(motivo) => form.setFieldValue('motivo', motivo)}
          errorMotivo={form.errors.motivo}
          errorEnvio={advertir.isError && mensajeDeError(advertir.error, M.error)}
          exito={exito}
          enviar="Advertir"
          color="orange"
          cargando={advertir.isPending}
        />
      </Stack>
    </form>
  );
}

/**
 * A person's warnings (active for 30 days, retired ones kept as history), with
 * "Retirar" where the caller may, and the warning form when `puedeAdvertir`.
 */
export function AdvertenciasPersona({
  usuario,
  puedeAdvertir,
}: {
  usuario: string;
  puedeAdvertir: boolean;
}) {
  const advertencias = useAdvertencias(usuario);
  const retirar = useRetirarAdvertencia();
  return (
    <Card
      withBorder
      padding="lg"
      maw={720}
      component="section"
      aria-labelledby="advertencias-titulo"
    >
      <Title order={2} size="h4" id="advertencias-titulo" mb="sm">
        Advertencias
      </Title>
      <Stack gap="md">
        {advertencias.isPending ? (
          <Text role="status" c="dimmed">
            Cargando advertencias...
          </Text>
        ) : advertencias.isError ? (
          <Alert color="red" variant="light" role="alert">
            {mensajeDeError(advertencias.error, M.errorCarga)}
          </Alert>
        ) : advertencias.data.length === 0 ? (
          <Text c="dimmed">Sin advertencias.</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {advertencias.data.map((a) => (
              <Stack key={a.id} gap={2} component="li">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs">
                    <Badge color={a.activa ? 'orange' : 'gray'} variant="light">
                      {a.activa ? 'Activa' : 'Inactiva'}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {fechaHora(a.fecha)} · por {a.por}
                    </Text>
                  </Group>
                  {a.puede_retirar ? (
                    <Button
                      size="xs"
                      variant="default"
                      loading={retirar.isPending && retirar.variables === a.id}
                      onClick={() => retirar.mutate(a.id)}
                    >
                      Retirar
                    </Button>
                  ) : null}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {a.motivo}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        <AvisosFormulario error={retirar.isError && mensajeDeError(retirar.error, M.error)} />
        {puedeAdvertir ? <AdvertirForm usuario={usuario} /> : null}
      </Stack>
    </Card>
  );
}
