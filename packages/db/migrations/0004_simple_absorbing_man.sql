CREATE TABLE "call_turns" (
	"id" text PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"question_index" integer,
	"started_at_ms" integer NOT NULL,
	"ended_at_ms" integer NOT NULL,
	"timings" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"interview_id" uuid NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"request" jsonb NOT NULL,
	"video_recording_enabled" boolean DEFAULT false NOT NULL,
	"stt_provider" text NOT NULL,
	"tts_provider" text NOT NULL,
	"tts_voice" text NOT NULL,
	"duration_limit_seconds" integer NOT NULL,
	"voice_seconds" integer DEFAULT 0 NOT NULL,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "call_turns" ADD CONSTRAINT "call_turns_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_turns_call_sequence_idx" ON "call_turns" USING btree ("call_id","sequence");--> statement-breakpoint
CREATE INDEX "calls_user_created_idx" ON "calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_interview_idx" ON "calls" USING btree ("interview_id");