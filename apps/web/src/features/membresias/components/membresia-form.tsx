import '@mantine/core/styles/Combobox.css';
import { Button, Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  CATALOGO_MEMBRESIAS,
  crearMembresiaBody,
  MENSAJES_MEMBRESIA,
} from '@mchabbo/shared/membresias/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { mensajeDeError } from '@/lib/api-client';
import { useCrearMembresia } from '../api';
import { useElegibles } from '@/features/usuarios/api';

const OPCIONES_MEMBRESIA = CATALOGO_MEMBRESIAS.map((m) => ({
  value: m.nombre,
  label: `${m.nombre} · ${m.dias} días`,
}));

/** The form's fields: the body without the caller, who is sent as `encargado`. */
const membresiaFormulario = crearMembresiaBody.omit({ encargado: true });

/** Gives a member a membership; saving needs a member and a membership. */
export function MembresiaForm({ nameUser }: { nameUser: string }) {
  // Members below the caller, guests included (docs/reglas.md, Finding people 27.3).
  const usernames = useElegibles('membresia');
  const [exito, setExito] = useState<string | null>(null);
  const form = useForm({
    initialValues: { usuario: '', membresia: '', requisito_hrs: '', requisito_times: '' },
    validate: schemaResolver(membresiaFormulario, { sync: true }),
    transformValues: (valores) => membresiaFormulario.parse(valores),
    // A change after a success hides its message.
    onValuesChange: () => setExito(null),
  });
  const crear = useCrearMembresia();

  const onSubmit = form.onSubmit(
    (datos) => {
      setExito(null);
      crear.mutate(
        { ...datos, encargado: nameUser },
        {
          onSuccess: (data) => {
            form.reset();
            setExito(data?.message || MENSAJES_MEMBRESIA.creada);
          },
        },
      );
    },
    () => crear.reset(),
  );

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="membresia-titulo">
        Nueva membresía
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Empieza hoy y vence a los días que indica su tipo.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="membresia-titulo">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectorPersona
              label="Miembro"
              personas={usernames.data}
              cargando={usernames.isPending}
              placeholder="Elige un miembro"
              value={form.values.usuario || null}
              onChange={(v) => form.setFieldValue('usuario', v ?? '')}
              error={form.errors.usuario}
            />
            <Select
              label="Membresía"
              placeholder="Elige una membresía"
              data={OPCIONES_MEMBRESIA}
              withAsterisk
              {...form.getInputProps('membresia')}
              value={form.values.membresia || null}
              onChange={(v) => form.setFieldValue('membresia', v ?? '')}
            />
            <TextInput
              label="Requisito de horas"
              description="Opcional, por ejemplo 3h"
              {...form.getInputProps('requisito_hrs')}
            />
            <TextInput
              label="Requisito de veces"
              description="Opcional, por ejemplo 3"
              {...form.getInputProps('requisito_times')}
            />
          </SimpleGrid>
          <AvisosFormulario
            errorCarga={usernames.isError && 'No se pudieron cargar los miembros.'}
            error={crear.isError && mensajeDeError(crear.error, MENSAJES_MEMBRESIA.errorCrear)}
            exito={exito}
          />
          <Button
            type="submit"
            loading={crear.isPending}
            disabled={!form.values.usuario || !form.values.membresia}
            style={{ alignSelf: 'flex-start' }}
          >
            Guardar membresía
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
