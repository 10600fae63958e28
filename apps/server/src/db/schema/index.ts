// The whole schema, for the Drizzle client's relational typing.
export * from './ajustes';
export * from './cambios-nombre';
export * from './despidos';
export * from './intentos-login';
export * from './membresias';
export * from './misiones';
export * from './pagos';
export * from './rangos';
export * from './sesiones';
export * from './tiempo-eventos';
export * from './tiempos';
export * from './totales-tiempo';
export * from './usuario-ips';
export * from './usuarios';
export * from './ventas';
