-- Look-alike keys of user names (docs/reglas.md, Accounts and names). They come from
-- Unicode's confusables table, which lives in JavaScript (packages/shared/src/cuenta/
-- esqueleto.ts), so existing rows are filled right after the migrations by
-- apps/server/src/db/esqueletos.ts, in the same start and before any request. When two
-- existing accounts share a key, both are kept: the one with the lower id keeps the key
-- and the later one gets it suffixed with "#" and its id, which no valid name's key holds.
ALTER TABLE "usuarios" ADD COLUMN "nombre_esqueleto" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "nombre_esqueleto_escrito" text;--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_nombre_esqueleto_key" ON "usuarios" USING btree ("nombre_esqueleto");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_nombre_esqueleto_escrito_key" ON "usuarios" USING btree ("nombre_esqueleto_escrito");