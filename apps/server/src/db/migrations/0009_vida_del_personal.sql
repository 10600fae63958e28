CREATE TABLE "advertencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"por_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"retirada_en" timestamp with time zone,
	"retirada_por" integer
);
--> statement-breakpoint
CREATE TABLE "ausencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"motivo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"decidida_por" integer,
	"decidida_en" timestamp with time zone,
	CONSTRAINT "ausencias_estado_check" CHECK (estado in ('pendiente', 'aprobada', 'rechazada')),
	CONSTRAINT "ausencias_fechas_check" CHECK (hasta >= desde)
);
--> statement-breakpoint
CREATE TABLE "historial_rangos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"antes" text NOT NULL,
	"despues" text NOT NULL,
	"por_id" integer,
	"motivo" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertencias" ADD CONSTRAINT "advertencias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertencias" ADD CONSTRAINT "advertencias_por_id_usuarios_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertencias" ADD CONSTRAINT "advertencias_retirada_por_usuarios_id_fk" FOREIGN KEY ("retirada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_decidida_por_usuarios_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_rangos" ADD CONSTRAINT "historial_rangos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_rangos" ADD CONSTRAINT "historial_rangos_por_id_usuarios_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertencias_usuario_idx" ON "advertencias" USING btree ("usuario_id","fecha");--> statement-breakpoint
CREATE INDEX "ausencias_usuario_idx" ON "ausencias" USING btree ("usuario_id","hasta");--> statement-breakpoint
CREATE INDEX "historial_rangos_usuario_idx" ON "historial_rangos" USING btree ("usuario_id","fecha");