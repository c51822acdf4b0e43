ALTER TABLE "calls" ADD COLUMN "recording_chunks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "recording_bytes" integer DEFAULT 0 NOT NULL;