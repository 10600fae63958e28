import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { conAperturaDiferida, useAbiertoAlgunaVez } from '@/components/ui/apertura-diferida';
import { paths } from '@/config/paths';
import { cerrarSesion } from '@/lib/cerrar-sesion';

// The dialog's code loads the first time it opens; signing out stays here, with the session.
const DialogoSalida = lazy(() =>
  import('./dialogo-salida').then((m) => ({
    default: conAperturaDiferida(m.DialogoSalida, (p) => ({ ...p, opened: false })),
  })),
);

/** Asks before signing out; "Sí" ends this device's session and goes to '/'. */
export function LogoutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const montar = useAbiertoAlgunaVez(opened);

  async function confirmar() {
    onClose();
    // Ended first: the landing page sends anyone with a token back to the panel.
    await cerrarSesion();
    await navigate(paths.home.getHref(), { replace: true });
    queryClient.clear();
  }

  if (!montar) return null;
  return (
    <Suspense fallback={null}>
      <DialogoSalida opened={opened} onClose={onClose} onConfirmar={() => void confirmar()} />
    </Suspense>
  );
}
