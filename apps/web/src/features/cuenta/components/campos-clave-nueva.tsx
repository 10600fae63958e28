import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES_CUENTA } from '@mchabbo/shared/cuenta/contratos';

/** What a new password's fields hold. */
interface ValoresClaveNueva {
  password: string;
  confirmacion: string;
}

/**
 * The form of registering or recovering an account: the new password and its repetition
 * (the name lives in `useUsuarioConCodigo`, whose errors go in `nameUser`). Errors are
 * set on submit and stay until the next one.
 */
export function useFormularioClaveNueva() {
  return useForm<ValoresClaveNueva>({
    initialValues: { password: '', confirmacion: '' },
    clearInputErrorOnChange: false,
  });
}

/** The errors a submit found, under the fields that show them. */
export type ErroresClaveNueva = Partial<Record<'nameUser' | 'password' | 'confirmacion', string>>;

/** Why the repetition is refused: it differs from a typed password. */
export function errorConfirmacion(clave: string, confirmacion: string): string | undefined {
  return clave && confirmacion !== clave ? MENSAJES_CUENTA.clavesNoCoinciden : undefined;
}

interface CamposClaveNuevaProps {
  /** The first field's label: "Contraseña" or "Nueva contraseña". */
  etiqueta: string;
  /** The first field's name, as the server's body calls it. */
  name: string;
  clave: string;
  confirmacion: string;
  onChangeClave: (clave: string) => void;
  onChangeConfirmacion: (confirmacion: string) => void;
  errores: { password?: string; confirmacion?: string };
  /** Also mark a field with an error `aria-invalid`. */
  marcarInvalidos?: boolean;
}

/**
 * A new password and "Confirmar contraseña", for registering or recovering an account.
 * The form around them checks the repetition with `errorConfirmacion`.
 */
export function CamposClaveNueva({
  etiqueta,
  name,
  clave,
  confirmacion,
  onChangeClave,
  onChangeConfirmacion,
  errores,
  marcarInvalidos,
}: CamposClaveNuevaProps) {
  const invalido = (error?: string) => (marcarInvalidos && error ? true : undefined);
  return (
    <>
      <PasswordInput
        label={etiqueta}
        name={name}
        autoComplete="new-password"
        value={clave}
        onChange={(e) => onChangeClave(e.currentTarget.value)}
        error={errores.password}
        aria-invalid={invalido(errores.password)}
      />
      <PasswordInput
        label="Confirmar contraseña"
        name="confirmacion"
        autoComplete="new-password"
        value={confirmacion}
        onChange={(e) => onChangeConfirmacion(e.currentTarget.value)}
        error={errores.confirmacion}
        aria-invalid={invalido(errores.confirmacion)}
      />
    </>
  );
}
