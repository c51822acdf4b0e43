ALTER TABLE "interviews" ADD COLUMN "persona_id" text DEFAULT 'iris' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "turn_taking" text DEFAULT 'conversational' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "first_round_persona_id" text DEFAULT 'iris' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "first_round_turn_taking" text DEFAULT 'conversational' NOT NULL;