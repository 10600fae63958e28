CREATE TABLE "ajustes" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "misiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"rango_id" integer NOT NULL,
	"mision" text NOT NULL,
	"costo" integer DEFAULT 0 NOT NULL,
	"pago_1h" integer DEFAULT 0 NOT NULL,
	"pago_2h" integer DEFAULT 0 NOT NULL,
	"pago_3h" integer DEFAULT 0 NOT NULL,
	"pago_semanal" integer DEFAULT 0 NOT NULL,
	"requisito_hrs" text DEFAULT '0h' NOT NULL,
	"requisito_times" text DEFAULT '0' NOT NULL,
	"editado_por" integer,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "misiones_rango_mision_key" UNIQUE("rango_id","mision")
);
--> statement-breakpoint
CREATE TABLE "rangos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nivel" integer NOT NULL,
	"area" text NOT NULL,
	"orden" integer NOT NULL,
	CONSTRAINT "rangos_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "usuario_ips" (
	"usuario_id" integer NOT NULL,
	"ip" text NOT NULL,
	"primera_vez" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_vez" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_ips_usuario_id_ip_pk" PRIMARY KEY("usuario_id","ip")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nivel" integer DEFAULT 7 NOT NULL,
	"mision_id" integer,
	"habbo_avatar_url" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"debe_cambiar_clave" boolean DEFAULT false NOT NULL,
	"is_app" boolean DEFAULT false NOT NULL,
	"modo_claro" boolean DEFAULT true NOT NULL,
	"fecha_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_vez" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "misiones" ADD CONSTRAINT "misiones_rango_id_rangos_id_fk" FOREIGN KEY ("rango_id") REFERENCES "public"."rangos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_ips" ADD CONSTRAINT "usuario_ips_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_mision_id_misiones_id_fk" FOREIGN KEY ("mision_id") REFERENCES "public"."misiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_ips_ip_idx" ON "usuario_ips" USING btree ("ip");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_lower_key" ON "usuarios" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "usuarios_nivel_idx" ON "usuarios" USING btree ("nivel");