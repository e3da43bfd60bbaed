CREATE TABLE "site_media" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_media_variants" (
	"media_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "site_media_variants_media_id_width_pk" PRIMARY KEY("media_id","width")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "scheduled_document" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "scheduled_by_name" text;--> statement-breakpoint
ALTER TABLE "site_media" ADD CONSTRAINT "site_media_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_media_variants" ADD CONSTRAINT "site_media_variants_media_id_site_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."site_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_media_club_idx" ON "site_media" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "audit_log_club_id_idx" ON "audit_log" USING btree ("club_id","id");