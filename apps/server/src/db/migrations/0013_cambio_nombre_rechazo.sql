DROP INDEX "cambios_nombre_uno_pendiente_key";--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD COLUMN "rechazado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD COLUMN "rechazado_por" integer;--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD COLUMN "motivo_rechazo" text;--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD CONSTRAINT "cambios_nombre_rechazado_por_usuarios_id_fk" FOREIGN KEY ("rechazado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cambios_nombre_uno_pendiente_key" ON "cambios_nombre" USING btree ("usuario_id") WHERE "cambios_nombre"."aprobado" = false and "cambios_nombre"."rechazado_en" is null;--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD CONSTRAINT "cambios_nombre_una_decision" CHECK (not ("cambios_nombre"."aprobado" and "cambios_nombre"."rechazado_en" is not null));