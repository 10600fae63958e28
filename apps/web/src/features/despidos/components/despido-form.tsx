import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Card, Select, Stack, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MENSAJES_DESPIDO } from '@mchabbo/shared/despidos/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useCrearDespido } from '../api/crear-despido';
import { useUsernames } from '../api/get-usernames';

interface Errores {
  usuario?: string;
  motivo?: string;
}

/** The dismissal form: a person below the caller and a reason, both required. */
export function DespidoForm({ admin }: { admin: string }) {
  const nombres = useUsernames();
  const [usuario, setUsuario] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [exito, setExito] = useState<string | null>(null);
  const crear = useCrearDespido({
    onSuccess: (data) => {
      setExito(data?.message || MENSAJES_DESPIDO.registrado);
      setUsuario(null);
      setMotivo('');
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExito(null);
    crear.reset();
    const nuevos: Errores = {};
    if (!usuario) nuevos.usuario = MENSAJES_DESPIDO.usuarioObligatorio;
    if (!motivo.trim()) nuevos.motivo = MENSAJES_DESPIDO.motivoObligatorio;
    setErrores(nuevos);
    if (!usuario || nuevos.motivo) return;
    crear.mutate({ usuario, motivo: motivo.trim(), admin });
  }

  return (
    <Card withBorder padding="lg" maw={560}>
      <Title order={2} size="h4" id="despido-form-titulo" mb="md">
        Registrar despido
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="despido-form-titulo">
        <Stack>
          <Select
            label="Persona"
            placeholder={nombres.isPending ? 'Cargando nombres...' : 'Elige a la persona'}
            data={nombres.data ?? []}
            value={usuario}
            onChange={setUsuario}
            searchable
            clearable
            nothingFoundMessage="Nadie con ese nombre"
            error={
              errores.usuario ??
              (nombres.isError ? 'No se pudo cargar la lista de nombres.' : undefined)
            }
            withAsterisk
          />
          <Textarea
            label="Motivo"
            placeholder="Por qué se despide a esta persona"
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            error={errores.motivo}
            maxLength={500}
            rows={3}
            resize="vertical"
            withAsterisk
          />
          {crear.isError ? (
            <Alert color="red" variant="light" role="alert">
              {mensajeDeError(crear.error, MENSAJES_DESPIDO.errorRegistrar)}
            </Alert>
          ) : null}
          {exito ? (
            <Alert color="green" variant="light" role="status">
              {exito}
            </Alert>
          ) : null}
          <Button
            type="submit"
            color="red"
            loading={crear.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Despedir
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
