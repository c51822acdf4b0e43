ALTER TABLE "call_turns" ADD COLUMN "confidence" real;--> statement-breakpoint
ALTER TABLE "call_turns" ADD COLUMN "recognised_text" text;--> statement-breakpoint
ALTER TABLE "call_turns" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_turns" ADD COLUMN "transcription" text;--> statement-breakpoint
ALTER TABLE "call_turns" ADD COLUMN "pending_audio" "bytea";--> statement-breakpoint
CREATE INDEX "call_turns_transcription_idx" ON "call_turns" USING btree ("transcription");