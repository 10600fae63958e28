import {
  IconBucketDroplet,
  IconCash,
  IconChefHat,
  IconClock,
  IconCopy,
  IconId,
  IconSettings,
  IconShoppingCart,
  IconTargetArrow,
  IconToolsKitchen2,
  IconUser,
  IconUserMinus,
  IconUsers,
  IconWriting,
  IconCrown,
  type Icon,
} from '@tabler/icons-react';
import type { PaginaPrivada } from '@mchabbo/shared/niveles/menu';

/** The icon beside each private page in the sidebar and on the dashboard. */
export const ICONO_PAGINA: Record<PaginaPrivada, Icon> = {
  perfil: IconUser,
  'cambio-nombre': IconWriting,
  configuracion: IconSettings,
  tiempo: IconClock,
  cocina: IconChefHat,
  limpieza: IconBucketDroplet,
  servicios: IconToolsKitchen2,
  ventas: IconShoppingCart,
  listadepaga: IconCash,
  membresias: IconCrown,
  usuarios: IconUsers,
  clones: IconCopy,
  despidos: IconUserMinus,
  'cambio-nombre-admin': IconId,
  misiones: IconTargetArrow,
};
