ALTER TABLE "interviews" ADD COLUMN "attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_turns" ADD COLUMN "speech_segments" jsonb;