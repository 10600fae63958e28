import '@mantine/core/styles/Combobox.css';
import { Button, Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CATALOGO_MEMBRESIAS,
  crearMembresiaBody,
  MENSAJES_MEMBRESIA,
} from '@mchabbo/shared/membresias/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { mensajeDeError } from '@/lib/api-client';
import { useCrearMembresia } from '../api/crear-membresia';
import { useElegibles } from '@/lib/elegibles';

const OPCIONES_MEMBRESIA = CATALOGO_MEMBRESIAS.map((m) => ({
  value: m.nombre,
  label: `${m.nombre} · ${m.dias} días`,
}));

type Campo = 'usuario' | 'membresia' | 'requisito_hrs' | 'requisito_times';

/** Gives a member a membership; saving needs a member and a membership. */
export function MembresiaForm({ nameUser }: { nameUser: string }) {
  // Members below the caller, guests included (docs/reglas.md, Finding people 27.3).
  const usernames = useElegibles('membresia');
  const [usuario, setUsuario] = useState<string | null>(null);
  const [membresia, setMembresia] = useState<string | null>(null);
  const [horas, setHoras] = useState('');
  const [veces, setVeces] = useState('');
  const [errores, setErrores] = useState<Partial<Record<Campo, string>>>({});
  const [exito, setExito] = useState<string | null>(null);
  const crear = useCrearMembresia({
    onSuccess: (data) => {
      setExito(data?.message || MENSAJES_MEMBRESIA.creada);
      setUsuario(null);
      setMembresia(null);
      setHoras('');
      setVeces('');
    },
  });

  const limpiar = (campo: Campo) => {
    setErrores((e) => ({ ...e, [campo]: undefined }));
    setExito(null);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    crear.reset();
    setExito(null);
    const r = crearMembresiaBody.safeParse({
      usuario: usuario ?? '',
      membresia: membresia ?? '',
      requisito_hrs: horas,
      requisito_times: veces,
      encargado: nameUser,
    });
    if (!r.success) {
      const nuevos: Partial<Record<Campo, string>> = {};
      for (const issue of r.error.issues) nuevos[issue.path[0] as Campo] ??= issue.message;
      setErrores(nuevos);
      return;
    }
    setErrores({});
    crear.mutate(r.data);
  }

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
              value={usuario}
              onChange={(v) => {
                setUsuario(v);
                limpiar('usuario');
              }}
              error={errores.usuario}
            />
            <Select
              label="Membresía"
              placeholder="Elige una membresía"
              data={OPCIONES_MEMBRESIA}
              value={membresia}
              onChange={(v) => {
                setMembresia(v);
                limpiar('membresia');
              }}
              error={errores.membresia}
              withAsterisk
            />
            <TextInput
              label="Requisito de horas"
              description="Opcional, por ejemplo 3h"
              value={horas}
              onChange={(e) => {
                setHoras(e.currentTarget.value);
                limpiar('requisito_hrs');
              }}
              error={errores.requisito_hrs}
            />
            <TextInput
              label="Requisito de veces"
              description="Opcional, por ejemplo 3"
              value={veces}
              onChange={(e) => {
                setVeces(e.currentTarget.value);
                limpiar('requisito_times');
              }}
              error={errores.requisito_times}
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
            disabled={!usuario || !membresia}
            style={{ alignSelf: 'flex-start' }}
          >
            Guardar membresía
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
