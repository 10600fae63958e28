CREATE TABLE "codigos_habbo" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_hash" text NOT NULL,
	"proposito" text NOT NULL,
	"nombre" text NOT NULL,
	"nombre_esqueleto" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cambios_nombre" ADD COLUMN "habbo_coincide" boolean;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "habbo_unique_id" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "habbo_figura" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "habbo_verificado_en" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_habbo_hash_key" ON "codigos_habbo" USING btree ("codigo_hash");--> statement-breakpoint
CREATE INDEX "codigos_habbo_nombre_idx" ON "codigos_habbo" USING btree ("nombre_esqueleto");--> statement-breakpoint
CREATE INDEX "codigos_habbo_expira_idx" ON "codigos_habbo" USING btree ("expira_en");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_habbo_unique_id_key" ON "usuarios" USING btree ("habbo_unique_id");