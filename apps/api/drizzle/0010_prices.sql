ALTER TABLE "leagues" ADD COLUMN "early_bird_until" date;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "early_bird_team_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "early_bird_player_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;