CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"job_invite_id" uuid,
	"to" text NOT NULL,
	"to_name" text,
	"subject" text NOT NULL,
	"text" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD CONSTRAINT "outgoing_mail_job_invite_id_job_invites_id_fk" FOREIGN KEY ("job_invite_id") REFERENCES "public"."job_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_open_subject_idx" ON "background_jobs" USING btree ("kind","subject") WHERE state in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "outgoing_mail_job_invite_idx" ON "outgoing_mail" USING btree ("job_invite_id");--> statement-breakpoint
CREATE INDEX "outgoing_mail_to_idx" ON "outgoing_mail" USING btree (lower("to"));