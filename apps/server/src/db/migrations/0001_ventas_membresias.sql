CREATE TABLE "membresias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"encargado_id" integer NOT NULL,
	"fecha_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_fin" timestamp with time zone NOT NULL,
	"requisito_hrs" text DEFAULT '' NOT NULL,
	"requisito_times" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas" (
	"id" serial PRIMARY KEY NOT NULL,
	"comprador_id" integer NOT NULL,
	"vendedor_id" integer NOT NULL,
	"mision_id" integer,
	"rango" text NOT NULL,
	"mision" text NOT NULL,
	"costo" integer NOT NULL,
	"ganancia_dueno" integer NOT NULL,
	"monto_total" integer NOT NULL,
	"pago_recibido" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membresias" ADD CONSTRAINT "membresias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membresias" ADD CONSTRAINT "membresias_encargado_id_usuarios_id_fk" FOREIGN KEY ("encargado_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_comprador_id_usuarios_id_fk" FOREIGN KEY ("comprador_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_vendedor_id_usuarios_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_mision_id_misiones_id_fk" FOREIGN KEY ("mision_id") REFERENCES "public"."misiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membresias_fecha_fin_idx" ON "membresias" USING btree ("fecha_fin");--> statement-breakpoint
CREATE INDEX "membresias_usuario_idx" ON "membresias" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "ventas_creado_en_idx" ON "ventas" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "ventas_comprador_idx" ON "ventas" USING btree ("comprador_id");