import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

interface BuscarUsuarioFormProps {
  /** The name searched last (prefills the input). */
  inicial: string;
  onBuscar: (username: string) => void;
  buscando: boolean;
}

/** The lookup's search box: a name and "Buscar". */
export function BuscarUsuarioForm({ inicial, onBuscar, buscando }: BuscarUsuarioFormProps) {
  const [nombre, setNombre] = useState(inicial);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const limpio = nombre.trim();
    if (!limpio) {
      setError('Escribe un nombre de usuario.');
      return;
    }
    setError(null);
    onBuscar(limpio);
  }

  return (
    <form onSubmit={onSubmit} noValidate role="search" aria-label="Buscar usuario">
      <Group align="flex-start" gap="sm" wrap="nowrap" maw={520}>
        <TextInput
          label="Nombre de usuario"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          value={nombre}
          onChange={(e) => setNombre(e.currentTarget.value)}
          error={error}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          loading={buscando}
          leftSection={<IconSearch size={16} aria-hidden />}
          mt={{ base: 25 }}
        >
          Buscar
        </Button>
      </Group>
    </form>
  );
}
