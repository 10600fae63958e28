CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"semana" date NOT NULL,
	"creditos" integer,
	"pagado" boolean DEFAULT false NOT NULL,
	"pagado_en" timestamp with time zone,
	"pagado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_pagado_check" CHECK (("pagos"."pagado" and "pagos"."pagado_en" is not null and "pagos"."creditos" is not null) or (not "pagos"."pagado" and "pagos"."pagado_en" is null))
);
--> statement-breakpoint
CREATE TABLE "tiempo_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tiempo_id" integer NOT NULL,
	"actor_id" integer,
	"accion" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiempos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"encargado_id" integer,
	"estado" text DEFAULT 'activo' NOT NULL,
	"iniciado_en" timestamp with time zone NOT NULL,
	"pausado_desde" timestamp with time zone,
	"segundos_pausados" integer DEFAULT 0 NOT NULL,
	"ajuste_segundos" integer DEFAULT 0 NOT NULL,
	"pausas_count" integer DEFAULT 0 NOT NULL,
	"olvidado" boolean DEFAULT false NOT NULL,
	"actualizado_en" timestamp with time zone NOT NULL,
	"confirmado_en" timestamp with time zone,
	"confirmado_por" integer,
	"segundos_confirmados" integer,
	"cancelado_en" timestamp with time zone,
	"cancelado_por" integer,
	"mision" text,
	"rango" text,
	"pago_1h" integer,
	"pago_2h" integer,
	"pago_3h" integer,
	"pago_semanal" integer,
	"requisito_hrs" text,
	"requisito_times" text,
	"creditos" integer,
	"bono_semanal" integer DEFAULT 0 NOT NULL,
	"semana" date,
	"pago_id" integer,
	CONSTRAINT "tiempos_estado_check" CHECK (estado in ('activo', 'pausado', 'confirmado', 'cancelado')),
	CONSTRAINT "tiempos_pausa_check" CHECK ((estado = 'pausado') = (pausado_desde is not null) or estado in ('confirmado', 'cancelado')),
	CONSTRAINT "tiempos_cantidades_check" CHECK (segundos_pausados >= 0 and pausas_count >= 0),
	CONSTRAINT "tiempos_confirmado_check" CHECK (estado <> 'confirmado' or (segundos_confirmados is not null and pago_id is not null and semana is not null))
);
--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_pagado_por_usuarios_id_fk" FOREIGN KEY ("pagado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempo_eventos" ADD CONSTRAINT "tiempo_eventos_tiempo_id_tiempos_id_fk" FOREIGN KEY ("tiempo_id") REFERENCES "public"."tiempos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempo_eventos" ADD CONSTRAINT "tiempo_eventos_actor_id_usuarios_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_encargado_id_usuarios_id_fk" FOREIGN KEY ("encargado_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_confirmado_por_usuarios_id_fk" FOREIGN KEY ("confirmado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_cancelado_por_usuarios_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_abierto_por_semana_key" ON "pagos" USING btree ("usuario_id","semana") WHERE "pagos"."pagado" = false;--> statement-breakpoint
CREATE INDEX "pagos_semana_idx" ON "pagos" USING btree ("semana");--> statement-breakpoint
CREATE INDEX "tiempo_eventos_tiempo_idx" ON "tiempo_eventos" USING btree ("tiempo_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tiempos_abierto_por_usuario_key" ON "tiempos" USING btree ("usuario_id") WHERE estado in ('activo', 'pausado');--> statement-breakpoint
CREATE UNIQUE INDEX "tiempos_bono_por_semana_key" ON "tiempos" USING btree ("usuario_id","semana") WHERE bono_semanal > 0;--> statement-breakpoint
CREATE INDEX "tiempos_abiertos_idx" ON "tiempos" USING btree ("iniciado_en") WHERE estado in ('activo', 'pausado');--> statement-breakpoint
CREATE INDEX "tiempos_abiertos_encargado_idx" ON "tiempos" USING btree ("encargado_id") WHERE estado in ('activo', 'pausado');--> statement-breakpoint
CREATE INDEX "tiempos_confirmados_semana_idx" ON "tiempos" USING btree ("semana","usuario_id") WHERE estado = 'confirmado';--> statement-breakpoint
CREATE INDEX "tiempos_confirmados_usuario_idx" ON "tiempos" USING btree ("usuario_id") WHERE estado = 'confirmado';--> statement-breakpoint
CREATE INDEX "tiempos_pago_idx" ON "tiempos" USING btree ("pago_id");