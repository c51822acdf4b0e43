ALTER TABLE "applications" ALTER COLUMN "consented_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "method" text DEFAULT 'ai-interview' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submission" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "external_apply_url" text;