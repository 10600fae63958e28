CREATE TABLE "avisos_membresia" (
	"membresia_id" integer NOT NULL,
	"tipo" text NOT NULL,
	CONSTRAINT "avisos_membresia_membresia_id_tipo_pk" PRIMARY KEY("membresia_id","tipo")
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"texto" text NOT NULL,
	"enlace" text NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"leida" boolean DEFAULT false NOT NULL,
	"push_enviada" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_suscripciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_suscripciones_endpoint_key" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "avisos_membresia" ADD CONSTRAINT "avisos_membresia_membresia_id_membresias_id_fk" FOREIGN KEY ("membresia_id") REFERENCES "public"."membresias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_suscripciones" ADD CONSTRAINT "push_suscripciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "notificaciones_creada_idx" ON "notificaciones" USING btree ("creada_en");--> statement-breakpoint
CREATE INDEX "push_suscripciones_usuario_idx" ON "push_suscripciones" USING btree ("usuario_id");