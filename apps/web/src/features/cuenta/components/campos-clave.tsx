import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { claveNueva, MENSAJES_CUENTA } from '@mchabbo/shared/cuenta/contratos';

/** What the three password fields hold. */
export interface ValoresClave {
  /** The current password, or the temporary key. */
  actual: string;
  nueva: string;
  repetida: string;
}

export const CLAVES_VACIAS: ValoresClave = { actual: '', nueva: '', repetida: '' };

/** The first problem of the fields, or null when they can be sent. */
export function validarClaves({ actual, nueva, repetida }: ValoresClave): string | null {
  if (!actual || !nueva || !repetida) return MENSAJES_CUENTA.completaCampos;
  if (nueva !== repetida) return MENSAJES_CUENTA.nuevasNoCoinciden;
  const regla = claveNueva.safeParse(nueva);
  return regla.success ? null : (regla.error.issues[0]?.message ?? null);
}

/**
 * The form of a password change: its first problem (from `validarClaves`) is kept in
 * `errors.form`, said above the button until the next try, not under a field.
 */
export function useFormularioClaves() {
  return useForm<ValoresClave>({
    initialValues: CLAVES_VACIAS,
    clearInputErrorOnChange: false,
    validate: (valores) => {
      const problema = validarClaves(valores);
      return problema ? { form: problema } : {};
    },
  });
}

interface CamposClaveProps {
  valores: ValoresClave;
  onChange: (valores: ValoresClave) => void;
  /** The first field's label: "Contraseña actual" or "Clave temporal". */
  etiquetaActual: string;
  /** Focus the first field when a modal or page opens. */
  enfocar?: boolean;
}

/**
 * The fields of a password change: the current password (or temporary key), the new one
 * and its repetition. The form around them (`useFormularioClaves`) checks them with
 * `validarClaves`.
 */
export function CamposClave({ valores, onChange, etiquetaActual, enfocar }: CamposClaveProps) {
  const cambiar = (campo: keyof ValoresClave) => (e: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...valores, [campo]: e.currentTarget.value });
  return (
    <>
      <PasswordInput
        label={etiquetaActual}
        name="oldPassword"
        autoComplete="current-password"
        value={valores.actual}
        onChange={cambiar('actual')}
        data-autofocus={enfocar || undefined}
      />
      <PasswordInput
        label="Nueva contraseña"
        name="newPassword"
        autoComplete="new-password"
        value={valores.nueva}
        onChange={cambiar('nueva')}
      />
      <PasswordInput
        label="Repetir nueva contraseña"
        name="repeatPassword"
        autoComplete="new-password"
        value={valores.repetida}
        onChange={cambiar('repetida')}
      />
    </>
  );
}
