import { Card, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MENSAJES_DESPIDO } from '@mchabbo/shared/despidos/contratos';
import { MotivoYEnvio } from '@/components/ui/motivo-y-envio';
import { SelectorPersona } from '@/components/ui/selector-persona';
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
          <SelectorPersona
            label="Persona"
            personas={nombres.data}
            cargando={nombres.isPending}
            textoCargando="Cargando nombres..."
            placeholder="Elige a la persona"
            value={usuario}
            onChange={setUsuario}
            clearable
            nothingFoundMessage="Nadie con ese nombre"
            error={
              errores.usuario ??
              (nombres.isError ? 'No se pudo cargar la lista de nombres.' : undefined)
            }
          />
          <MotivoYEnvio
            etiqueta="Motivo"
            placeholder="Por qué se despide a esta persona"
            filas={3}
            motivo={motivo}
            onChange={setMotivo}
            errorMotivo={errores.motivo}
            errorEnvio={
              crear.isError && mensajeDeError(crear.error, MENSAJES_DESPIDO.errorRegistrar)
            }
            exito={exito}
            enviar="Despedir"
            color="red"
            cargando={crear.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
