ALTER TABLE "calls" ADD COLUMN "scoring_status" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "scoring_message" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "scoring_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "scoring_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calls_scoring_status_idx" ON "calls" USING btree ("scoring_status");