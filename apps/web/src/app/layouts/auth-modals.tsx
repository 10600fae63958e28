import '../mantine-styles-panel';
import { Anchor, Modal, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';

// The forms (and zod with them) load when a modal first opens, keeping the landing light.
const cargarLogin = () => import('@/features/cuenta/components/login-form');
const cargarRegistro = () => import('@/features/cuenta/components/register-form');
const LoginForm = lazy(() => cargarLogin().then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => cargarRegistro().then((m) => ({ default: m.RegisterForm })));

/** Starts downloading the forms when the user shows intent (hover or focus). */
export function precargarFormularios() {
  void cargarLogin();
  void cargarRegistro();
}

export type ModalCuenta = 'acceder' | 'registro' | null;

interface AuthModalsProps {
  abierto: ModalCuenta;
  onChange: (modal: ModalCuenta) => void;
}

/** The "Acceder" and "Registro" modals of the public header. */
export function AuthModals({ abierto, onChange }: AuthModalsProps) {
  const cerrar = () => onChange(null);
  return (
    <>
      <Modal opened={abierto === 'acceder'} onClose={cerrar} title="Acceder" centered>
        <Suspense fallback={<PageLoader />}>
          <LoginForm onSuccess={cerrar} />
        </Suspense>
        <Text size="sm" ta="center" mt="md">
          ¿No tienes cuenta?{' '}
          <Anchor component="button" type="button" onClick={() => onChange('registro')}>
            Regístrate
          </Anchor>
        </Text>
      </Modal>
      <Modal opened={abierto === 'registro'} onClose={cerrar} title="Registro" centered>
        <Suspense fallback={<PageLoader />}>
          <RegisterForm onDone={cerrar} />
        </Suspense>
        <Text size="sm" ta="center" mt="md">
          ¿Ya tienes cuenta?{' '}
          <Anchor component="button" type="button" onClick={() => onChange('acceder')}>
            Accede
          </Anchor>
        </Text>
      </Modal>
    </>
  );
}
