-- The audit trail is append-only (docs/reglas.md, Audit trail 23.2): TRUNCATE is refused
-- like UPDATE and DELETE, by a statement-level trigger (row triggers never see it).
CREATE TRIGGER "auditoria_sin_vaciar" BEFORE TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_solo_anadir"();
