CREATE TABLE "cambios_nombre" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"nombre_anterior" text NOT NULL,
	"nombre_nuevo" text NOT NULL,
	"aprobado" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"aprobado_en" timestamp with time zone,
	"aprobado_por" integer
);
--> statement-breakpoint
CREATE TABLE "despidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"encargado_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"mision_id" integer,
	"nivel" integer NOT NULL,
	"rango" text,
	"mision" text,
	"costo" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"reintegrado_en" timestamp with time zone,
	"reintegrado_por" integer
);
--> statement-breakpoint
ALTER TABLE "usuario_ips" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_ips" ADD COLUMN "permitido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD CONSTRAINT "cambios_nombre_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD CONSTRAINT "cambios_nombre_aprobado_por_usuarios_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despidos" ADD CONSTRAINT "despidos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despidos" ADD CONSTRAINT "despidos_encargado_id_usuarios_id_fk" FOREIGN KEY ("encargado_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despidos" ADD CONSTRAINT "despidos_mision_id_misiones_id_fk" FOREIGN KEY ("mision_id") REFERENCES "public"."misiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despidos" ADD CONSTRAINT "despidos_reintegrado_por_usuarios_id_fk" FOREIGN KEY ("reintegrado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cambios_nombre_uno_pendiente_key" ON "cambios_nombre" USING btree ("usuario_id") WHERE "cambios_nombre"."aprobado" = false;--> statement-breakpoint
CREATE INDEX "cambios_nombre_creado_idx" ON "cambios_nombre" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "despidos_activo_fecha_idx" ON "despidos" USING btree ("activo","fecha");--> statement-breakpoint
ALTER TABLE "usuario_ips" ADD CONSTRAINT "usuario_ips_id_key" UNIQUE("id");