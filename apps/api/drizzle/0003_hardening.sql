ALTER TABLE "auth_throttle" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
-- Reset links were kept in the outbox in clear, which undid hashing their tokens: end them and scrub the copies.
UPDATE "password_reset_tokens" SET "used_at" = now() WHERE "used_at" IS NULL;--> statement-breakpoint
UPDATE "outbox" SET "body" = regexp_replace("body", 'token=[A-Za-z0-9_%-]+', 'token=[removed]', 'g') WHERE "body" LIKE '%token=%';
