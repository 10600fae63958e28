import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { nombreUsuario } from '@mchabbo/shared/cuenta/contratos';
import type { CodigoResponse } from '@mchabbo/shared/cuenta/verificacion';
import { usePedirCodigo, type UsoCodigo } from '../api';

/**
 * The typed name and the Habbo code asked for it. A code is bound to the name it was
 * asked for, so changing the name drops the code.
 */
export function useUsuarioConCodigo(uso: UsoCodigo) {
  const [nombre, setNombre] = useState('');
  const [codigo, setCodigo] = useState<CodigoResponse | null>(null);
  const pedir = usePedirCodigo(uso);

  function cambiarNombre(valor: string) {
    setNombre(valor);
    setCodigo(null);
  }

  /** Asks a code for the typed name; returns why the name is refused, if it is. */
  function obtenerCodigo(): string | undefined {
    const valido = nombreUsuario.safeParse(nombre);
    if (!valido.success) return valido.error.issues[0]?.message;
    pedir.mutate(valido.data, { onSuccess: setCodigo });
    return undefined;
  }

  return { nombre, cambiarNombre, codigo, setCodigo, pedir, obtenerCodigo };
}

interface CampoUsuarioProps {
  value: string;
  onChange: (nombre: string) => void;
  error?: string;
  /** A hint under the label. */
  description?: string;
}

/** The "Usuario" field of the account forms, focused when their modal opens. */
export function CampoUsuario({ value, onChange, error, description }: CampoUsuarioProps) {
  return (
    <TextInput
      label="Usuario"
      name="nameUser"
      description={description}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-autofocus
    />
  );
}
