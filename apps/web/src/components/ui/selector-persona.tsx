import '@mantine/core/styles/Combobox.css';
import {
  Avatar,
  Group,
  Select,
  Stack,
  Text,
  type ComboboxItem,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useMemo } from 'react';
import { avatarPorNombre, cabezaDeAvatar } from '@mchabbo/shared/cuenta/avatar';
import { RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import { contieneNombre } from '@mchabbo/shared/usuarios/personas';

/** The work area as the panel names it. */
const AREAS: Record<string, string> = {
  cocina: 'Cocina',
  servicios: 'Servicios',
  limpieza: 'Limpieza',
  direccion: 'Dirección',
};

/** "Sub chef · Cocina", or "Invitado" for a guest. */
export function rangoYArea(p: Pick<PersonaResumen, 'rango' | 'area'>): string {
  if (!p.rango) return RANGO_INVITADO;
  const area = p.area ? AREAS[p.area] : undefined;
  return area ? `${p.rango} · ${area}` : p.rango;
}

/** A person's small Habbo head, or their initials when it cannot load. */
export function AvatarPersona({
  persona,
  size = 32,
}: {
  persona: Pick<PersonaResumen, 'username' | 'habbo_avatar_url'>;
  size?: number;
}) {
  return (
    <Avatar
      src={cabezaDeAvatar(persona.habbo_avatar_url ?? avatarPorNombre(persona.username))}
      alt=""
      // Decoration beside the name: its initials (when the image fails) are not read out.
      aria-hidden
      name={persona.username}
      color="initials"
      size={size}
      imageProps={{ loading: 'lazy', referrerPolicy: 'no-referrer' }}
    />
  );
}

interface SelectorPersonaProps extends Omit<
  SelectProps,
  | 'data'
  | 'placeholder'
  | 'onChange'
  | 'searchable'
  | 'withAsterisk'
  | 'value'
  | 'filter'
  | 'renderOption'
> {
  label: string;
  /** Who may be chosen here (`GET /user/elegibles`), in the order to offer them. */
  personas: readonly PersonaResumen[] | undefined;
  /** Whether the list is still loading; the placeholder says so meanwhile. */
  cargando: boolean;
  /** The placeholder once the list has loaded, e.g. "Elige un comprador". */
  placeholder: string;
  /** The placeholder while the list loads. */
  textoCargando?: string;
  /** The chosen person's name. */
  value: string | null;
  onChange: (nombre: string | null, persona: PersonaResumen | null) => void;
}

/**
 * The one person picker of the panel (docs/reglas.md, Finding people 27.4): a required,
 * searchable list where each person shows their avatar, name, rank and area, and typing
 * part of a name filters ignoring case and accents. It offers only the people it is given
 * (the server's list for that use). Options render only while it is open, at most
 * `limit` at a time (typing narrows them).
 */
export function SelectorPersona({
  personas,
  cargando,
  placeholder,
  textoCargando = 'Cargando…',
  nothingFoundMessage = 'Nadie coincide',
  onChange,
  comboboxProps,
  value,
  limit = 50,
  ...props
}: SelectorPersonaProps) {
  const porNombre = useMemo(
    () => new Map((personas ?? []).map((p) => [p.username, p])),
    [personas],
  );
  const data = useMemo(
    () => (personas ?? []).map((p) => ({ value: p.username, label: p.username })),
    [personas],
  );
  const elegida = value ? porNombre.get(value) : undefined;
  const filtro: OptionsFilter = ({ options, search, limit: maximo }) => {
    const buscado = search.trim();
    const todas = options as ComboboxItem[];
    return (buscado ? todas.filter((o) => contieneNombre(o.label, buscado)) : todas).slice(
      0,
      maximo,
    );
  };

  return (
    <Select
      {...props}
      data={data}
      value={value}
      placeholder={cargando ? textoCargando : placeholder}
      onChange={(nombre) => onChange(nombre, (nombre && porNombre.get(nombre)) || null)}
      searchable
      withAsterisk
      limit={limit}
      filter={filtro}
      nothingFoundMessage={nothingFoundMessage}
      leftSection={elegida ? <AvatarPersona persona={elegida} size={24} /> : undefined}
      renderOption={({ option }) => {
        const p = porNombre.get(option.value);
        if (!p) return option.label;
        return (
          <Group gap="sm" wrap="nowrap">
            <AvatarPersona persona={p} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {p.username}
              </Text>
              {/* Seen beside the name; the option is still named by the name alone. */}
              <Text size="xs" c="dimmed" aria-hidden>
                {rangoYArea(p)}
              </Text>
            </Stack>
          </Group>
        );
      }}
      comboboxProps={{ keepMounted: false, ...comboboxProps }}
    />
  );
}
