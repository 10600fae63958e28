// The landing's sections below the hero, in their own chunk: their cards, avatars and
// the members query load right after the first paint instead of before it.
export { Horarios } from '@/features/publico/components/horarios';
export { MiembrosAdministracion } from '@/features/publico/components/miembros-administracion';
export { Noticias } from '@/features/publico/components/noticias';
export { TrabajadorSemana } from '@/features/publico/components/trabajador-semana';
