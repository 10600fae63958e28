import { useMutation } from '@tanstack/react-query';
import { generarClave } from '@mchabbo/shared/usuarios/api';
import { llamar } from '@/lib/llamar';

/** POST /user/generar-clave: a temporary password, shown once; it ends their sessions. */
export function useGenerarClave() {
  return useMutation({ mutationFn: (id: number) => llamar(generarClave, { body: { id } }) });
}
