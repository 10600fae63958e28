import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PagarSemanaResponse, PagoListado } from '@mchabbo/shared/paga/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { usePagarSemana } from '../api';
import type { AvisoPago } from './pagar-boton';
import { fechaCorta } from '@/lib/formato-fecha';

const personas = (n: number) => `${n} ${n === 1 ? 'persona' : 'personas'}`;

/** What the server did, with whom it left unpaid and why. */
function resultado(data: PagarSemanaResponse): string {
  if (data.omitidas.length === 0) return data.message;
  const sinPagar = data.omitidas.map((o) => `${o.usuario} (${o.motivo.replace(/\.$/, '')})`);
  return `${data.message} Sin pagar: ${sinPagar.join(', ')}.`;
}

interface PagarTodosProps {
  /** The week shown (its Monday). */
  semana: string;
  pagos: PagoListado[];
  /** Whether that week is still in course: it is paid whole only once it has ended. */
  enCurso: boolean;
  onAviso: (aviso: AvisoPago) => void;
}

/**
 * 'Pagar todos' of one pay week (docs/reglas.md, Pay 7.13 and 7.14): lists each person
 * and amount the caller may pay, then pays them in one request.
 */
export function PagarTodos({ semana, pagos, enCurso, onAviso }: PagarTodosProps) {
  const [abierto, setAbierto] = useState(false);
  const pagar = usePagarSemana();
  const pagables = pagos.filter((p) => p.puede_pagar);
  if (pagables.length === 0) return null;
  if (enCurso) {
    return (
      <Text size="sm" c="dimmed">
        La semana aún no ha terminado: podrás pagarla entera cuando acabe.
      </Text>
    );
  }
  const total = pagables.reduce((s, p) => s + p.creditos, 0);
  const gente = new Set(pagables.map((p) => p.usuario_id)).size;
  return (
    <>
      <Group>
        <Button
          color="green"
          h="auto"
          mih={44}
          py={6}
          w={{ base: '100%', xs: 'auto' }}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          leftSection={<IconCash size={18} aria-hidden />}
          onClick={() => {
            pagar.reset();
            setAbierto(true);
          }}
        >
          Pagar todos ({personas(gente)}, {total} créditos)
        </Button>
      </Group>
      <ConfirmarDialogo
        opened={abierto}
        titulo={`Pagar la semana del ${fechaCorta(semana)}`}
        confirmar="Pagar todos"
        color="green"
        tactil
        cargando={pagar.isPending}
        error={pagar.isError ? mensajeDeError(pagar.error, 'No se pudo pagar la semana.') : null}
        onCerrar={() => setAbierto(false)}
        onConfirmar={() =>
          pagar.mutate(semana, {
            onSuccess: (data) => {
              setAbierto(false);
              onAviso({ tipo: 'exito', texto: resultado(data) });
            },
          })
        }
      >
        <Stack gap="xs">
          <Text size="sm">
            Se pagarán {total} créditos a {personas(gente)}:
          </Text>
          <Stack
            gap={4}
            component="ul"
            aria-label="Personas a pagar"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {pagables.map((p) => (
              <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {p.usuario}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {p.creditos} créditos
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      </ConfirmarDialogo>
    </>
  );
}
