import { Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { fechaCorta } from '@/lib/formato-fecha';

const DIA = 86_400_000;

/** The Monday (`YYYY-MM-DD`) of the week a calendar day falls in. */
export function lunesDe(dia: string): string {
  const fecha = new Date(`${dia}T00:00:00Z`);
  const desdeLunes = (fecha.getUTCDay() + 6) % 7;
  return new Date(fecha.getTime() - desdeLunes * DIA).toISOString().slice(0, 10);
}

/** The Monday seven days before or after. */
export function moverSemana(lunes: string, semanas: number): string {
  return new Date(Date.parse(`${lunes}T00:00:00Z`) + semanas * 7 * DIA).toISOString().slice(0, 10);
}

interface SelectorSemanaProps {
  /** The week shown (its Monday), or null for the default view. */
  semana: string | null;
  /** The current pay week (its Monday), as the server computes it. */
  actual: string;
  onSemana: (semana: string | null) => void;
}

/** Previous / next week, a date picker, and back to the default view. */
export function SelectorSemana({ semana, actual, onSemana }: SelectorSemanaProps) {
  const vista = semana ?? actual;
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        onClick={() => onSemana(moverSemana(vista, -1))}
      >
        Semana anterior
      </Button>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        onClick={() => onSemana(moverSemana(vista, 1))}
        disabled={vista >= actual}
      >
        Semana siguiente
      </Button>
      <TextInput
        label="Semana del día"
        type="date"
        value={vista}
        max={moverSemana(actual, 1)}
        onChange={(e) => {
          const dia = e.currentTarget.value;
          if (/^\d{4}-\d{2}-\d{2}$/.test(dia)) onSemana(lunesDe(dia));
        }}
        w={170}
      />
      {semana ? (
        <Button variant="subtle" onClick={() => onSemana(null)}>
          Pendientes y recientes
        </Button>
      ) : null}
      {semana ? <span aria-live="polite">Semana del {fechaCorta(semana)}</span> : null}
    </Group>
  );
}
