import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  MENSAJES_CAPACITACIONES as M,
  type Capacitacion,
  type Turno,
} from '@mchabbo/shared/capacitaciones/contratos';
import { esDireccion } from '@mchabbo/shared/niveles/niveles';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useBorrarCapacitacion, useCapacitaciones, useTurnos } from '../api';
import { CursoCard } from './curso-card';
import { CursoDialogo } from './curso-form';
import { Examen } from './examen';
import { PublicarTurnoDialogo, SesionDialogo } from './turno-dialogos';
import { TurnosLista } from './turnos-lista';

type Abierto =
  | { que: 'publicar'; curso: Capacitacion }
  | { que: 'sesion'; curso: { id: number; nombre: string }; turno: Turno | null }
  | { que: 'curso'; id: number | null }
  | { que: 'borrar'; curso: Capacitacion }
  | null;

/** The trainings page: slots first (what one books), then the courses (docs/reglas.md, Trainings). */
export function Capacitaciones({ nivel }: { nivel: number }) {
  const cursos = useCapacitaciones();
  const turnos = useTurnos();
  const borrar = useBorrarCapacitacion();
  const [parametros, setParametros] = useSearchParams();
  const [examenId, setExamenId] = useState<number | null>(
    () => Number(parametros.get('examen')) || null,
  );
  const examen = (cursos.data ?? []).find((c) => c.id === examenId && c.examen) ?? null;
  const setExamen = (c: Capacitacion | null) => {
    setExamenId(c?.id ?? null);
    // Inicio's "Hacer el examen" opens it here once (?examen=id); leaving it drops the mark.
    if (parametros.has('examen')) setParametros({}, { replace: true });
  };
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [exito, setExito] = useState<string | null>(null);
  const direccion = esDireccion(nivel);
  const hecho = (mensaje: string) => {
    setAbierto(null);
    setExito(mensaje);
  };

  if (examen) return <Examen curso={examen} onCerrar={() => setExamen(null)} />;
  if (cursos.isLoading) return <EsperaDePagina />;

  return (
    <Stack gap="xl">
      <AvisosFormulario
        errorCarga={(cursos.isError || turnos.isError) && M.errorCarga}
        exito={exito}
      />
      <Stack gap="sm" component="section" aria-labelledby="turnos-titulo">
        <Title order={2} size="h3" id="turnos-titulo">
          Próximos turnos
        </Title>
        <TurnosLista
          turnos={turnos.data ?? []}
          onSesion={(t) => setAbierto({ que: 'sesion', curso: t.capacitacion, turno: t })}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="cursos-titulo">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="cursos-titulo">
            Cursos
          </Title>
          {direccion ? (
            <Button
              h={44}
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setAbierto({ que: 'curso', id: null })}
            >
              Nueva capacitación
            </Button>
          ) : null}
        </Group>
        {cursos.data?.length === 0 ? <Text c="dimmed">Todavía no hay capacitaciones.</Text> : null}
        {(cursos.data ?? []).map((c) => (
          <CursoCard
            key={c.id}
            curso={c}
            direccion={direccion}
            onExamen={() => {
              setExito(null);
              setExamen(c);
            }}
            onPublicar={() => setAbierto({ que: 'publicar', curso: c })}
            onSesion={() => setAbierto({ que: 'sesion', curso: c, turno: null })}
            onEditar={() => setAbierto({ que: 'curso', id: c.id })}
            onBorrar={() => setAbierto({ que: 'borrar', curso: c })}
          />
        ))}
      </Stack>
      {abierto?.que === 'publicar' ? (
        <PublicarTurnoDialogo
          curso={abierto.curso}
          onCerrar={() => setAbierto(null)}
          onHecho={hecho}
        />
      ) : null}
      {abierto?.que === 'sesion' ? (
        <SesionDialogo
          curso={abierto.curso}
          turno={abierto.turno}
          onCerrar={() => setAbierto(null)}
          onHecho={hecho}
        />
      ) : null}
      {abierto?.que === 'curso' ? (
        <CursoDialogo id={abierto.id} onCerrar={() => setAbierto(null)} onHecho={hecho} />
      ) : null}
      {abierto?.que === 'borrar' ? (
        <ConfirmarDialogo
          opened
          tactil
          titulo={`Borrar «${abierto.curso.nombre}»`}
          confirmar="Borrar"
          color="red"
          cargando={borrar.isPending}
          error={borrar.isError ? mensajeDeError(borrar.error, M.error) : null}
          onCerrar={() => {
            borrar.reset();
            setAbierto(null);
          }}
          onConfirmar={() =>
            borrar.mutate(abierto.curso.id, {
              onSuccess: (d) => hecho(`«${abierto.curso.nombre}»: ${d.message}`),
            })
          }
        >
          Si alguien tiene resultados o turnos de esta capacitación, queda archivada y sus
          resultados se conservan.
        </ConfirmarDialogo>
      ) : null}
    </Stack>
  );
}
