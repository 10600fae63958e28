-- Custom SQL migration file, put your code below! --
-- Fills the running totals from the shifts confirmed before the table existed.
INSERT INTO "totales_tiempo" ("usuario_id", "turnos", "segundos")
SELECT "usuario_id", count(*)::int, coalesce(sum("segundos_confirmados"), 0)::int
FROM "tiempos"
WHERE "estado" = 'confirmado'
GROUP BY "usuario_id"
ON CONFLICT ("usuario_id") DO NOTHING;
