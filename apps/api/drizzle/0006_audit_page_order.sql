DROP INDEX "audit_log_club_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "changes" SET DATA TYPE json USING "changes"::json;--> statement-breakpoint
CREATE INDEX "audit_log_club_idx" ON "audit_log" USING btree ("club_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);