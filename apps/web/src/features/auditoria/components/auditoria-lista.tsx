import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { mensajeDeError } from '@/lib/api-client';
import { fechaHora } from '@/lib/formato-fecha';
import type { FiltrosAuditoria } from '../claves';
import { useAuditoria } from '../api';
import { DetalleCambio } from '@/components/ui/detalle-cambio';
import { ETIQUETAS_TIPO, nombreAccion } from '@/lib/describir-cambio';

const TIPOS = Object.entries(ETIQUETAS_TIPO).map(([value, label]) => ({ value, label }));

/** Empty fields are no filter. */
function limpio(f: FiltrosAuditoria): FiltrosAuditoria {
  return Object.fromEntries(
    Object.entries(f).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as FiltrosAuditoria;
}

/** The audit trail with its filters, newest first (docs/reglas.md, Audit trail). */
export function AuditoriaLista() {
  const form = useForm<Required<FiltrosAuditoria>>({
    initialValues: { tipo: '', usuario: '', actor: '', desde: '', hasta: '' },
  });
  const [filtros, setFiltros] = useState<FiltrosAuditoria>({});
  const auditoria = useAuditoria(filtros);
  const eventos = useMemo(
    () => auditoria.data?.pages.flatMap((p) => p.eventos) ?? [],
    [auditoria.data],
  );

  const aplicar = form.onSubmit((valores) => setFiltros(limpio(valores)));
  const campo = (clave: keyof FiltrosAuditoria) => form.getInputProps(clave);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="form" onSubmit={aplicar} aria-label="Filtros">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Tipo"
            placeholder="Todos"
            data={TIPOS}
            clearable
            value={form.values.tipo || null}
            onChange={(v) => form.setFieldValue('tipo', v ?? '')}
            w={180}
          />
          <TextInput label="Persona" placeholder="Nombre" {...campo('usuario')} w={180} />
          <TextInput label="Hecho por" placeholder="Nombre" {...campo('actor')} w={180} />
          <TextInput label="Desde" type="date" {...campo('desde')} w={160} />
          <TextInput label="Hasta" type="date" {...campo('hasta')} w={160} />
          <Button type="submit">Filtrar</Button>
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              setFiltros({});
            }}
          >
            Limpiar
          </Button>
        </Group>
      </Card>
      {auditoria.isPending ? (
        <Text role="status" c="dimmed">
          Cargando auditoría...
        </Text>
      ) : auditoria.isError ? (
        <Alert color="red" variant="light">
          {mensajeDeError(auditoria.error, 'No se pudo cargar la auditoría.')}
        </Alert>
      ) : eventos.length === 0 ? (
        <Text c="dimmed">No hay cambios que coincidan con los filtros.</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Cambios"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {eventos.map((e) => (
            <Card key={e.id} withBorder padding="sm" component="li" aria-label={`Cambio ${e.id}`}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {e.actor ?? 'El sistema'} · {nombreAccion(e.tipo, e.accion)}
                  {e.usuario ? ` · ${e.usuario}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {fechaHora(e.creado_en)}
                </Text>
              </Group>
              <DetalleCambio antes={e.antes} despues={e.despues} motivo={e.motivo} />
            </Card>
          ))}
        </Stack>
      )}
      {auditoria.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void auditoria.fetchNextPage()}
            loading={auditoria.isFetchingNextPage}
          >
            Cargar más
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
