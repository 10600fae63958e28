/** Whether a database error is a unique-constraint violation (SQLSTATE 23505). */
export function esViolacionUnica(err: unknown): boolean {
  let actual: unknown = err;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let i = 0; i < 3 && actual; i++) {
    if ((actual as { code?: unknown }).code === '23505') return true;
    actual = (actual as { cause?: unknown }).cause;
  }
  return false;
}
