import { Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ajustes, type AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import { pasoDelInvitado } from '@mchabbo/shared/cuenta/invitado';
import { useCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { mensajeDeError } from '@/lib/api-client';
import { useGuardarAjustes } from '../api';
import { GuardarAjustes, TarjetaAjustes } from './tarjeta-ajustes';

const esquema = ajustes.pick({ entrevista_sala: true, entrevista_contacto: true });
const TITULO = 'Entrevista de los invitados';

function Formulario({ inicial }: { inicial: AjustesVista }) {
  const [exito, setExito] = useState<string | null>(null);
  const guardar = useGuardarAjustes();
  const form = useForm({
    initialValues: {
      entrevista_sala: inicial.entrevista_sala,
      entrevista_contacto: inicial.entrevista_contacto,
    },
    validate: schemaResolver(esquema, { sync: true }),
    transformValues: (v) => esquema.parse(v),
    onValuesChange: () => {
      setExito(null);
      guardar.reset();
    },
  });
  // This card saves its own fields only; until then it says so, and leaving asks.
  const sucio = form.isDirty();
  useCambiosSinGuardar(TITULO, sucio);

  const onSubmit = form.onSubmit((valores) =>
    guardar.mutate(valores, {
      onSuccess: (d) => {
        form.setValues({
          entrevista_sala: d.entrevista_sala,
          entrevista_contacto: d.entrevista_contacto,
        });
        form.resetDirty({
          entrevista_sala: d.entrevista_sala,
          entrevista_contacto: d.entrevista_contacto,
        });
        setExito('Entrevista guardada: los invitados ya leen el texto nuevo en Inicio.');
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ajustes-entrevista-titulo">
      <Stack>
        <TextInput
          label="Sala de la entrevista"
          description="La sala del hotel donde un invitado pide su entrevista."
          placeholder="Por ejemplo: Recepción McHabbo"
          maxLength={60}
          {...form.getInputProps('entrevista_sala')}
        />
        <TextInput
          label="Por quién preguntar"
          description="Quién atiende la entrevista (un nombre o un cargo)."
          placeholder="Por ejemplo: Gerencia"
          maxLength={60}
          {...form.getInputProps('entrevista_contacto')}
        />
        <Text size="sm">
          Un invitado lee en Inicio:{' '}
          <em>
            {pasoDelInvitado({
              sala: form.values.entrevista_sala,
              contacto: form.values.entrevista_contacto,
            })}
          </em>
        </Text>
        <GuardarAjustes
          error={guardar.isError && mensajeDeError(guardar.error, 'Error al guardar los ajustes')}
          exito={exito}
          guardando={guardar.isPending}
          sucio={sucio}
        >
          Guardar entrevista
        </GuardarAjustes>
      </Stack>
    </form>
  );
}

/**
 * Where a guest asks for the interview that gives them a rank (docs/reglas.md, Settings
 * 15.14): the room and whom to ask for, with the text Inicio shows them.
 */
export function AjustesEntrevistaCard() {
  return (
    <TarjetaAjustes id="ajustes-entrevista-titulo" titulo={TITULO}>
      {(data) => <Formulario inicial={data} />}
    </TarjetaAjustes>
  );
}
