CREATE TABLE "action_keys" (
	"club_id" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"result_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "action_keys_club_id_key_pk" PRIMARY KEY("club_id","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pays_balance_of" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_ip" text;--> statement-breakpoint
ALTER TABLE "action_keys" ADD CONSTRAINT "action_keys_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pays_balance_of_registrations_id_fk" FOREIGN KEY ("pays_balance_of") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_balance" ON "orders" USING btree ("pays_balance_of") WHERE "orders"."status" = 'pending' and "orders"."pays_balance_of" is not null;